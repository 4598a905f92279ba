import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  useRevealWebhookSecret,
  useRevealedWebhookSecret,
  useRotateWebhookSecret,
} from '../api/webhook-secret';
import { SecretField } from '@/components/ui/secret-field';
import { useSecretActions } from './use-secret-actions';

/** The signing secret: masked, reveal, copy, rotate (every later attempt is signed with the new one). */
export function WebhookSecretField({ masked }: { masked: string }) {
  const { t } = useTranslation('settings');
  const reveal = useRevealWebhookSecret();
  const rotate = useRotateWebhookSecret();
  const revealed = useRevealedWebhookSecret();
  const actions = useSecretActions({
    revealed,
    reveal: () => reveal.mutateAsync(),
    rotate: () => rotate.mutateAsync(),
    rotatedText: t('webhooks.secretRotated'),
  });

  return (
    <>
      <ApiErrorAlert error={reveal.error ?? rotate.error} />
      <SecretField
        label={t('webhooks.secretLabel')}
        description={t('webhooks.secretHint')}
        masked={masked}
        value={actions.shown && revealed ? revealed : null}
        revealing={reveal.isPending}
        onToggle={() => void actions.toggle()}
        onRotate={() => actions.setConfirming(true)}
        texts={{
          reveal: t('webhooks.revealSecret'),
          hide: t('webhooks.hideSecret'),
          copy: t('webhooks.copySecret'),
          rotate: t('webhooks.rotateSecret'),
        }}
      />
      <ConfirmDialog
        opened={actions.confirming}
        title={t('webhooks.rotateSecretTitle')}
        message={t('webhooks.rotateSecretMessage')}
        confirmLabel={t('webhooks.rotateSecret')}
        danger
        pending={rotate.isPending}
        onConfirm={() => void actions.rotate()}
        onClose={() => actions.setConfirming(false)}
      />
    </>
  );
}
