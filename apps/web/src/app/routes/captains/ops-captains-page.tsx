import type { CaptainRecord } from '@courier/contracts';
import { Button, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FilterPanel } from '@/components/ui/filter-panel';
import { PageHeader } from '@/components/ui/page-header';
import { useCaptainList } from '@/features/captains/ops/api/get-captains';
import { CaptainFormDialog } from '@/features/captains/ops/components/captain-form-dialog';
import { CaptainsTable } from '@/features/captains/ops/components/captains-table';
import { useListUrlState, usePageInRange } from '@/lib/list-url-state';
import { useOpsSession } from '@/lib/ops-session';
import { useTranslation } from '@/lib/use-translation';

const fields = ['search', 'active'] as const;

/** /ops/captains (ops reads, admins add, edit and deactivate): the courier's captains and the cash each holds. */
export function OpsCaptainsPage() {
  const { t } = useTranslation(['ops', 'ops-captains']);
  const admin = useOpsSession()?.role === 'admin';
  const state = useListUrlState(fields);
  const { page, perPage, filters } = state;
  const captains = useCaptainList({ page, perPage, filters });
  usePageInRange(page, perPage, captains.isPlaceholderData ? undefined : captains.data?.feed_count);
  const [editing, setEditing] = useState<CaptainRecord | 'new' | null>(null);
  return (
    <>
      <PageHeader title={t('ops:pages.captains')}>
        {admin && <Button onClick={() => setEditing('new')}>{t('ops-captains:actions.addCaptain')}</Button>}
      </PageHeader>
      <FilterPanel
        key={JSON.stringify(filters)}
        namespace="ops-captains"
        fields={fields}
        values={filters}
        onApply={state.setFilters}
        columns={2}
        renderField={(field, form) =>
          field === 'search' ? (
            <TextInput label={t('ops-captains:filters.search')} {...form.register(field)} />
          ) : (
            <Select
              label={t('ops-captains:filters.active')}
              data={[
                { value: '1', label: t('ops-captains:state.active') },
                { value: '0', label: t('ops-captains:state.inactive') },
              ]}
              clearable
              value={form.watch(field) || null}
              onChange={(v) => form.setValue(field, v ?? '')}
            />
          )
        }
      />
      <CaptainsTable
        rows={captains.data?.feed}
        loading={captains.isPending || captains.isPlaceholderData}
        error={captains.error}
        onRetry={() => void captains.refetch()}
        paging={state.paging(captains.data?.feed_count ?? 0)}
        emptyText={state.filtered ? t('ops-captains:noMatch') : t('ops-captains:captainsEmpty')}
        onEdit={admin ? setEditing : undefined}
      />
      {editing && (
        <CaptainFormDialog
          captain={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
