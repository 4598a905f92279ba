import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link, useNavigate } from 'react-router';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { paths } from '@/config/paths';
import { PublicCard } from '../../shell/public-card';

export function ConfirmMobilePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <PublicCard title={t('forgot.title')} description={t('forgot.subtitle')}>
      <ForgotPasswordForm onSent={() => void navigate(paths.otp.path)} />
      <Text ta="center" mt="lg" size="sm">
        <Anchor component={Link} to={paths.login.path}>
          {t('backToLogin')}
        </Anchor>
      </Text>
    </PublicCard>
  );
}
