import type { OpsShipment } from '@courier/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { DataTable, type DataTablePaging } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

interface ShipmentsTableProps {
  rows: readonly OpsShipment[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  paging: DataTablePaging;
  emptyText: string;
  href: (id: number) => string;
}

/** The international-tracking desk's list: a shipment's code opens its page (its events). */
export function ShipmentsTable({
  rows,
  loading,
  error,
  onRetry,
  paging,
  emptyText,
  href,
}: ShipmentsTableProps) {
  const { t } = useTranslation('ops-tracking');
  const lang = useLanguage();
  return (
    <DataTable
      caption={t('caption')}
      rows={rows}
      rowKey={(s) => s.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      paging={paging}
      columns={[
        {
          key: 'code',
          header: t('fields.code'),
          rowHeader: true,
          nowrap: true,
          cell: (s) => (
            <Text component={Link} to={href(s.id)} size="sm" c="blue.9" td="underline" dir="ltr">
              {s.code}
            </Text>
          ),
        },
        { key: 'carrier', header: t('fields.carrier'), cell: (s) => s.carrier },
        { key: 'status', header: t('fields.status'), cell: (s) => s.status },
        {
          key: 'client',
          header: t('fields.client_id'),
          cell: (s) => (s.client_id === null ? t('anyClient') : s.client_id),
          nowrap: true,
        },
        { key: 'events', header: t('columns.events'), cell: (s) => s.events_count, nowrap: true },
        {
          key: 'last',
          header: t('columns.lastEvent'),
          cell: (s) => (s.last_event_at ? formatDateTime(s.last_event_at, lang) : null),
          nowrap: true,
        },
      ]}
    />
  );
}
