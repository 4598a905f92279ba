import { resetFormSchema, type ResetForm } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import type { ResetFlow } from '../utils/reset-flow';
import { NewPasswordFields } from './new-password-fields';

/** /change-password (forgot-password flow): the new password, sent with the email and checked code. */
export function ResetPasswordForm({
  flow,
  onDone,
}: {
  flow: ResetFlow & { code: string };
  onDone: () => void;
}) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });

  const fields = { password: register('password'), confirmation: register('password_confirmation') };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ email: flow.email, code: flow.code, ...values });
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['password', 'password_confirmation']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <ApiErrorAlert error={reset.error} />
      <Stack gap="md">
        <NewPasswordFields
          email={flow.email}
          password={fields.password}
          confirmation={fields.confirmation}
          errors={errors}
        />
        <Button type="submit" loading={reset.isPending} fullWidth>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
