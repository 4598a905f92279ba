import { Button, Stack } from '@mantine/core';
import { staffLoginBodySchema, type StaffLoginBody } from '@courier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { SignInFields } from '@/features/auth/components/sign-in-fields';
import { useOpsLogin } from '@/features/auth/ops/api/ops-session';
import { PublicCard } from '../../shell/public-card';

/** /ops/login: staff sign in with their own accounts (never a client's). */
export function OpsLoginPage() {
  const { t } = useTranslation(['ops', 'auth']);
  const login = useOpsLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StaffLoginBody>({
    resolver: zodResolver(staffLoginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const fields = { email: register('email'), password: register('password') };
  const onSubmit = handleSubmit(async (body) => {
    try {
      await login.mutateAsync(body);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['email', 'password']);
    }
  });

  return (
    <PublicCard title={t('pages.login')} description={t('login.description')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('pages.login')}>
        <ApiErrorAlert error={login.error} />
        <Stack gap="md">
          <SignInFields email={fields.email} password={fields.password} errors={errors} />
          <Button type="submit" loading={login.isPending} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </PublicCard>
  );
}
