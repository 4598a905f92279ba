import { updateApiBodySchema, type UpdateApiBody, type WebhookSettings } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import type { z } from 'zod';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useDeleteWebhookUrl, useSaveWebhookUrl } from '../api/save-webhook-url';

type Values = z.input<typeof updateApiBodySchema>;

/**
 * spec §7 `update-api` / `delete-client-api`: where status updates are sent and the bearer token sent
 * with them. The server's address checks (SSRF) come back as field errors on the URL.
 */
export function WebhookUrlForm({ settings }: { settings: WebhookSettings }) {
  const { t } = useTranslation('settings');
  const errorText = useFormError();
  const save = useSaveWebhookUrl();
  const remove = useDeleteWebhookUrl();
  const [confirming, setConfirming] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<Values, unknown, UpdateApiBody>({
    resolver: zodResolver(updateApiBodySchema),
    defaultValues: { api_url: settings.api_url ?? '', api_token: '' },
  });

  const fields = { url: register('api_url'), token: register('api_token') };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset({ api_url: saved.api_url ?? '', api_token: '' });
      toast.success(t('webhooks.saved'));
    } catch (error) {
      applyServerFieldErrors(error, setError, ['api_url', 'api_token']);
    }
  });

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      reset({ api_url: '', api_token: '' });
      toast.success(t('webhooks.deleted'));
    } catch {
      // Shown by the alert above the form.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <ApiErrorAlert error={save.error ?? remove.error} />
      <Stack gap="md">
        <TextInput
          label={t('webhooks.urlLabel')}
          description={t('webhooks.urlHint')}
          placeholder={t('webhooks.urlPlaceholder')}
          dir="ltr"
          inputMode="url"
          autoComplete="url"
          required
          error={errorText(errors.api_url)}
          {...fields.url}
        />
        <PasswordInput
          label={t('webhooks.tokenLabel')}
          description={
            settings.api_token
              ? t('webhooks.tokenSaved', { token: settings.api_token })
              : t('webhooks.tokenHint')
          }
          dir="ltr"
          autoComplete="off"
          error={errorText(errors.api_token)}
          visibilityToggleButtonProps={{ 'aria-label': t('webhooks.toggleToken') }}
          {...fields.token}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('webhooks.save')}
          </Button>
          {settings.api_url && (
            <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
              {t('webhooks.delete')}
            </Button>
          )}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('webhooks.deleteTitle')}
        message={t('webhooks.deleteMessage')}
        confirmLabel={t('webhooks.delete')}
        danger
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirming(false)}
      />
    </form>
  );
}
