import type { Order } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePaging,
  type DataTableSelection,
} from '@/components/ui/data-table';
import { LongNumber } from '@/components/ui/long-number';
import { StatusBadge } from '@/components/ui/status-badge';
import { useLanguage } from '@/lib/i18n';
import { formatAmount, formatDay } from '@/lib/format';
import { orderDetailsPath } from '../utils/order-paths';
import { OrderCodeCell } from './order-code-cell';
import { OrderRowMenu } from './order-row-menu';

interface OrdersTableProps {
  caption: string;
  orders: readonly Order[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText: string;
  paging?: DataTablePaging;
  selection?: DataTableSelection<Order, number>;
}

/** Orders as rows (lists and search results): the code opens the details, the last cell the actions. */
export function OrdersTable({ orders, selection, ...props }: OrdersTableProps) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const columns: DataTableColumn<Order>[] = [
    {
      key: 'code',
      header: t('fields.code'),
      rowHeader: true,
      nowrap: true,
      cell: (o) => (
        <OrderCodeCell
          code={o.code}
          urgent={o.is_urgent === 1}
          urgentLabel={t('fields.urgent')}
          to={orderDetailsPath(o.code)}
        />
      ),
    },
    {
      key: 'status',
      header: t('fields.status'),
      nowrap: true,
      card: 'badge',
      cell: (o) => <StatusBadge kind="order" code={o.status} />,
    },
    { key: 'receiver', header: t('fields.receiver'), cell: (o) => <bdi>{o.receiver}</bdi> },
    {
      key: 'phone1',
      header: t('fields.phone1'),
      nowrap: true,
      card: 'hidden',
      cell: (o) => <span dir="ltr">{o.phone1}</span>,
    },
    {
      key: 'government',
      header: t('fields.government'),
      nowrap: true,
      card: 'hidden',
      cell: (o) => o.government,
    },
    { key: 'area', header: t('fields.area'), card: 'hidden', cell: (o) => <bdi>{o.area}</bdi> },
    {
      key: 'place',
      header: t('fields.place'),
      cardOnly: true,
      cell: (o) => (
        <bdi>
          {o.government} – {o.area}
        </bdi>
      ),
    },
    {
      key: 'amount',
      header: t('fields.amount'),
      cell: (o) => <LongNumber text={t('money', { amount: formatAmount(o.amount_to_be_collected) })} />,
    },
    {
      key: 'invoice',
      header: t('fields.invoiceNumber'),
      card: 'hidden',
      cell: (o) => o.invoice_number && <bdi>{o.invoice_number}</bdi>,
    },
    {
      key: 'created',
      header: t('fields.createdAt'),
      nowrap: true,
      card: 'hidden',
      cell: (o) => formatDay(o.created_at, lang),
    },
    {
      key: 'actions',
      header: t('fields.actions'),
      nowrap: true,
      pinned: true,
      cell: (o) => <OrderRowMenu order={o} />,
    },
  ];
  return (
    <DataTable<Order, number>
      {...props}
      rows={orders}
      columns={columns}
      rowKey={(o) => o.id}
      selection={selection}
    />
  );
}
