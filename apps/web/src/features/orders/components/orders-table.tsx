import type { Order } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePaging,
  type DataTableSelection,
} from '@/components/ui/data-table';
import { useLanguage } from '@/lib/i18n';
import { orderColumns } from './order-columns';
import { OrderRowMenu } from './order-row-menu';
import { usePayoutText } from './use-payout-text';

interface OrdersTableProps {
  caption: string;
  orders: readonly Order[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText: string;
  paging?: DataTablePaging;
  selection?: DataTableSelection<Order, number>;
  /** Lists where the merchant looks for money (delivered, supplied, returned, searches): each order's cash. */
  showPayout?: boolean;
}

/** Orders as rows (lists and search results): the code opens the details, the last cell the actions. */
export function OrdersTable({ orders, selection, showPayout, ...props }: OrdersTableProps) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const payoutText = usePayoutText();
  const shared = orderColumns<Order>({
    headers: {
      code: t('fields.code'),
      status: t('fields.status'),
      receiver: t('fields.receiver'),
      phone: t('fields.phone1'),
      government: t('fields.government'),
      area: t('fields.area'),
      amount: t('fields.amount'),
      created: t('fields.createdAt'),
    },
    money: (amount) => t('money', { amount }),
    urgent: t('fields.urgent'),
    lang,
    link: true,
    confirmation: {
      header: t('fields.confirmation'),
      label: (state) => t(`confirmation.states.${state}`),
    },
  });
  const columns: DataTableColumn<Order>[] = [
    shared.code,
    shared.status,
    shared.receiver,
    shared.phone,
    shared.government,
    shared.area,
    { ...shared.place, header: t('fields.place') },
    shared.amount,
    shared.confirmation,
    ...(showPayout
      ? [{ key: 'payout', header: t('fields.payout'), width: 10, cell: payoutText } as DataTableColumn<Order>]
      : []),
    {
      key: 'invoice',
      header: t('fields.invoiceNumber'),
      priority: 3,
      defaultHidden: true,
      card: 'hidden',
      cell: (o) => o.invoice_number && <bdi>{o.invoice_number}</bdi>,
    },
    shared.created,
    {
      key: 'actions',
      header: t('fields.actions'),
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
