import type { OpsClient } from '@courier/contracts';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type DataTablePaging } from '@/components/ui/data-table';

interface OpsClientsTableProps {
  rows: readonly OpsClient[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  paging: DataTablePaging;
  emptyText: string;
  href: (id: number) => string;
}

/** The clients desk's list: a client's name opens its page. */
export function OpsClientsTable({
  rows,
  loading,
  error,
  onRetry,
  paging,
  emptyText,
  href,
}: OpsClientsTableProps) {
  const { t } = useTranslation('ops-clients');
  const columns: DataTableColumn<OpsClient>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      rowHeader: true,
      cell: (c) => (
        <Text component={Link} to={href(c.id)} size="sm" c="blue.9" td="underline">
          {c.name}
        </Text>
      ),
    },
    { key: 'id', header: t('columns.id'), cell: (c) => c.id, nowrap: true },
    { key: 'email', header: t('columns.email'), cell: (c) => c.email },
    { key: 'phone', header: t('columns.phone'), cell: (c) => c.phone, nowrap: true },
    { key: 'orders', header: t('columns.orders'), cell: (c) => c.orders_count, nowrap: true },
    { key: 'missions', header: t('columns.openMissions'), cell: (c) => c.open_missions, nowrap: true },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (c) =>
        c.is_freezed ? (
          <Badge color="red" variant="light">
            {t('state.suspended')}
          </Badge>
        ) : (
          <Badge color="teal.9" variant="light" bg="teal.0">
            {t('state.active')}
          </Badge>
        ),
    },
  ];
  return (
    <DataTable
      caption={t('caption')}
      columns={columns}
      rows={rows}
      rowKey={(c) => c.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      paging={paging}
    />
  );
}
