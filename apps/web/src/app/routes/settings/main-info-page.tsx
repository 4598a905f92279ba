import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { PageTitle } from '@/components/ui/page-title';
import { useProfile } from '@/features/settings/api/get-profile';
import { ProfileDetails } from '@/features/settings/components/profile-details';
import { SettingsBackLink } from './settings-back-link';

export function MainInfoPage() {
  const { t } = useTranslation(['shell', 'common']);
  const profile = useProfile();
  return (
    <>
      <SettingsBackLink />
      <PageTitle>{t('pages.mainInfo')}</PageTitle>
      {profile.isPending && <LoadingBlocks heights={[140, 200]} gap="sm" />}
      {profile.isError && <ApiErrorAlert error={profile.error} onRetry={() => void profile.refetch()} />}
      {profile.data && <ProfileDetails profile={profile.data} />}
    </>
  );
}
