import { formatMoney } from '@courier/contracts';
import type { Supply, SupplyOrder } from '@courier/contracts';
import { Anchor, Badge, Stack } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DetailSection } from '@/components/ui/detail-section';
import { LongNumber } from '@/components/ui/long-number';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

const money = (v: string) => <LongNumber text={formatMoney(v)} />;

/** One supply's statement: its summary, then per order the collected amount, the shipping fee and the net. */
export function SupplyStatement({ supply }: { supply: Supply & { orders: SupplyOrder[] } }) {
  const { t } = useTranslation('supplies');
  const lang = useLanguage();
  const columns: DataTableColumn<SupplyOrder>[] = [
    {
      key: 'code',
      header: t('columns.code'),
      rowHeader: true,
      nowrap: true,
      cell: (o) => (
        <>
          <Anchor component={Link} to={`/OrderDetails/${o.code}`}>
            {o.code}
          </Anchor>
          {o.kind === 'return' && (
            <Badge ms="xs" color="orange" variant="light" c="dark.9">
              {t('returnFee')}
            </Badge>
          )}
        </>
      ),
    },
    { key: 'receiver', header: t('columns.receiver'), cell: (o) => <span dir="auto">{o.receiver}</span> },
    {
      key: 'delivery_date',
      header: t('columns.delivery_date'),
      nowrap: true,
      cell: (o) => (o.delivery_date ? formatDay(o.delivery_date, lang) : null),
    },
    { key: 'collected', header: t('columns.collected'), nowrap: true, cell: (o) => money(o.collected) },
    {
      key: 'shipping_fee',
      header: t('columns.shipping_fee'),
      nowrap: true,
      cell: (o) => money(o.shipping_fee),
    },
    { key: 'net', header: t('columns.net'), nowrap: true, cell: (o) => money(o.net) },
  ];
  return (
    <Stack gap="lg">
      <DetailSection
        title={t('summary')}
        fields={[
          { label: t('columns.supplied_on'), value: formatDay(supply.supplied_on, lang) },
          { label: t('columns.method'), value: t(`methods.${supply.method}`) },
          {
            label: t('columns.reference'),
            value: supply.reference && <span dir="auto">{supply.reference}</span>,
          },
          { label: t('columns.orders_count'), value: supply.orders_count },
          { label: t('columns.collected'), value: money(supply.collected) },
          { label: t('columns.fees'), value: money(supply.fees) },
          { label: t('columns.amount'), value: <strong>{money(supply.amount)}</strong> },
        ]}
      />
      <DataTable
        caption={t('ordersCaption')}
        columns={columns}
        rows={supply.orders}
        rowKey={(o) => `${o.order_id}-${o.kind}`}
        emptyText={t('ordersEmpty')}
      />
    </Stack>
  );
}
