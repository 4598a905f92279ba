import { Anchor, Button, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useLogout } from '@/features/auth/api/logout';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';
import { PublicCard } from '../../shell/public-card';

/** First login (is_first_login 0): the user must replace the password they were given. */
export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const session = useSession();
  const logout = useLogout();

  // The path is public (spec §2), but setting a password needs the session of the first login.
  if (!session) {
    return (
      <PublicCard title={t('setPassword.title')} description={t('setPassword.needLogin')}>
        <Button component={Link} to={paths.login.path} fullWidth>
          {t('backToLogin')}
        </Button>
      </PublicCard>
    );
  }

  return (
    <PublicCard title={t('setPassword.title')} description={t('setPassword.subtitle')}>
      <ChangePasswordForm
        withLogoutDevices={false}
        submitLabel={t('setPassword.submit')}
        onSuccess={() => {
          toast.success(t('setPassword.done'));
          void navigate(paths.home.path, { replace: true });
        }}
      />
      <Text ta="center" mt="lg" size="sm">
        <Anchor component="button" type="button" onClick={() => logout.mutate()}>
          {t('setPassword.logout')}
        </Anchor>
      </Text>
    </PublicCard>
  );
}
