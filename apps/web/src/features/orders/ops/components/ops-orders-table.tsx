import type { OpsOrder } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePaging,
  type DataTableSelection,
} from '@/components/ui/data-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatAmount, formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { OrderCodeCell } from '../../components/order-code-cell';
import { OverdueBadge } from './overdue-badge';

interface OpsOrdersTableProps {
  orders: readonly OpsOrder[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  paging: DataTablePaging;
  selection: DataTableSelection<OpsOrder, string>;
}

/** Every client's orders in the product's one data table; rows are selected by code for a move. */
export function OpsOrdersTable({ orders, ...props }: OpsOrdersTableProps) {
  const { t } = useTranslation('ops-orders');
  const lang = useLanguage();
  const columns: DataTableColumn<OpsOrder>[] = [
    {
      key: 'code',
      header: t('fields.code'),
      rowHeader: true,
      nowrap: true,
      cell: (o) => (
        <OrderCodeCell code={o.code} urgent={o.is_urgent === 1} urgentLabel={t('requests.kinds.urgent')} />
      ),
    },
    {
      key: 'status',
      header: t('fields.status'),
      nowrap: true,
      cell: (o) => (
        <>
          <StatusBadge kind="order" code={o.status} /> <OverdueBadge overdue={o.overdue} />
        </>
      ),
    },
    { key: 'client', header: t('fields.client'), cell: (o) => <bdi>{o.client}</bdi> },
    { key: 'receiver', header: t('fields.receiver'), cell: (o) => <bdi>{o.receiver}</bdi> },
    { key: 'phone', header: t('fields.phone'), nowrap: true, cell: (o) => <span dir="ltr">{o.phone1}</span> },
    { key: 'government', header: t('fields.government_id'), nowrap: true, cell: (o) => o.government },
    { key: 'area', header: t('fields.area'), cell: (o) => <bdi>{o.area}</bdi> },
    { key: 'captain', header: t('fields.captain'), cell: (o) => (o.captain ? <bdi>{o.captain}</bdi> : null) },
    {
      key: 'amount',
      header: t('fields.amount'),
      nowrap: true,
      cell: (o) => t('money', { amount: formatAmount(o.amount_to_be_collected) }),
    },
    {
      key: 'received',
      header: t('fields.received'),
      nowrap: true,
      cell: (o) => (o.received_amount ? t('money', { amount: formatAmount(o.received_amount) }) : null),
    },
    { key: 'created', header: t('fields.created'), nowrap: true, cell: (o) => formatDay(o.created_at, lang) },
  ];
  return (
    <DataTable<OpsOrder, string>
      {...props}
      caption={t('orders.caption')}
      emptyText={t('orders.empty')}
      rows={orders}
      columns={columns}
      rowKey={(o) => o.code}
    />
  );
}
