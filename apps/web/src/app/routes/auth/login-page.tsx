import { useTranslation } from '@/lib/use-translation';
import { LoginForm } from '@/features/auth/components/login-form';
import { PublicCard } from '../../shell/public-card';

export function LoginPage() {
  const { t } = useTranslation('auth');
  return (
    <PublicCard title={t('login.title')} description={t('login.subtitle')}>
      {/* Once the session is stored the guard moves on: to the page `?next=` carries (a visitor's link),
          else /Home; /set_password on a first login. */}
      <LoginForm />
    </PublicCard>
  );
}
