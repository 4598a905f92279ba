import { sendOtpBodySchema, type SendOtpBody } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSendOtp } from '../api/send-otp';
import { startResetFlow } from '../utils/reset-flow';

/** /confirm-mobile: asks for the account's email and sends a code to its phone. */
export function ForgotPasswordForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useFormError();
  const sendOtp = useSendOtp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SendOtpBody>({ resolver: zodResolver(sendOtpBodySchema), defaultValues: { email: '' } });

  const emailField = register('email');

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { phone } = await sendOtp.mutateAsync(body);
      startResetFlow(body.email, phone);
      onSent();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email']);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <ApiErrorAlert error={sendOtp.error} />
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          description={t('forgot.hint')}
          type="email"
          autoComplete="username"
          inputMode="email"
          dir="ltr"
          required
          error={errorText(errors.email)}
          {...emailField}
        />
        <Button type="submit" loading={sendOtp.isPending} fullWidth>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
