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
import { SecretField } from './secret-field';

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
      <SecretField
        label={t('webhooks.secretLabel')}
        description={t('webhooks.secretHint')}
        masked={masked}
        value={secret}
        revealing={reveal.isPending}
        onToggle={() => void onReveal()}
        onRotate={() => setConfirming(true)}
        texts={{
          reveal: t('webhooks.revealSecret'),
          hide: t('webhooks.hideSecret'),
          copy: t('webhooks.copySecret'),
          rotate: t('webhooks.rotateSecret'),
        }}
      />
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
