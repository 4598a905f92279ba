import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Navigate, useNavigate } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { clearResetFlow, readResetFlow } from '@/features/auth/utils/reset-flow';
import { paths } from '@/config/paths';
import { PublicCard } from '../../shell/public-card';

/** /change-password: the last step of the forgot-password flow. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [flow] = useState(readResetFlow);
  if (!flow?.code) return <Navigate to={paths.confirmMobile.path} replace />;
  const verified = { ...flow, code: flow.code };
  return (
    <PublicCard title={t('reset.title')} description={t('reset.subtitle')}>
      <ResetPasswordForm
        flow={verified}
        onDone={() => {
          clearResetFlow();
          void navigate(paths.passwordChanged.path, { replace: true });
        }}
      />
    </PublicCard>
  );
}
