import { zodResolver } from '@hookform/resolvers/zod';
import { opsTimeLimitsSchema, type OpsTimeLimits } from '@courier/contracts';
import { Button, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useSaveTimeLimits } from '../api/save-time-limits';

const fields = ['sent_hours', 'captain_days', 'delayed_days', 'request_hours'] as const;

interface TimeLimitsFormProps {
  limits: OpsTimeLimits & { updated_at: string | null; updated_by: string | null };
}

/** The time limits per stage (decision 060): four whole numbers, checked by the server's own schema. */
export function TimeLimitsForm({ limits }: TimeLimitsFormProps) {
  const { t } = useTranslation('ops-dashboard');
  const lang = useLanguage();
  const errorText = useFormError();
  const save = useSaveTimeLimits();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OpsTimeLimits>({
    resolver: zodResolver(opsTimeLimitsSchema) as unknown as Resolver<OpsTimeLimits>,
    defaultValues: Object.fromEntries(fields.map((f) => [f, limits[f]])) as OpsTimeLimits,
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, { onSuccess: () => toast.success(t('limits.saved')) }),
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} maw={720}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('limits.intro')}</Text>
          {save.error ? <ApiErrorAlert error={save.error} /> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {fields.map((field) => (
              <TextInput
                key={field}
                type="number"
                min={1}
                inputMode="numeric"
                dir="ltr"
                label={t(`limits.${field}`)}
                error={errorText(errors[field])}
                {...register(field)}
              />
            ))}
          </SimpleGrid>
          {limits.updated_at && limits.updated_by ? (
            <Text size="xs" c="dimmed">
              {t('limits.updated', { name: limits.updated_by, at: formatDateTime(limits.updated_at, lang) })}
            </Text>
          ) : null}
          <Button type="submit" loading={save.isPending} w="fit-content">
            {t('limits.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
