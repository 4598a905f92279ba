import type { CaptainRecord } from '@courier/contracts';
import { Badge, Button } from '@mantine/core';
import { DataTable, type DataTablePaging } from '@/components/ui/data-table';
import { useTranslation } from '@/lib/use-translation';
import { MoneyText } from './money-text';

interface CaptainsTableProps {
  rows: readonly CaptainRecord[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  paging: DataTablePaging;
  emptyText: string;
  /** Admins only: opens the edit dialog. */
  onEdit?: ((captain: CaptainRecord) => void) | undefined;
}

/** The captains desk's list: who they are, their branch, whether active, and the cash each holds. */
export function CaptainsTable({
  rows,
  loading,
  error,
  onRetry,
  paging,
  emptyText,
  onEdit,
}: CaptainsTableProps) {
  const { t } = useTranslation('ops-captains');
  return (
    <DataTable
      caption={t('captainsCaption')}
      rows={rows}
      rowKey={(c) => c.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      paging={paging}
      columns={[
        { key: 'name', header: t('fields.name'), rowHeader: true, card: 'title', cell: (c) => c.name },
        {
          key: 'active',
          header: t('fields.state'),
          card: 'badge',
          nowrap: true,
          cell: (c) => (
            <Badge
              variant="light"
              color={c.active ? 'teal' : 'gray'}
              c={c.active ? 'teal.9' : 'gray.9'}
              bg={c.active ? 'teal.0' : 'gray.0'}
            >
              {t(c.active ? 'state.active' : 'state.inactive')}
            </Badge>
          ),
        },
        {
          key: 'phone',
          header: t('fields.phone'),
          nowrap: true,
          cell: (c) => <span dir="ltr">{c.phone}</span>,
        },
        {
          key: 'national_id',
          header: t('fields.national_id'),
          nowrap: true,
          cell: (c) => (c.national_id ? <span dir="ltr">{c.national_id}</span> : null),
        },
        { key: 'branch', header: t('fields.branch'), cell: (c) => c.branch },
        { key: 'vehicle', header: t('fields.vehicle'), cell: (c) => c.vehicle },
        {
          key: 'cash',
          header: t('fields.cashHeld'),
          nowrap: true,
          cell: (c) => <MoneyText value={c.cash_held} />,
        },
        ...(onEdit
          ? [
              {
                key: 'actions',
                header: t('fields.actions'),
                card: 'actions' as const,
                cell: (c: CaptainRecord) => (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => onEdit(c)}
                    aria-label={t('actions.editCaptainNamed', { name: c.name })}
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
