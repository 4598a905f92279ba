import type { StaffAccount } from '@courier/contracts';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { useChangeStaff } from '@/features/auth/ops/api/change-staff';
import { useStaffAccounts } from '@/features/auth/ops/api/get-staff-accounts';
import { StaffFormDialog } from '@/features/auth/ops/components/staff-form-dialog';
import { StaffTable, type StaffAction } from '@/features/auth/ops/components/staff-table';
import { useOpsSession } from '@/lib/ops-session';

type Open = { action: 'add' } | { action: StaffAction; member: StaffAccount } | null;

/**
 * /ops/staff (admin only, decision 028): the staff list; add a member, change a role, deactivate or
 * reactivate (the member's sessions end at once), set a new password.
 */
export function OpsStaffPage() {
  const { t } = useTranslation(['ops', 'ops-staff']);
  const session = useOpsSession();
  const staff = useStaffAccounts();
  const change = useChangeStaff();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const toggle = (member: StaffAccount) => {
    const active = member.active === 0;
    change.mutate(
      { kind: 'active', id: member.id, active },
      {
        onSuccess: () => {
          close();
          toast.success(
            t(active ? 'ops-staff:done.reactivated' : 'ops-staff:done.deactivated', { name: member.name }),
          );
        },
        onError: (error) => toast.failure(error.message),
      },
    );
  };

  return (
    <>
      <PageHeader title={t('ops:pages.staff')}>
        <Button onClick={() => setOpen({ action: 'add' })}>{t('ops-staff:actions.add')}</Button>
      </PageHeader>
      <StaffTable
        rows={staff.data}
        loading={staff.isPending}
        error={staff.error}
        onRetry={() => void staff.refetch()}
        selfId={session?.staffId ?? 0}
        onAction={(action, member) => setOpen({ action, member })}
      />
      {open && open.action !== 'active' && (
        <StaffFormDialog
          mode={open.action}
          member={open.action === 'add' ? undefined : open.member}
          onClose={close}
        />
      )}
      {open?.action === 'active' && (
        <ConfirmDialog
          opened
          title={t(open.member.active ? 'ops-staff:actions.deactivate' : 'ops-staff:actions.reactivate')}
          message={t(open.member.active ? 'ops-staff:confirmDeactivate' : 'ops-staff:confirmReactivate', {
            name: open.member.name,
          })}
          confirmLabel={t(
            open.member.active ? 'ops-staff:actions.deactivate' : 'ops-staff:actions.reactivate',
          )}
          danger={open.member.active === 1}
          pending={change.isPending}
          onConfirm={() => toggle(open.member)}
          onClose={close}
        />
      )}
    </>
  );
}
