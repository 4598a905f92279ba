import { formatMoney } from '@courier/contracts';
import type { Supply } from '@courier/contracts';
import { Anchor } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { LongNumber } from '@/components/ui/long-number';
import { formatDay } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useListUrlState } from '@/lib/list-url-state';
import { useSupplies } from '../api/get-supplies';

const noFilters = [] as const;

/** Where a supply's statement opens. */
export const supplyPath = (id: number) => `/supplies/${id}`;

/** `/supplies`: the client's supplies, newest first, paged by the server; each opens its statement. */
export function SuppliesTable() {
  const { t } = useTranslation(['supplies', 'dashboard']);
  const lang = useLanguage();
  const list = useListUrlState(noFilters);
  const supplies = useSupplies(list.page, list.perPage);
  const money = (v: string) => <LongNumber text={formatMoney(v)} />;

  const columns: DataTableColumn<Supply>[] = [
    {
      key: 'id',
      header: t('columns.id'),
      rowHeader: true,
      nowrap: true,
      cell: (s) => (
        <Anchor component={Link} to={supplyPath(s.id)} aria-label={t('openLabel', { id: s.id })}>
          {s.id}
        </Anchor>
      ),
    },
    {
      key: 'supplied_on',
      header: t('columns.supplied_on'),
      nowrap: true,
      cell: (s) => formatDay(s.supplied_on, lang),
    },
    { key: 'method', header: t('columns.method'), nowrap: true, cell: (s) => t(`methods.${s.method}`) },
    {
      key: 'reference',
      header: t('columns.reference'),
      cell: (s) => (s.reference ? <span dir="auto">{s.reference}</span> : null),
    },
    { key: 'orders_count', header: t('columns.orders_count'), nowrap: true, cell: (s) => s.orders_count },
    { key: 'collected', header: t('columns.collected'), nowrap: true, cell: (s) => money(s.collected) },
    { key: 'fees', header: t('columns.fees'), nowrap: true, cell: (s) => money(s.fees) },
    {
      key: 'amount',
      header: t('columns.amount'),
      nowrap: true,
      cell: (s) => <strong>{money(s.amount)}</strong>,
    },
  ];

  return (
    <DataTable
      caption={t('caption')}
      columns={columns}
      rows={supplies.data?.rows}
      rowKey={(s) => s.id}
      loading={supplies.isFetching}
      error={supplies.error}
      onRetry={() => void supplies.refetch()}
      emptyText={t('empty')}
      paging={list.paging(supplies.data?.total ?? 0)}
    />
  );
}
