import { checkOtpBodySchema } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { toast } from '@/components/ui/toast';
import { OtpCodeField } from '@/components/ui/otp-code-field';
import { useFormError } from '@/components/ui/use-form-error';
import { otpResendSeconds } from '@/config/constants';
import { useCheckOtp } from '../api/check-otp';
import { useSendOtp } from '../api/send-otp';
import { startResetFlow, writeResetFlow, type ResetFlow } from '../utils/reset-flow';

const codeFormSchema = checkOtpBodySchema.pick({ code: true });
type CodeForm = { code: string };

const secondsLeft = (sentAt: number) =>
  Math.max(0, otpResendSeconds - Math.floor((Date.now() - sentAt) / 1000));

/** /otp: the 6-digit code sent by SMS, with "resend code" after a countdown. */
export function OtpForm({ flow, onVerified }: { flow: ResetFlow; onVerified: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useFormError();
  const checkOtp = useCheckOtp();
  const resend = useSendOtp();
  const [sentAt, setSentAt] = useState(flow.sentAt);
  const [remaining, setRemaining] = useState(() => secondsLeft(flow.sentAt));
  const ticker = useInterval(() => setRemaining(secondsLeft(sentAt)), 1000);

  useEffect(() => {
    ticker.start();
    return ticker.stop;
  }, [ticker]);

  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await checkOtp.mutateAsync({ email: flow.email, code });
      writeResetFlow({ ...flow, sentAt, code });
      onVerified();
    } catch {
      // Shown by the alert below.
    }
  });

  const onResend = async () => {
    try {
      const { phone } = await resend.mutateAsync({ email: flow.email });
      const restarted = startResetFlow(flow.email, phone);
      setSentAt(restarted.sentAt);
      setRemaining(secondsLeft(restarted.sentAt));
      toast.success(t('otp.resent'));
    } catch {
      // Shown by the alert below.
    }
  };

  const codeError = errorText(errors.code);

  return (
    <form onSubmit={onSubmit} noValidate>
      <ApiErrorAlert error={checkOtp.error ?? resend.error} />
      <Stack gap="md">
        <OtpCodeField
          control={control}
          name="code"
          label={t('otp.codeLabel')}
          digitLabel={(index, total) => t('otp.digit', { index, total })}
          error={codeError}
          centered
        />
        <Button type="submit" loading={checkOtp.isPending} fullWidth>
          {t('otp.submit')}
        </Button>
        <Group justify="center" gap="xs">
          <Button
            variant="subtle"
            onClick={() => void onResend()}
            disabled={remaining > 0}
            loading={resend.isPending}
          >
            {remaining > 0 ? t('otp.resendIn', { count: remaining }) : t('otp.resend')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
