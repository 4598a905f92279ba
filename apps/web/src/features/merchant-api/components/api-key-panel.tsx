import { Button, Group, Paper, Skeleton, Text, TextInput, Title } from '@mantine/core';
import { IconEye, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useApiKey } from '../api/get-api-key';
import { useRevealApiKey, useRevealedApiKey } from '../api/reveal-api-key';
import { useRotateApiKey } from '../api/rotate-api-key';
import { CopyTextButton } from '@/components/ui/copy-text-button';

/** The merchant's API key: masked, reveal, copy, rotate (the old key stops at once). */
export function ApiKeyPanel() {
  const { t } = useTranslation('settings');
  const lang = useLanguage();
  const key = useApiKey(true);
  const reveal = useRevealApiKey();
  const rotate = useRotateApiKey();
  const revealed = useRevealedApiKey();
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const onRotate = async () => {
    try {
      await rotate.mutateAsync();
      setShown(true);
      toast.success(t('api.rotated'));
    } catch {
      // Shown by the alert below.
    } finally {
      setConfirming(false);
    }
  };

  const onReveal = async () => {
    if (shown) return setShown(false);
    try {
      if (!revealed) await reveal.mutateAsync();
      setShown(true);
    } catch {
      // Shown by the alert below.
    }
  };

  const summary = key.data;
  const fullKey = shown && revealed ? revealed.key : null;

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
          <TextInput
            label={t('api.keyLabel')}
            value={fullKey ?? summary.masked}
            readOnly
            dir="ltr"
            styles={{ input: { fontFamily: 'monospace' } }}
            description={t('api.createdAt', { date: formatDateTime(summary.created_at, lang) })}
          />
          <Group gap="xs" mt="sm">
            <Button
              variant="light"
              size="xs"
              onClick={() => void onReveal()}
              loading={reveal.isPending}
              leftSection={
                shown ? <IconEyeOff size={14} aria-hidden="true" /> : <IconEye size={14} aria-hidden="true" />
              }
            >
              {shown ? t('api.hide') : t('api.reveal')}
            </Button>
            {fullKey && <CopyTextButton value={fullKey} label={t('api.copy')} />}
            <Button
              variant="outline"
              color="red.9"
              size="xs"
              onClick={() => setConfirming(true)}
              leftSection={<IconRefresh size={14} aria-hidden="true" />}
            >
              {t('api.rotate')}
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm" mb="sm">
            {t('api.noKey')}
          </Text>
          <Button onClick={() => void onRotate()} loading={rotate.isPending}>
            {t('api.createKey')}
          </Button>
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('api.rotateTitle')}
        message={t('api.rotateMessage')}
        confirmLabel={t('api.rotate')}
        danger
        pending={rotate.isPending}
        onConfirm={() => void onRotate()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
