import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useFormError } from '@/components/ui/use-form-error';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useLogin } from '../api/login';
import type { LoginOutput, LoginValues } from '../utils/login-validation';
import { AccountDeletedAlert } from './account-deleted-alert';

// zodResolver(loginFormSchema), downloaded after the first paint (see lazy-resolver.ts).
const validation = lazyResolver(() => import('../utils/login-validation').then((m) => m.loginResolver));

export function LoginForm({ onSuccess }: { onSuccess?: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useFormError();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginValues, unknown, LoginOutput>({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '', terms: false },
  });

  useEffect(() => validation.preload(), []);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await loginMutation.mutateAsync({ email, password });
      onSuccess?.();
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email', 'password']);
    }
  });

  const fields = { email: register('email'), password: register('password'), terms: register('terms') };
  const failure = loginMutation.error;
  const deleted = isApiError(failure) && failure.code === 'ACCOUNT_DELETED';

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('login.formLabel')}>
      {deleted ? (
        <AccountDeletedAlert
          message={failure.message}
          phones={[failure.payload.phone1, failure.payload.phone2]}
        />
      ) : (
        <ApiErrorAlert error={failure} />
      )}
      <Stack gap="md">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          inputMode="email"
          dir="ltr"
          required
          error={errorText(errors.email)}
          {...fields.email}
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          required
          error={errorText(errors.password)}
          visibilityToggleButtonProps={{ 'aria-label': t('fields.togglePassword') }}
          {...fields.password}
        />
        <Checkbox
          label={
            <>
              {t('login.termsBefore')}{' '}
              <Anchor component={Link} to={paths.publicTerms.path} inherit>
                {t('login.termsLink')}
              </Anchor>
            </>
          }
          error={errorText(errors.terms)}
          {...fields.terms}
        />
        <Group justify="space-between" gap="sm">
          <Anchor component={Link} to={paths.confirmMobile.path} size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={loginMutation.isPending} fullWidth>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
