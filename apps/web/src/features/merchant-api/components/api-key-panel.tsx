import { Button, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useApiKey } from '../api/get-api-key';
import { useRevealApiKey, useRevealedApiKey } from '../api/reveal-api-key';
import { useRotateApiKey } from '../api/rotate-api-key';
import { SecretField } from '@/components/ui/secret-field';
import { useSecretActions } from './use-secret-actions';

/** The merchant's API key: masked, reveal, copy, rotate (the old key stops at once). */
export function ApiKeyPanel() {
  const { t } = useTranslation('settings');
  const lang = useLanguage();
  const key = useApiKey(true);
  const reveal = useRevealApiKey();
  const rotate = useRotateApiKey();
  const revealed = useRevealedApiKey();
  const secret = useSecretActions({
    revealed,
    reveal: () => reveal.mutateAsync(),
    rotate: () => rotate.mutateAsync(),
    rotatedText: t('api.rotated'),
  });

  const summary = key.data;
  const fullKey = secret.shown && revealed ? revealed.key : null;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mb="md">
      <Title order={2} size="h4" mb="xs">
        {t('api.keyTitle')}
      </Title>
      <Text size="sm" mb="md">
        {t('api.keyHint')}
      </Text>
      <ApiErrorAlert
        error={key.error ?? reveal.error ?? rotate.error}
        onRetry={key.error ? () => void key.refetch() : undefined}
      />
      {key.isPending ? (
        <Skeleton height={36} />
      ) : summary ? (
        <>
          <SecretField
            label={t('api.keyLabel')}
            description={t('api.createdAt', { date: formatDateTime(summary.created_at, lang) })}
            masked={summary.masked}
            value={fullKey}
            revealing={reveal.isPending}
            onToggle={() => void secret.toggle()}
            onRotate={() => secret.setConfirming(true)}
            texts={{
              reveal: t('api.reveal'),
              hide: t('api.hide'),
              copy: t('api.copy'),
              rotate: t('api.rotate'),
            }}
          />
        </>
      ) : (
        <>
          <Text size="sm" mb="sm">
            {t('api.noKey')}
          </Text>
          <Button onClick={() => void secret.rotate()} loading={rotate.isPending}>
            {t('api.createKey')}
          </Button>
        </>
      )}
      <ConfirmDialog
        opened={secret.confirming}
        title={t('api.rotateTitle')}
        message={t('api.rotateMessage')}
        confirmLabel={t('api.rotate')}
        danger
        pending={rotate.isPending}
        onConfirm={() => void secret.rotate()}
        onClose={() => secret.setConfirming(false)}
      />
    </Paper>
  );
}
