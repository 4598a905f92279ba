import { Badge, Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SecretField } from '@/components/ui/secret-field';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useRevealedTestKey, useRevealTestKey, useRotateTestKey, useTestKey } from '../api/test-key';
import { useSecretActions } from './use-secret-actions';

/** The merchant's test key (`cp_test_…`, decision 074): as the live key's panel, for test orders only. */
export function TestKeyPanel() {
  const { t } = useTranslation('settings');
  const lang = useLanguage();
  const key = useTestKey();
  const reveal = useRevealTestKey();
  const rotate = useRotateTestKey();
  const revealed = useRevealedTestKey();
  const secret = useSecretActions({
    revealed,
    reveal: () => reveal.mutateAsync(),
    rotate: () => rotate.mutateAsync(),
    rotatedText: t('testKey.rotated'),
  });
  const summary = key.data;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mb="md">
      <Group gap="xs" mb="xs">
        <Title order={2} size="h4">
          {t('testKey.title')}
        </Title>
        <Badge color="orange" variant="light" c="dark.9">
          {t('testKey.badge')}
        </Badge>
      </Group>
      <Text size="sm" mb="md">
        {t('testKey.hint')}
      </Text>
      <ApiErrorAlert
        error={key.error ?? reveal.error ?? rotate.error}
        onRetry={key.error ? () => void key.refetch() : undefined}
      />
      {key.isPending ? (
        <Skeleton height={36} />
      ) : summary ? (
        <SecretField
          label={t('testKey.label')}
          description={t('api.createdAt', { date: formatDateTime(summary.created_at, lang) })}
          masked={summary.masked}
          value={secret.shown && revealed ? revealed.key : null}
          revealing={reveal.isPending}
          onToggle={() => void secret.toggle()}
          onRotate={() => secret.setConfirming(true)}
          texts={{
            reveal: t('testKey.reveal'),
            hide: t('testKey.hide'),
            copy: t('api.copy'),
            rotate: t('testKey.rotate'),
          }}
        />
      ) : (
        <>
          <Text size="sm" mb="sm">
            {t('testKey.none')}
          </Text>
          <Button variant="light" onClick={() => void secret.rotate()} loading={rotate.isPending}>
            {t('testKey.create')}
          </Button>
        </>
      )}
      <ConfirmDialog
        opened={secret.confirming}
        title={t('testKey.rotateTitle')}
        message={t('testKey.rotateMessage')}
        confirmLabel={t('testKey.rotate')}
        danger
        pending={rotate.isPending}
        onConfirm={() => void secret.rotate()}
        onClose={() => secret.setConfirming(false)}
      />
    </Paper>
  );
}
