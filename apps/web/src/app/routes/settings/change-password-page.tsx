import { Paper } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { toast } from '@/components/ui/toast';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { SettingsBackLink } from './settings-back-link';

export function ChangePasswordPage() {
  const { t } = useTranslation(['shell', 'auth']);
  return (
    <>
      <SettingsBackLink />
      <PageTitle>{t('pages.changePassword')}</PageTitle>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={520}>
        <ChangePasswordForm
          withLogoutDevices
          submitLabel={t('auth:changePassword.submit')}
          onSuccess={() => toast.success(t('auth:changePassword.done'))}
        />
      </Paper>
    </>
  );
}
