import { formatMoney } from '@courier/contracts';
import type { Order } from '@courier/contracts';
import { Badge } from '@mantine/core';
import type { DataTableColumn } from '@/components/ui/data-table';
import { LongNumber } from '@/components/ui/long-number';
import { StatusBadge, statusLabel } from '@/components/ui/status-badge';
import type { Language } from '@/lib/i18n';
import { formatDay } from '@/lib/format';
import { orderDetailsPath } from '../utils/order-paths';
import { OrderCodeCell } from './order-code-cell';

/** An order as both sides list it: the client's lists and the orders desk (which adds the client). */
export type OrderRow = Omit<Order, 'actions'>;

interface OrderColumnTexts {
  /** Each side's own column headers. */
  headers: Record<
    'code' | 'status' | 'receiver' | 'phone' | 'government' | 'area' | 'amount' | 'created',
    string
  >;
  money: (amount: string) => string;
  urgent: string;
  lang: Language;
  /** The client's list links the code to the order's page; the desk shows the code only. */
  link?: boolean;
  /** The receiver's confirmation column (decision 067): its header and each state's name. */
  confirmation?: { header: string; label: (state: NonNullable<Order['confirmation']>) => string };
}

/**
 * The columns an order list shares, defined once for the client's lists and the staff's orders desk
 * (issue 43; each composes its own list from these and its own columns, decision 057). Widths are in
 * rem (`planColumns`); priority 3 folds into the row's details first below 992 px.
 */
export function orderColumns<T extends OrderRow>({
  headers,
  money,
  urgent,
  lang,
  link,
  confirmation,
}: OrderColumnTexts) {
  const columns = {
    code: {
      key: 'code',
      header: headers.code,
      rowHeader: true,
      // The code and the "urgent" badge beside it.
      width: 8.5,
      text: (o) => o.code,
      cell: (o) => (
        <OrderCodeCell
          code={o.code}
          urgent={o.is_urgent === 1}
          urgentLabel={urgent}
          to={link ? orderDetailsPath(o.code) : undefined}
        />
      ),
    },
    status: {
      key: 'status',
      header: headers.status,
      priority: 1,
      width: 8.5,
      card: 'badge',
      text: (o) => statusLabel('order', o.status, lang),
      cell: (o) => <StatusBadge kind="order" code={o.status} />,
    },
    receiver: { key: 'receiver', header: headers.receiver, width: 9, cell: (o) => <bdi>{o.receiver}</bdi> },
    phone: {
      key: 'phone',
      header: headers.phone,
      nowrap: true,
      width: 7,
      card: 'hidden',
      cell: (o) => <span dir="ltr">{o.phone1}</span>,
    },
    government: {
      key: 'government',
      header: headers.government,
      nowrap: true,
      width: 6.5,
      card: 'hidden',
      cell: (o) => o.government,
    },
    area: {
      key: 'area',
      header: headers.area,
      priority: 3,
      width: 7,
      card: 'hidden',
      cell: (o) => <bdi>{o.area}</bdi>,
    },
    place: {
      key: 'place',
      header: headers.area,
      cardOnly: true,
      cell: (o) => (
        <bdi>
          {o.government} – {o.area}
        </bdi>
      ),
    },
    amount: {
      key: 'amount',
      header: headers.amount,
      width: 8,
      text: (o) => money(formatMoney(o.amount_to_be_collected)),
      cell: (o) => <LongNumber text={money(formatMoney(o.amount_to_be_collected))} />,
    },
    confirmation: {
      key: 'confirmation',
      header: confirmation?.header ?? '',
      priority: 3,
      width: 8,
      card: 'hidden',
      text: (o) => (o.confirmation && confirmation ? confirmation.label(o.confirmation) : ''),
      cell: (o) =>
        o.confirmation && confirmation ? (
          <Badge variant="light" color={o.confirmation === 'held' ? 'red' : 'gray'}>
            {confirmation.label(o.confirmation)}
          </Badge>
        ) : null,
    },
    created: {
      key: 'created',
      header: headers.created,
      nowrap: true,
      priority: 3,
      width: 6.5,
      card: 'hidden',
      cell: (o) => formatDay(o.created_at, lang),
    },
  } satisfies Record<string, DataTableColumn<T>>;
  return columns as Record<keyof typeof columns, DataTableColumn<T>>;
}
