import type { BranchRecord } from '@courier/contracts';
import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FilterPanel } from '@/components/ui/filter-panel';
import { PageHeader } from '@/components/ui/page-header';
import { useBranchList } from '@/features/captains/ops/api/get-branches';
import { BranchFormDialog } from '@/features/captains/ops/components/branch-form-dialog';
import { BranchesTable } from '@/features/captains/ops/components/branches-table';
import { useListUrlState, usePageInRange } from '@/lib/list-url-state';
import { useOpsSession } from '@/lib/ops-session';
import { useTranslation } from '@/lib/use-translation';

const fields = ['search'] as const;

/** /ops/branches (ops reads, admins add, edit and deactivate): branches and the governorates they serve. */
export function OpsBranchesPage() {
  const { t } = useTranslation(['ops', 'ops-captains']);
  const admin = useOpsSession()?.role === 'admin';
  const state = useListUrlState(fields);
  const { page, perPage, filters } = state;
  const branches = useBranchList({ page, perPage, filters });
  usePageInRange(page, perPage, branches.isPlaceholderData ? undefined : branches.data?.feed_count);
  const [editing, setEditing] = useState<BranchRecord | 'new' | null>(null);
  return (
    <>
      <PageHeader title={t('ops:pages.branches')}>
        {admin && <Button onClick={() => setEditing('new')}>{t('ops-captains:actions.addBranch')}</Button>}
      </PageHeader>
      <FilterPanel
        key={JSON.stringify(filters)}
        namespace="ops-captains"
        fields={fields}
        values={filters}
        onApply={state.setFilters}
        columns={1}
        renderField={(field, form) => (
          <TextInput label={t('ops-captains:filters.branchSearch')} {...form.register(field)} />
        )}
      />
      <BranchesTable
        rows={branches.data?.feed}
        loading={branches.isPending || branches.isPlaceholderData}
        error={branches.error}
        onRetry={() => void branches.refetch()}
        paging={state.paging(branches.data?.feed_count ?? 0)}
        emptyText={state.filtered ? t('ops-captains:noMatch') : t('ops-captains:branchesEmpty')}
        onEdit={admin ? setEditing : undefined}
      />
      {editing && (
        <BranchFormDialog branch={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
