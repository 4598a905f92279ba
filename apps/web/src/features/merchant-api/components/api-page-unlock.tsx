import { apiPageCheckOtpBodySchema, type ApiPageCheckOtpBody } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { OtpCodeField } from '@/components/ui/otp-code-field';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCheckApiPageOtp } from '../api/check-api-page-otp';
import { useSendApiPageOtp } from '../api/send-api-page-otp';

/** Asks for the one-time code that opens the API page (spec §6, §8) and sends it on request. */
export function ApiPageUnlock() {
  const { t } = useTranslation('settings');
  const errorText = useFormError();
  const send = useSendApiPageOtp();
  const check = useCheckApiPageOtp();
  const [phone, setPhone] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ApiPageCheckOtpBody>({
    resolver: zodResolver(apiPageCheckOtpBodySchema),
    defaultValues: { code: '' },
  });

  const onSend = async () => {
    try {
      setPhone(await send.mutateAsync());
    } catch {
      // Shown by the alert below.
    }
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      await check.mutateAsync(body);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['code']);
    }
  });

  const codeError = errorText(errors.code);
  const failure = send.error ?? (codeError ? null : check.error);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={520}>
      <Title order={2} size="h4" mb="xs">
        {t('api.unlockTitle')}
      </Title>
      <Text size="sm" mb="md">
        {t('api.unlockText')}
      </Text>
      <ApiErrorAlert error={failure} />
      {phone === null ? (
        <Button onClick={() => void onSend()} loading={send.isPending}>
          {t('api.sendCode')}
        </Button>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {t('api.sentTo')} <bdi dir="ltr">{phone}</bdi>
            </Text>
            <OtpCodeField
              control={control}
              name="code"
              label={t('api.codeLabel')}
              digitLabel={(index, total) => t('api.digit', { index, total })}
              error={codeError}
            />
            <Button type="submit" loading={check.isPending}>
              {t('api.open')}
            </Button>
            <Button variant="subtle" onClick={() => void onSend()} loading={send.isPending}>
              {t('api.resend')}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
