import { formatMoney, orderStatuses, type OpsOrder } from '@courier/contracts';
import { Button } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import {
  DataTable,
  type DataTableColumn,
  type DataTablePaging,
  type DataTableSelection,
} from '@/components/ui/data-table';
import { useLanguage } from '@/lib/i18n';
import { orderColumns } from '../../components/order-columns';
import { OverdueBadge } from './overdue-badge';

interface OpsOrdersTableProps {
  orders: readonly OpsOrder[] | undefined;
  loading: boolean;
  error?: unknown;
  onRetry?: () => void;
  paging: DataTablePaging;
  selection: DataTableSelection<OpsOrder, string>;
  /** Opens what was recorded at the door (proof, failed attempts) of an order that went out. */
  onShowAttempts?: (code: string) => void;
}

/** The statuses an order reaches after a captain took it to the door: its proof or attempts may exist. */
const afterTheDoor: readonly number[] = (
  ['given', 'wallet', 'delayed', 'uncompleted', 'returned'] as const
).map((s) => orderStatuses[s]);

/** Every client's orders in the product's one data table; rows are selected by code for a move. */
export function OpsOrdersTable({ orders, onShowAttempts, ...props }: OpsOrdersTableProps) {
  const { t } = useTranslation('ops-orders');
  const lang = useLanguage();
  const shared = orderColumns<OpsOrder>({
    headers: {
      code: t('fields.code'),
      status: t('fields.status'),
      receiver: t('fields.receiver'),
      phone: t('fields.phone'),
      government: t('fields.government_id'),
      area: t('fields.area'),
      amount: t('fields.amount'),
      created: t('fields.created'),
    },
    money: (amount) => t('money', { amount }),
    urgent: t('requests.kinds.urgent'),
    lang,
  });
  // The desk's list: the shared order columns and its own (client, captain, received). A new column is
  // one entry here.
  const columns: DataTableColumn<OpsOrder>[] = [
    shared.code,
    // The status with its overdue badge and age (decision 060).
    {
      ...shared.status,
      cell: (o) => (
        <>
          {shared.status.cell(o)} <OverdueBadge overdue={o.overdue} />
        </>
      ),
    },
    { key: 'client', header: t('fields.client'), width: 8, cell: (o) => <bdi>{o.client}</bdi> },
    shared.receiver,
    shared.phone,
    shared.government,
    shared.area,
    {
      key: 'captain',
      header: t('fields.captain'),
      priority: 3,
      width: 8,
      cell: (o) => (o.captain ? <bdi>{o.captain}</bdi> : null),
    },
    shared.amount,
    {
      key: 'received',
      header: t('fields.received'),
      priority: 3,
      width: 8,
      defaultHidden: true,
      cell: (o) => (o.received_amount ? t('money', { amount: formatMoney(o.received_amount) }) : null),
    },
    shared.created,
    {
      key: 'attempts',
      header: t('attempts.column'),
      width: 7,
      cell: (o) =>
        onShowAttempts && afterTheDoor.includes(o.status) ? (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => onShowAttempts(o.code)}
            aria-label={t('attempts.open', { code: o.code })}
          >
            {t('attempts.show')}
          </Button>
        ) : null,
    },
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
