import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
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
      {profile.isPending && (
        <Stack gap="sm" role="status" aria-label={t('common:loading')}>
          <Skeleton height={140} radius="md" />
          <Skeleton height={200} radius="md" />
        </Stack>
      )}
      {profile.isError && <ApiErrorAlert error={profile.error} onRetry={() => void profile.refetch()} />}
      {profile.data && <ProfileDetails profile={profile.data} />}
    </>
  );
}
