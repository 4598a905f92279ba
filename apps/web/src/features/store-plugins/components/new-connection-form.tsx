import {
  createStoreConnectionBodySchema,
  storePlatforms,
  type CreateStoreConnectionBody,
} from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateStoreConnection } from '../api/create-store-connection';

/** Connect a store: its platform and a name of the merchant's choosing. */
export function NewConnectionForm() {
  const { t } = useTranslation('settings');
  const errorText = useFormError();
  const create = useCreateStoreConnection();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateStoreConnectionBody>({
    resolver: zodResolver(createStoreConnectionBodySchema),
    defaultValues: { platform: 'shopify', name: '' },
  });

  const nameField = register('name');

  const onSubmit = handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      reset({ platform: body.platform, name: '' });
      toast.success(t('plugins.created'));
    } catch (error) {
      applyServerFieldErrors(error, setError, ['platform', 'name']);
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mb="md">
      <Title order={2} size="h4" mb="xs">
        {t('plugins.newTitle')}
      </Title>
      <Text size="sm" mb="md">
        {t('plugins.newText')}
      </Text>
      <ApiErrorAlert error={create.error} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={480}>
          <Controller
            control={control}
            name="platform"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="store-platform-label">
                  {t('plugins.platform')}
                </Text>
                <SegmentedControl
                  aria-labelledby="store-platform-label"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  data={storePlatforms.map((p) => ({ value: p, label: t(`plugins.platforms.${p}`) }))}
                />
              </Stack>
            )}
          />
          <TextInput
            label={t('plugins.name')}
            description={t('plugins.nameHint')}
            error={errorText(errors.name)}
            {...nameField}
          />
          <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('plugins.create')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
