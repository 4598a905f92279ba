import { roleMayAccess } from '@courier/contracts';
import {
  IconApi,
  IconBellCog,
  IconKey,
  IconMapPinCheck,
  IconMapPin,
  IconPlugConnected,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { LinkCards } from '@/components/ui/link-cards';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { roleOf } from '@/lib/session-store';
import { useSession } from '@/lib/use-session';

/** The settings hub: only the settings that exist are listed (the admin ones join when built). */
export function SettingsPage() {
  const { t } = useTranslation(['settings', 'shell']);
  const session = useSession();
  const admin = session !== null && roleMayAccess(roleOf(session), 'admin');
  const adminItems = [
    {
      to: paths.employeeAccounts.path,
      icon: IconUsers,
      label: t('shell:pages.employeeAccounts'),
      hint: t('hub.employeeAccounts'),
    },
    {
      to: paths.locations.path,
      icon: IconMapPin,
      label: t('shell:pages.locations'),
      hint: t('hub.locations'),
    },
    {
      to: paths.linkWithApis.path,
      icon: IconApi,
      label: t('shell:pages.linkWithApis'),
      hint: t('hub.linkWithApis'),
    },
    {
      to: paths.linkWithPlugins.path,
      icon: IconPlugConnected,
      label: t('shell:pages.linkWithPlugins'),
      hint: t('hub.linkWithPlugins'),
    },
  ];
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
    {
      to: paths.settingsPlaceNames.path,
      icon: IconMapPinCheck,
      label: t('shell:pages.placeNames'),
      hint: t('hub.placeNames'),
    },
    ...(admin
      ? [
          {
            to: paths.controlNotification.path,
            icon: IconBellCog,
            label: t('shell:pages.controlNotification'),
            hint: t('hub.controlNotification'),
          },
        ]
      : []),
  ];
  return (
    <>
      <PageTitle>{t('shell:pages.settings')}</PageTitle>
      <LinkCards links={admin ? [...items, ...adminItems] : items} />
    </>
  );
}
