import { Box, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { captainLoginBodySchema, type CaptainLoginBody } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { useFormError } from '@/components/ui/use-form-error';
import { useCaptainLogin } from '@/features/captain-app/api/captain-session';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useTranslation } from '@/lib/use-translation';
import { PublicCard } from '../../shell/public-card';

/** /captain/login: a captain signs in with his phone and password. */
export function CaptainLoginPage() {
  const { t } = useTranslation('captain');
  const errorText = useFormError();
  const login = useCaptainLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CaptainLoginBody>({
    resolver: zodResolver(captainLoginBodySchema),
    defaultValues: { phone: '', password: '' },
  });
  const fields = { phone: register('phone'), password: register('password') };
  const onSubmit = handleSubmit(async (body) => {
    try {
      await login.mutateAsync(body);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['phone', 'password']);
    }
  });
  return (
    <Box component="main" p="md" maw={480} mx="auto">
      <Group justify="flex-end" mb="sm">
        <LanguageSwitch />
      </Group>
      <PublicCard title={t('login.title')} description={t('login.description')}>
        <form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
          <ApiErrorAlert error={login.error} />
          <Stack gap="md">
            <TextInput
              label={t('login.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              error={errorText(errors.phone)}
              {...fields.phone}
            />
            <PasswordInput
              label={t('login.password')}
              autoComplete="current-password"
              error={errorText(errors.password)}
              {...fields.password}
            />
            <Button type="submit" loading={login.isPending} fullWidth>
              {t('login.submit')}
            </Button>
          </Stack>
        </form>
      </PublicCard>
    </Box>
  );
}
