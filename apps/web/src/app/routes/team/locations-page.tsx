import { generatePath } from 'react-router';
import { IconMapPinPlus } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useLocations } from '@/features/team/api/get-locations';
import { LocationsTable } from '@/features/team/components/locations-table';
import { SettingsBackLink } from '../settings/settings-back-link';

const locationEditPath = (id: number | 'new') => generatePath(paths.locationEdit.path, { id: String(id) });

/** `/locations` (admin only): the pickup locations sub-users attend from. */
export function LocationsPage() {
  const { t } = useTranslation(['team', 'shell']);
  const locations = useLocations();
  return (
    <>
      <SettingsBackLink />
      <PageHeader title={t('shell:pages.locations')}>
        <LinkButton to={locationEditPath('new')} icon={IconMapPinPlus} iconSize={18}>
          {t('locations.add')}
        </LinkButton>
      </PageHeader>
      <LocationsTable
        locations={locations.data}
        loading={locations.isFetching}
        error={locations.error}
        onRetry={() => void locations.refetch()}
        editPath={locationEditPath}
      />
    </>
  );
}
