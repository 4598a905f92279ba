import { useTranslation } from '@/lib/use-translation';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import type { Company } from '@courier/contracts';
import { useCompanies } from '../api/get-companies';
import { NameSearch } from './name-search';
import { useListParams } from './use-list-params';

/** `/list/companies`: the companies the client ships for, searched by name, paged by the server. */
export function CompaniesTable() {
  const { t } = useTranslation('costs');
  const list = useListParams();
  const companies = useCompanies(list.params);

  const columns: DataTableColumn<Company>[] = [
    // Names and addresses are typed by people in either language: each keeps its own direction.
    {
      key: 'name',
      header: t('companies.name'),
      cell: (c) => <span dir="auto">{c.name}</span>,
      rowHeader: true,
    },
    {
      key: 'phone',
      header: t('companies.phone'),
      cell: (c) => (c.phone ? <span dir="ltr">{c.phone}</span> : null),
      nowrap: true,
    },
    {
      key: 'address',
      header: t('companies.address'),
      cell: (c) => (c.address ? <span dir="auto">{c.address}</span> : null),
    },
  ];

  return (
    <>
      <NameSearch label={t('companies.search')} value={list.params.name} onSearch={list.setName} />
      <DataTable
        caption={t('companies.caption')}
        columns={columns}
        rows={companies.data?.rows}
        rowKey={(c) => c.id}
        loading={companies.isFetching}
        error={companies.error}
        onRetry={() => void companies.refetch()}
        emptyText={list.params.name ? t('companies.emptySearch') : t('companies.empty')}
        paging={list.paging(companies.data?.total ?? 0)}
      />
    </>
  );
}
