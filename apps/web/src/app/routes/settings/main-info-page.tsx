import { Button } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { PageHeader } from '@/components/ui/page-header';
import { useProfile } from '@/features/accounts/api/get-profile';
import { ProfileDetails } from '@/features/accounts/components/profile-details';
import { ProfileForm } from '@/features/accounts/components/profile-form';
import { SettingsBackLink } from './settings-back-link';

/** `/setting-main-info`: the profile (spec §3), its names, phones and address editable (issue 14). */
export function MainInfoPage() {
  const { t } = useTranslation(['shell', 'settings']);
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <SettingsBackLink />
      <PageHeader title={t('pages.mainInfo')}>
        {profile.data && !editing && (
          <Button
            variant="light"
            leftSection={<IconPencil size={18} aria-hidden="true" />}
            onClick={() => setEditing(true)}
          >
            {t('settings:edit.open')}
          </Button>
        )}
      </PageHeader>
      {profile.isPending && <LoadingBlocks heights={[140, 200]} gap="sm" />}
      {profile.isError && <ApiErrorAlert error={profile.error} onRetry={() => void profile.refetch()} />}
      {profile.data && editing && <ProfileForm profile={profile.data} onDone={() => setEditing(false)} />}
      {profile.data && !editing && <ProfileDetails profile={profile.data} />}
    </>
  );
}
