import type { ClientLocation, SubUser } from '@courier/contracts';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconLogout, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@/lib/use-translation';
import { DataTable } from '@/components/ui/data-table';
import { PermissionSwitch } from './permission-switch';

/** The sub-users with their row actions: edit, log out everywhere, delete. */
export function EmployeesTable({
  employees,
  locations,
  loading,
  error,
  onRetry,
  onEdit,
  onRevoke,
  onDelete,
}: {
  employees: readonly SubUser[] | undefined;
  locations: readonly ClientLocation[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onEdit: (employee: SubUser) => void;
  onRevoke: (employee: SubUser) => void;
  onDelete: (employee: SubUser) => void;
}) {
  const { t } = useTranslation('team');
  const place = (e: SubUser) => {
    if (e.client_attend_from_every_where === 1) return t('employees.fromEverywhere');
    const location = locations.find((l) => l.id === e.client_location_id);
    const region = location?.region ?? e.region;
    const radius = e.radius ?? location?.radius;
    if (!region) return null;
    return radius == null ? region : t('employees.atLocation', { region, count: radius });
  };
  const action = (label: string, icon: React.ReactNode, onClick: () => void, color?: string) => (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <DataTable
      caption={t('employees.caption')}
      rows={employees}
      rowKey={(e) => e.id}
      loading={loading}
      error={error}
      onRetry={onRetry}
      emptyText={t('employees.empty')}
      columns={[
        { key: 'name', header: t('employees.name'), rowHeader: true, cell: (e) => e.name },
        { key: 'email', header: t('employees.email'), cell: (e) => <span dir="ltr">{e.email}</span> },
        {
          key: 'phone',
          header: t('employees.phone'),
          nowrap: true,
          cell: (e) => (e.phone ? <span dir="ltr">{e.phone}</span> : null),
        },
        { key: 'place', header: t('employees.attendance'), cell: place },
        {
          key: 'attempts',
          header: t('employees.permissions.attempts'),
          width: 7,
          cell: (e) => <PermissionSwitch employee={e} permission="attempts" />,
        },
        {
          key: 'actions',
          header: t('employees.actions'),
          pinned: true,
          width: 7.5,
          cell: (e) => (
            <Group gap={4} wrap="nowrap">
              {action(
                t('employees.editOne', { name: e.name }),
                <IconPencil size={18} aria-hidden="true" />,
                () => onEdit(e),
              )}
              {action(
                t('employees.revokeOne', { name: e.name }),
                <IconLogout size={18} aria-hidden="true" />,
                () => onRevoke(e),
              )}
              {action(
                t('employees.deleteOne', { name: e.name }),
                <IconTrash size={18} aria-hidden="true" />,
                () => onDelete(e),
                'red.9',
              )}
            </Group>
          ),
        },
      ]}
    />
  );
}
