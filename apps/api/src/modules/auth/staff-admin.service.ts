import type { AddStaffBody, StaffAccount, StaffRole } from '@courier/contracts';
import type { Clock } from '../../clock';
import type { RunInTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import type { StaffContext } from '../../http/staff-guard';
import { isoTime } from '../../lib/iso-time';
import type { AuthLog } from './auth-log';
import type { PasswordHasher } from './passwords';
import type { StaffAccountRow, StaffRepository } from './staff.repository';

const emailTaken = () => new AppError('CONFLICT', { errors: { email: ['validation.staffEmailTaken'] } });

const accountOf = (row: StaffAccountRow): StaffAccount => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.disabledAt === null ? 1 : 0,
  last_login_at: isoTime(row.lastLoginAt),
  created_at: isoTime(row.createdAt) ?? '',
});

/**
 * The staff admin screen (/ops/staff, admin only; decision 028): list, add, change role, deactivate and
 * reactivate, reset a password. Deactivating or resetting a password ends the member's sessions at once
 * (their next API call is 401, their sockets are told and cut). An admin cannot deactivate themself or
 * change their own role, so the console can never be left without the admin who did it.
 */
export function createStaffAdminService(deps: {
  staff: StaffRepository;
  passwords: PasswordHasher;
  transaction: RunInTransaction;
  clock: Clock;
  log: AuthLog;
  /** Tells the open console sockets of these sessions that they ended (the staff auth service's events). */
  sessionsEnded: (sessionIds: number[]) => void;
  /** The member's open console sockets now hear the new role's desks only (app.ts: socket rooms). */
  roleChanged: (staffId: number, role: StaffRole) => void;
}) {
  const { staff, passwords, transaction, clock, log } = deps;

  async function accountOr404(id: number): Promise<StaffAccount> {
    const row = await staff.findAccount(id);
    if (!row) throw new AppError('NOT_FOUND');
    return accountOf(row);
  }

  function notSelf(caller: StaffContext, id: number) {
    if (caller.staffId === id) throw new AppError('STAFF_SELF_CHANGE');
  }

  /** Applies a change; with `endSessions` the member's sessions end in the same transaction. */
  async function change(
    id: number,
    changes: Parameters<StaffRepository['updateStaff']>[1],
    endSessions: boolean,
  ): Promise<number[]> {
    const ended = await transaction(async (tx) => {
      if (!(await staff.updateStaff(id, changes, tx))) throw new AppError('NOT_FOUND');
      return endSessions ? staff.revokeSessionsOf(id, clock.now(), tx) : [];
    });
    deps.sessionsEnded(ended);
    return ended;
  }

  return {
    list: async (): Promise<StaffAccount[]> => (await staff.listAll()).map(accountOf),

    async add(caller: StaffContext, body: AddStaffBody): Promise<StaffAccount> {
      if (await staff.emailTaken(body.email)) throw emailTaken();
      const passwordHash = await passwords.hash(body.password);
      let id: number;
      try {
        id = await staff.insertStaff({ name: body.name, email: body.email, role: body.role, passwordHash });
      } catch (error) {
        // Two adds of one email at once: the unique index decides.
        if (await staff.emailTaken(body.email)) throw emailTaken();
        throw error;
      }
      log('staff.admin.added', { email: body.email, reason: `by staff ${caller.staffId}` });
      return accountOr404(id);
    },

    async setRole(caller: StaffContext, id: number, role: StaffRole): Promise<StaffAccount> {
      notSelf(caller, id);
      await change(id, { role }, false);
      deps.roleChanged(id, role);
      log('staff.admin.changed', { reason: `staff ${id} role ${role} by staff ${caller.staffId}` });
      return accountOr404(id);
    },

    async setActive(caller: StaffContext, id: number, active: boolean): Promise<StaffAccount> {
      notSelf(caller, id);
      const sessionIds = await change(id, { disabledAt: active ? null : clock.now() }, !active);
      log('staff.admin.changed', {
        sessionIds,
        reason: `staff ${id} ${active ? 'reactivated' : 'deactivated'} by staff ${caller.staffId}`,
      });
      return accountOr404(id);
    },

    /** A new password set by the admin: the member's sessions end (an admin resetting their own keeps theirs). */
    async resetPassword(caller: StaffContext, id: number, password: string): Promise<StaffAccount> {
      const passwordHash = await passwords.hash(password);
      const sessionIds = await change(id, { passwordHash }, caller.staffId !== id);
      log('staff.admin.password_reset', { sessionIds, reason: `staff ${id} by staff ${caller.staffId}` });
      return accountOr404(id);
    },
  };
}

export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
