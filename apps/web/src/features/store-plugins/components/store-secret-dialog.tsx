import { setStoreSecretBodySchema, type SetStoreSecretBody } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { FormDialog } from '@/components/ui/form-dialog';
import { toast } from '@/components/ui/toast';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useChangeStoreSecret } from '../api/change-store-secret';

/** Paste the signing key Shopify shows under its webhooks ("Your webhooks will be signed with …"). */
export function StoreSecretDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const errorText = useFormError();
  const change = useChangeStoreSecret();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetStoreSecretBody>({
    resolver: zodResolver(setStoreSecretBodySchema),
    defaultValues: { signing_secret: '' },
  });

  const secretField = register('signing_secret');

  const onSubmit = handleSubmit(async ({ signing_secret }) => {
    try {
      await change.mutateAsync({ id, secret: signing_secret });
      toast.success(t('plugins.secretSaved'));
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['signing_secret']);
    }
  });

  return (
    <FormDialog
      title={t('plugins.pasteTitle')}
      intro={t('plugins.pasteText')}
      submitLabel={t('plugins.save')}
      pending={change.isPending}
      error={errors.signing_secret ? null : change.error}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <PasswordInput
        label={t('plugins.secret')}
        dir="ltr"
        autoComplete="off"
        data-autofocus
        error={errorText(errors.signing_secret)}
        {...secretField}
      />
    </FormDialog>
  );
}
