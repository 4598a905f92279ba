import { Alert } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { BackLink } from '@/components/ui/back-link';
import { LoadingBlocks } from '@/components/ui/loading-blocks';
import { PageTitle } from '@/components/ui/page-title';
import { paths } from '@/config/paths';
import { useLocations } from '@/features/team/api/get-locations';
import { LocationForm } from '@/features/team/components/location-form';

/** `/locations/:id` (`new` adds one): the location's numbers and its map. */
export function LocationEditPage() {
  const { t } = useTranslation('team');
  const navigate = useNavigate();
  const { id } = useParams();
  const adding = id === 'new';
  const locations = useLocations();
  const location = adding ? null : (locations.data?.find((l) => String(l.id) === id) ?? undefined);
  const back = () => void navigate(paths.locations.path);

  return (
    <>
      <BackLink to={paths.locations.path}>{t('locations.back')}</BackLink>
      <PageTitle>{adding ? t('locations.addTitle') : t('locations.editTitle')}</PageTitle>
      {!adding && locations.isPending && <LoadingBlocks heights={[60, 320]} gap="sm" />}
      {!adding && locations.isError && (
        <ApiErrorAlert error={locations.error} onRetry={() => void locations.refetch()} />
      )}
      {!adding && locations.isSuccess && location === undefined && (
        <Alert color="yellow">{t('locations.notFound')}</Alert>
      )}
      {(adding || location) && <LocationForm location={location ?? null} onSaved={back} />}
    </>
  );
}
