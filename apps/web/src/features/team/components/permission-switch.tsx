import type { SubUser, SubUserPermission } from '@courier/contracts';
import { Switch } from '@mantine/core';
import { toast } from '@/components/ui/toast';
import { useTranslation } from '@/lib/use-translation';
import { usePermissions } from '../api/get-permissions';
import { useSetPermission } from '../api/set-permission';

/**
 * One team permission of one sub-user, switched on the team page (decision 068): what the main account
 * lets them do beyond orders. Every switch reads the one permissions query.
 */
export function PermissionSwitch({
  employee,
  permission,
}: {
  employee: SubUser;
  permission: SubUserPermission;
}) {
  const { t } = useTranslation('team');
  const permissions = usePermissions();
  const set = useSetPermission();
  const granted =
    permissions.data?.some((p) => p.user_id === employee.id && p.permissions.includes(permission)) ?? false;
  const pending = set.isPending && set.variables?.id === employee.id;
  return (
    <Switch
      checked={pending ? Boolean(set.variables?.granted) : granted}
      disabled={!permissions.data || pending}
      aria-label={t(`employees.permissions.${permission}Of`, { name: employee.name })}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        set.mutate(
          { id: employee.id, permission, granted: next },
          {
            onSuccess: () =>
              toast.success(
                t(next ? 'employees.permissions.granted' : 'employees.permissions.revoked', {
                  name: employee.name,
                }),
              ),
            onError: (error) => toast.failure(error.message),
          },
        );
      }}
    />
  );
}
