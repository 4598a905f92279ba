import { IconKey, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LinkCards } from '@/components/ui/link-cards';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';

/** The settings hub: only the settings that exist are listed (the admin ones join when built). */
export function SettingsPage() {
  const { t } = useTranslation(['settings', 'shell']);
  const items = [
    {
      to: paths.settingsMainInfo.path,
      icon: IconUserCircle,
      label: t('shell:pages.mainInfo'),
      hint: t('hub.mainInfo'),
    },
    {
      to: paths.settingsChangePassword.path,
      icon: IconKey,
      label: t('shell:pages.changePassword'),
      hint: t('hub.changePassword'),
    },
  ];
  return (
    <>
      <PageTitle>{t('shell:pages.settings')}</PageTitle>
      <LinkCards links={items} />
    </>
  );
}
