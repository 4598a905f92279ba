import type { ClientLocation } from '@courier/contracts';
import { Anchor } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';

/** The pickup locations, each linking to its edit page. */
export function LocationsTable({
  locations,
  loading,
  error,
  onRetry,
  editPath,
}: {
  locations: readonly ClientLocation[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  editPath: (id: number) => string;
}) {
  const { t } = useTranslation('team');
  const coordinate = (v: number | null) => (v === null ? null : <span dir="ltr">{v}</span>);
  return (
    <DataTable
      caption={t('locations.caption')}
      rows={locations}
      rowKey={(l) => l.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={t('locations.empty')}
      columns={[
        {
          key: 'region',
          header: t('locations.region'),
          rowHeader: true,
          cell: (l) => (
            <Anchor component={Link} to={editPath(l.id)}>
              {l.region}
            </Anchor>
          ),
        },
        {
          key: 'latitude',
          header: t('locations.latitude'),
          nowrap: true,
          cell: (l) => coordinate(l.latitude),
        },
        {
          key: 'longitude',
          header: t('locations.longitude'),
          nowrap: true,
          cell: (l) => coordinate(l.longitude),
        },
        {
          key: 'radius',
          header: t('locations.radius'),
          nowrap: true,
          cell: (l) => t('locations.metres', { count: l.radius }),
        },
      ]}
    />
  );
}
