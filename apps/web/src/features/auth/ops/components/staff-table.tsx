import type { StaffAccount } from '@courier/contracts';
import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

export type StaffAction = 'role' | 'password' | 'active';

interface StaffTableProps {
  rows: readonly StaffAccount[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The caller: their own row has no role change or deactivation. */
  selfId: number;
  onAction: (action: StaffAction, member: StaffAccount) => void;
}

/** The staff list of the admin screen: name, email, role, active, last login, and the row's actions. */
export function StaffTable({ rows, loading, error, onRetry, selfId, onAction }: StaffTableProps) {
  const { t } = useTranslation(['ops-staff', 'ops']);
  const lang = useLanguage();
  const columns: DataTableColumn<StaffAccount>[] = [
    { key: 'name', header: t('ops-staff:columns.name'), rowHeader: true, cell: (s) => s.name, card: 'title' },
    { key: 'email', header: t('ops-staff:columns.email'), cell: (s) => <span dir="ltr">{s.email}</span> },
    { key: 'role', header: t('ops-staff:columns.role'), cell: (s) => t(`ops:roles.${s.role}`), nowrap: true },
    {
      key: 'active',
      header: t('ops-staff:columns.active'),
      card: 'badge',
      cell: (s) =>
        s.active ? (
          <Badge color="teal.9" variant="light" bg="teal.0">
            {t('ops-staff:state.active')}
          </Badge>
        ) : (
          <Badge color="red" variant="light">
            {t('ops-staff:state.inactive')}
          </Badge>
        ),
    },
    {
      key: 'lastLogin',
      header: t('ops-staff:columns.lastLogin'),
      nowrap: true,
      cell: (s) => (s.last_login_at ? formatDateTime(s.last_login_at, lang) : t('ops-staff:never')),
    },
    {
      key: 'actions',
      header: t('ops-staff:columns.actions'),
      card: 'actions',
      cell: (s) => (
        <Group gap={6} wrap="nowrap">
          {s.id !== selfId && (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => onAction('role', s)}
              aria-label={t('ops-staff:actions.roleOf', { name: s.name })}
            >
              {t('ops-staff:actions.role')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onAction('password', s)}
            aria-label={t('ops-staff:actions.passwordOf', { name: s.name })}
          >
            {t('ops-staff:actions.password')}
          </Button>
          {s.id !== selfId && (
            <Button
              size="compact-sm"
              variant="light"
              color={s.active ? 'red' : undefined}
              onClick={() => onAction('active', s)}
              aria-label={t(s.active ? 'ops-staff:actions.deactivateOf' : 'ops-staff:actions.reactivateOf', {
                name: s.name,
              })}
            >
              {t(s.active ? 'ops-staff:actions.deactivate' : 'ops-staff:actions.reactivate')}
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('ops-staff:caption')}
      columns={columns}
      rows={rows}
      rowKey={(s) => s.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={t('ops-staff:empty')}
    />
  );
}
