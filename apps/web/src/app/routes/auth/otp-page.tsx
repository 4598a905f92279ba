import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, Navigate, useNavigate } from 'react-router';
import { OtpForm } from '@/features/auth/components/otp-form';
import { readResetFlow } from '@/features/auth/utils/reset-flow';
import { paths } from '@/config/paths';
import { PublicCard } from '../../shell/public-card';

export function OtpPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [flow] = useState(readResetFlow);
  // Without an email from the previous step there is nothing to verify: start the flow again.
  if (!flow) return <Navigate to={paths.confirmMobile.path} replace />;
  return (
    <PublicCard
      title={t('otp.title')}
      description={
        <>
          {t('otp.subtitle')} <bdi dir="ltr">{flow.phone}</bdi>
        </>
      }
    >
      <OtpForm flow={flow} onVerified={() => void navigate(paths.resetPassword.path)} />
      <Text ta="center" mt="lg" size="sm">
        <Anchor component={Link} to={paths.confirmMobile.path}>
          {t('otp.changeEmail')}
        </Anchor>
      </Text>
    </PublicCard>
  );
}
