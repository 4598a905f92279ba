import { attemptSettingsSchema, type AttemptSettings } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/use-translation';
import { useAttemptSettings } from '../api/get-attempt-settings';
import { useSaveAttemptSettings } from '../api/save-attempt-settings';

function SettingsForm({ settings }: { settings: AttemptSettings }) {
  const { t } = useTranslation('attempts');
  const errorText = useFormError();
  const save = useSaveAttemptSettings();
  const form = useForm<z.input<typeof attemptSettingsSchema>, unknown, AttemptSettings>({
    resolver: zodResolver(attemptSettingsSchema),
    defaultValues: settings,
  });
  const { errors } = form.formState;
  const fields = {
    decision: form.register('default_decision'),
    hours: form.register('deadline_hours'),
  };
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast.success(t('settings.saved'));
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['default_decision', 'deadline_hours']))
        toast.failure(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Group align="flex-end" gap="md" wrap="wrap">
        <NativeSelect
          label={t('settings.default')}
          data={[
            { value: 'retry', label: t('settings.retry') },
            { value: 'return', label: t('settings.return') },
          ]}
          error={errorText(errors.default_decision)}
          {...fields.decision}
        />
        <TextInput
          label={t('settings.hours')}
          type="number"
          min={1}
          max={168}
          dir="ltr"
          w={{ base: '100%', xs: 280 }}
          error={errorText(errors.deadline_hours as Parameters<typeof errorText>[0])}
          {...fields.hours}
        />
        <Button type="submit" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The merchant's default at the deadline (decision 068): the main account changes it; a sub-user with
 * the permission reads it.
 */
export function AttemptSettingsForm({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('attempts');
  const settings = useAttemptSettings();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="attempt-settings-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="attempt-settings-title">
          {t('settings.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.intro')}
        </Text>
        {settings.error && !settings.data ? (
          <ApiErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />
        ) : settings.data ? (
          canEdit ? (
            <SettingsForm settings={settings.data} />
          ) : (
            <Text size="sm">
              {t('settings.readOnly', {
                decision: t(`settings.${settings.data.default_decision}`),
                hours: settings.data.deadline_hours,
              })}
            </Text>
          )
        ) : null}
      </Stack>
    </Paper>
  );
}
