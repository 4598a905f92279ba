import { apiPageCheckOtpBodySchema, type ApiPageCheckOtpBody } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, PinInput, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormError } from '@/components/ui/use-form-error';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCheckApiPageOtp } from '../api/check-api-page-otp';
import { useSendApiPageOtp } from '../api/send-api-page-otp';

/** Asks for the one-time code that opens the API page (spec §6, §8) and sends it on request. */
export function ApiPageUnlock() {
  const { t } = useTranslation('settings');
  const errorText = useFormError();
  const labelId = useId();
  const errorId = useId();
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
            <div role="group" aria-labelledby={labelId}>
              <Text id={labelId} component="span" fw={500} size="sm" display="block" mb={6}>
                {t('api.codeLabel')}
              </Text>
              <Controller
                control={control}
                name="code"
                render={({ field }) => (
                  <PinInput
                    dir="ltr"
                    length={6}
                    type="number"
                    inputMode="numeric"
                    oneTimeCode
                    autoFocus
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={Boolean(codeError)}
                    getInputProps={(index) => ({
                      'aria-label': t('api.digit', { index: index + 1, total: 6 }),
                      'aria-describedby': codeError ? errorId : undefined,
                      'aria-invalid': codeError ? true : undefined,
                    })}
                  />
                )}
              />
              {codeError && (
                <Text id={errorId} c="red.9" size="sm" mt={6}>
                  {codeError}
                </Text>
              )}
            </div>
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
