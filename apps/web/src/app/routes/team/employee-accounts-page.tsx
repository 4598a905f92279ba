import type { SubUser } from '@courier/contracts';
import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SidePanel } from '@/components/ui/dialog';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { useDeleteEmployee } from '@/features/team/api/delete-employee';
import { useEmployees } from '@/features/team/api/get-employees';
import { useLocations } from '@/features/team/api/get-locations';
import { useRevokeEmployeeSessions } from '@/features/team/api/revoke-employee-sessions';
import { EmployeeForm } from '@/features/team/components/employee-form';
import { EmployeesTable } from '@/features/team/components/employees-table';
import { SettingsBackLink } from '../settings/settings-back-link';

type Editing = { employee: SubUser | null } | null;
type Confirming = { kind: 'delete' | 'revoke'; employee: SubUser } | null;

/** `/setting-employee-accounts` (admin only): the sub-users, add and edit in a drawer, delete, log out everywhere. */
export function EmployeeAccountsPage() {
  const { t } = useTranslation(['team', 'shell']);
  const employees = useEmployees();
  const locations = useLocations();
  const remove = useDeleteEmployee();
  const revoke = useRevokeEmployeeSessions();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const confirm = async () => {
    if (!confirming) return;
    const { kind, employee } = confirming;
    try {
      if (kind === 'delete') await remove.mutateAsync(employee.id);
      else await revoke.mutateAsync(employee.id);
      toast.success(
        kind === 'delete' ? t('employees.deleted') : t('employees.revoked', { name: employee.name }),
      );
    } catch (error) {
      toast.failure(error instanceof Error ? error.message : String(error));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <>
      <SettingsBackLink />
      <PageHeader title={t('shell:pages.employeeAccounts')}>
        <Button
          leftSection={<IconUserPlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ employee: null })}
        >
          {t('employees.add')}
        </Button>
      </PageHeader>
      <EmployeesTable
        employees={employees.data}
        locations={locations.data ?? []}
        loading={employees.isFetching}
        error={employees.error}
        onRetry={() => void employees.refetch()}
        onEdit={(employee) => setEditing({ employee })}
        onRevoke={(employee) => setConfirming({ kind: 'revoke', employee })}
        onDelete={(employee) => setConfirming({ kind: 'delete', employee })}
      />
      <SidePanel
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.employee ? t('employees.editTitle') : t('employees.addTitle')}
      >
        {editing && (
          <EmployeeForm
            key={editing.employee?.id ?? 'new'}
            employee={editing.employee}
            locations={locations.data ?? []}
            onDone={() => setEditing(null)}
          />
        )}
      </SidePanel>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming?.kind === 'delete' ? t('employees.deleteTitle') : t('employees.revokeTitle')}
        message={
          confirming
            ? t(confirming.kind === 'delete' ? 'employees.deleteMessage' : 'employees.revokeMessage', {
                name: confirming.employee.name,
              })
            : ''
        }
        confirmLabel={confirming?.kind === 'delete' ? t('employees.delete') : t('employees.revoke')}
        danger
        pending={remove.isPending || revoke.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
