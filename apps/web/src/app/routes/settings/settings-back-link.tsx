import { useTranslation } from '@/lib/use-translation';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';

/** "Back to settings", above each settings screen. */
export function SettingsBackLink() {
  const { t } = useTranslation('settings');
  return (
    <BackLink to={paths.settings.path} size="sm" mb="xs">
      {t('backToSettings')}
    </BackLink>
  );
}
