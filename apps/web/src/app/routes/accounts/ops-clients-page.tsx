import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { FilterPanel } from '@/components/ui/filter-panel';
import { PageHeader } from '@/components/ui/page-header';
import { opsClientPath } from '@/config/ops-paths';
import { useOpsClients } from '@/features/accounts/ops/api/get-ops-clients';
import { OpsClientsTable } from '@/features/accounts/ops/components/ops-clients-table';
import { useListUrlState, usePageInRange } from '@/lib/list-url-state';

const fields = ['search', 'freezed'] as const;

/** /ops/clients: every client, searched by name, phone, email or id. */
export function OpsClientsPage() {
  const { t } = useTranslation(['ops', 'ops-clients']);
  const state = useListUrlState(fields);
  const { page, perPage, filters } = state;
  const clients = useOpsClients({ page, perPage, filters });
  usePageInRange(page, perPage, clients.isPlaceholderData ? undefined : clients.data?.feed_count);
  return (
    <>
      <PageHeader title={t('ops:pages.clients')} />
      <FilterPanel
        key={JSON.stringify(filters)}
        namespace="ops-clients"
        fields={fields}
        values={filters}
        onApply={state.setFilters}
        columns={2}
        renderField={(field, form) =>
          field === 'search' ? (
            <TextInput label={t('ops-clients:filters.search')} {...form.register(field)} />
          ) : (
            <NativeSelect
              label={t('ops-clients:filters.freezed')}
              data={[
                { value: '', label: t('ops-clients:filters.any') },
                { value: '0', label: t('ops-clients:state.active') },
                { value: '1', label: t('ops-clients:state.suspended') },
              ]}
              {...form.register(field)}
            />
          )
        }
      />
      <OpsClientsTable
        rows={clients.data?.feed}
        loading={clients.isPending || clients.isPlaceholderData}
        error={clients.error}
        onRetry={() => void clients.refetch()}
        paging={state.paging(clients.data?.feed_count ?? 0)}
        emptyText={state.filtered ? t('ops-clients:noMatch') : t('ops-clients:empty')}
        href={opsClientPath}
      />
    </>
  );
}
