import { subUserPermissions, type SubUserPermission } from '@courier/contracts';
import { AppError } from '../../http/app-error';
import type { AccountsService } from '../accounts/accounts.service';
import type { PermissionsRepository } from './permissions.repository';

/** The team's permissions (decision 068): what the main account lets each sub-user do (admin only). */
export function createTeamPermissions(deps: {
  permissions: PermissionsRepository;
  accounts: AccountsService;
}) {
  return {
    async list(clientId: number) {
      const rows = await deps.permissions.ofClient(clientId);
      const byUser = new Map<number, SubUserPermission[]>();
      for (const r of rows)
        if ((subUserPermissions as readonly string[]).includes(r.permission))
          byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.permission as SubUserPermission]);
      return [...byUser].map(([user_id, permissions]) => ({ user_id, permissions }));
    },
    async set(clientId: number, userId: number, permission: SubUserPermission, granted: boolean) {
      if (!(await deps.accounts.findSubUser(clientId, userId))) throw new AppError('NOT_FOUND');
      await deps.permissions.set(clientId, userId, permission, granted);
    },
    /** Has this sub-user been granted it? (The main account needs no grant: its callers check that.) */
    has: (userId: number, permission: SubUserPermission) => deps.permissions.has(userId, permission),
  };
}
export type TeamPermissions = ReturnType<typeof createTeamPermissions>;
