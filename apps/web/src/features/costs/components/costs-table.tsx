import { formatMoney } from '@courier/contracts';
import type { CostRow } from '@courier/contracts';
import { useTranslation } from '@/lib/use-translation';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { CostKind } from '../api/cost-keys';
import { useCosts } from '../api/get-costs';
import { NameSearch } from './name-search';
import { useListParams } from './use-list-params';

/** spec §7 Costs: the client's shipping prices per governorate, searched by name, paged by the server. */
export function CostsTable({ kind }: { kind: CostKind }) {
  const { t } = useTranslation('costs');
  const list = useListParams();
  const costs = useCosts(kind, list.params);
  const price = (value: string) => t('money', { amount: formatMoney(value) });

  const columns: DataTableColumn<CostRow>[] = [
    { key: 'government', header: t('costs.government'), cell: (r) => r.government, rowHeader: true },
    { key: 'price', header: t('costs.price'), cell: (r) => price(r.price), nowrap: true },
    { key: 'return', header: t('costs.returnPrice'), cell: (r) => price(r.return_price), nowrap: true },
    { key: 'extra', header: t('costs.extraKgPrice'), cell: (r) => price(r.extra_kg_price), nowrap: true },
  ];

  return (
    <>
      <NameSearch label={t('costs.search')} value={list.params.name} onSearch={list.setName} />
      <DataTable
        caption={t('costs.caption')}
        columns={columns}
        rows={costs.data?.rows}
        rowKey={(r) => r.id}
        loading={costs.isFetching}
        error={costs.error}
        onRetry={() => void costs.refetch()}
        emptyText={list.params.name ? t('costs.emptySearch') : t('costs.empty')}
        paging={list.paging(costs.data?.total ?? 0)}
      />
    </>
  );
}
