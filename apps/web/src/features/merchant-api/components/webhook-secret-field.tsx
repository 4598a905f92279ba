import { Button, Group, TextInput } from '@mantine/core';
import { IconEye, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import {
  useRevealWebhookSecret,
  useRevealedWebhookSecret,
  useRotateWebhookSecret,
} from '../api/webhook-secret';
import { CopyTextButton } from './copy-text-button';

/** The signing secret: masked, reveal, copy, rotate (every later attempt is signed with the new one). */
export function WebhookSecretField({ masked }: { masked: string }) {
  const { t } = useTranslation('settings');
  const reveal = useRevealWebhookSecret();
  const rotate = useRotateWebhookSecret();
  const revealed = useRevealedWebhookSecret();
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const secret = shown && revealed ? revealed : null;

  const onReveal = async () => {
    if (shown) return setShown(false);
    try {
      if (!revealed) await reveal.mutateAsync();
      setShown(true);
    } catch {
      // Shown by the alert below.
    }
  };

  const onRotate = async () => {
    try {
      await rotate.mutateAsync();
      setShown(true);
      toast.success(t('webhooks.secretRotated'));
    } catch {
      // Shown by the alert below.
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <ApiErrorAlert error={reveal.error ?? rotate.error} />
      <TextInput
        label={t('webhooks.secretLabel')}
        description={t('webhooks.secretHint')}
        value={secret ?? masked}
        readOnly
        dir="ltr"
        styles={{ input: { fontFamily: 'monospace' } }}
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
          {shown ? t('webhooks.hideSecret') : t('webhooks.revealSecret')}
        </Button>
        {secret && <CopyTextButton value={secret} label={t('webhooks.copySecret')} />}
        <Button
          variant="outline"
          color="red.9"
          size="xs"
          onClick={() => setConfirming(true)}
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
        >
          {t('webhooks.rotateSecret')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t('webhooks.rotateSecretTitle')}
        message={t('webhooks.rotateSecretMessage')}
        confirmLabel={t('webhooks.rotateSecret')}
        danger
        pending={rotate.isPending}
        onConfirm={() => void onRotate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
