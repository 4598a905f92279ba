import { formatMoney } from '@courier/contracts';
import type { Supply, SupplyOrder } from '@courier/contracts';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/components/ui/data-table';
import { formatDay } from '@/lib/format';
import type { Language } from '@/lib/i18n';

interface SupplyDeskTexts {
  /** The desk's translator (`ops-supplies`). */
  t: (key: string, values?: Record<string, unknown>) => string;
  lang: Language;
}

/** Money as the merchant's screens write it: "EGP 1,455.00" (issue 36 §9). */
export const deskMoney = (t: SupplyDeskTexts['t'], value: string): ReactNode => (
  <bdi>{t('money', { amount: formatMoney(value) })}</bdi>
);

/**
 * The supplies desk's owed orders (decision 057): the code names the row, the net is what the supply
 * pays; the shipping fee folds first on a narrow table.
 */
export function owedOrderColumns({ t, lang }: SupplyDeskTexts): DataTableColumn<SupplyOrder>[] {
  const money = (v: string) => deskMoney(t, v);
  return [
    {
      key: 'code',
      header: t('columns.code'),
      rowHeader: true,
      nowrap: true,
      width: 7,
      cell: (o) => (o.kind === 'return' ? `${o.code} · ${t('returnFee')}` : o.code),
    },
    {
      key: 'receiver',
      header: t('columns.receiver'),
      text: (o) => o.receiver,
      cell: (o) => <span dir="auto">{o.receiver}</span>,
    },
    {
      key: 'delivery_date',
      header: t('columns.delivery_date'),
      nowrap: true,
      width: 6.5,
      priority: 3,
      cell: (o) => (o.delivery_date ? formatDay(o.delivery_date, lang) : null),
    },
    {
      key: 'collected',
      header: t('columns.collected'),
      nowrap: true,
      width: 7,
      cell: (o) => money(o.collected),
    },
    {
      key: 'fee',
      header: t('columns.shipping_fee'),
      nowrap: true,
      width: 7,
      priority: 3,
      cell: (o) => money(o.shipping_fee),
    },
    { key: 'net', header: t('columns.net'), nowrap: true, width: 7, priority: 1, cell: (o) => money(o.net) },
    {
      key: 'cash_in',
      header: t('columns.cash_in'),
      nowrap: true,
      card: 'badge',
      text: (o) => t(o.cash_in ? 'cashIn.yes' : 'cashIn.no'),
      // Whether the captain handed this order's cash in to the company (decision 058).
      cell: (o) => (
        <Badge
          variant="light"
          color={o.cash_in ? 'teal' : 'red'}
          c={o.cash_in ? 'teal.9' : 'red.9'}
          bg={o.cash_in ? 'teal.0' : 'red.0'}
        >
          {t(o.cash_in ? 'cashIn.yes' : 'cashIn.no')}
        </Badge>
      ),
    },
  ];
}

/** The supplies so far (every client's until one is picked): the amount first, the reference folds. */
export function supplyHistoryColumns({
  t,
  lang,
  clientName,
}: SupplyDeskTexts & { clientName: (id: number) => string }): DataTableColumn<Supply>[] {
  const money = (v: string) => deskMoney(t, v);
  return [
    { key: 'id', header: t('columns.id'), rowHeader: true, nowrap: true, cell: (s) => s.id },
    { key: 'client', header: t('columns.client'), cell: (s) => clientName(s.client_id) },
    {
      key: 'day',
      header: t('columns.supplied_on'),
      nowrap: true,
      width: 6.5,
      cell: (s) => formatDay(s.supplied_on, lang),
    },
    { key: 'method', header: t('columns.method'), nowrap: true, cell: (s) => t(`methods.${s.method}`) },
    {
      key: 'reference',
      header: t('columns.reference'),
      priority: 3,
      text: (s) => s.reference ?? '',
      cell: (s) => s.reference && <span dir="auto">{s.reference}</span>,
    },
    {
      key: 'orders',
      header: t('columns.orders_count'),
      nowrap: true,
      priority: 3,
      cell: (s) => s.orders_count,
    },
    {
      key: 'amount',
      header: t('columns.amount'),
      nowrap: true,
      width: 7,
      priority: 1,
      cell: (s) => money(s.amount),
    },
    { key: 'staff', header: t('columns.staff'), priority: 3, cell: (s) => s.staff_name },
  ];
}
