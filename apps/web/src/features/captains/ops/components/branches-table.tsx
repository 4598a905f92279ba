import type { BranchRecord } from '@courier/contracts';
import { Badge, Button } from '@mantine/core';
import { DataTable, type DataTablePaging } from '@/components/ui/data-table';
import { useOpsGovernments } from '@/lib/lookups/get-ops-governments';
import { useTranslation } from '@/lib/use-translation';

interface BranchesTableProps {
  rows: readonly BranchRecord[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  paging: DataTablePaging;
  emptyText: string;
  onEdit?: ((branch: BranchRecord) => void) | undefined;
}

/** The branches: names, phone, address, the governorates they serve, their active captains. */
export function BranchesTable({
  rows,
  loading,
  error,
  onRetry,
  paging,
  emptyText,
  onEdit,
}: BranchesTableProps) {
  const { t } = useTranslation('ops-captains');
  const governorates = useOpsGovernments();
  const nameOf = new Map((governorates.data ?? []).map((g) => [g.id, g.name]));
  return (
    <DataTable
      caption={t('branchesCaption')}
      rows={rows}
      rowKey={(b) => b.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      paging={paging}
      columns={[
        { key: 'name', header: t('fields.branchName'), rowHeader: true, card: 'title', cell: (b) => b.name },
        {
          key: 'active',
          header: t('fields.state'),
          card: 'badge',
          nowrap: true,
          cell: (b) => (
            <Badge
              variant="light"
              color={b.active ? 'teal' : 'gray'}
              c={b.active ? 'teal.9' : 'gray.9'}
              bg={b.active ? 'teal.0' : 'gray.0'}
            >
              {t(b.active ? 'state.active' : 'state.inactive')}
            </Badge>
          ),
        },
        {
          key: 'phone',
          header: t('fields.phone'),
          nowrap: true,
          cell: (b) => <span dir="ltr">{b.phone}</span>,
        },
        { key: 'address', header: t('fields.address'), cell: (b) => b.address },
        {
          key: 'serves',
          header: t('fields.serves'),
          // A governorate with areas chosen shows them: "Cairo (Nasr City، Heliopolis)".
          cell: (b) =>
            b.governorate_ids
              .map((id) => {
                const inIt = b.areas.filter((a) => a.governorate_id === id).map((a) => a.name);
                const name = String(nameOf.get(id) ?? id);
                return inIt.length ? t('servedAreas', { name, areas: inIt.join(t('listSeparator')) }) : name;
              })
              .join(t('groupSeparator')),
        },
        { key: 'captains', header: t('fields.captains'), nowrap: true, cell: (b) => b.captains },
        ...(onEdit
          ? [
              {
                key: 'actions',
                header: t('fields.actions'),
                card: 'actions' as const,
                cell: (b: BranchRecord) => (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onEdit(b)}
                    aria-label={t('actions.editBranchNamed', { name: b.name })}
                  >
                    {t('actions.edit')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
