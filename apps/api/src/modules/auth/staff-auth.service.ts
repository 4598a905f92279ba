import type { StaffLoginBody, StaffRole } from '@courier/contracts';
import type { Clock } from '../../clock';
import type { StaffContext } from '../../http/staff-guard';
import type { AuthLog } from './auth-log';
import type { PasswordHasher } from './passwords';
import { createRoleSessions } from './role-sessions';
import type { SessionEvents } from './session-events';
import type { ClientMeta, SessionSettings } from './sessions.service';
import { limits, type ThrottleService } from './throttle.service';
import type { StaffRepository } from './staff.repository';

export interface StaffSession {
  access_token: string;
  staff_id: number;
  email: string;
  role: StaffRole;
  name: string;
  expires_at: string;
}

/**
 * Staff login, logout and the per-request session check: the shared role session rules
 * (role-sessions.ts) on the staff's own tables, signed in by email.
 */
export function createStaffAuthService(deps: {
  staff: StaffRepository;
  throttle: ThrottleService;
  passwords: PasswordHasher;
  clock: Clock;
  settings: SessionSettings;
  log: AuthLog;
  /** Staff sessions' own revocations (their ids are not client sessions'): the realtime server cuts their sockets. */
  events: SessionEvents;
}) {
  const { staff } = deps;
  const sessions = createRoleSessions({
    ...deps,
    role: 'staff',
    store: {
      findAccount: (email) => staff.findByEmail(email),
      replacePasswordHash: (account, checked, hash) => staff.replacePasswordHash(account.id, checked, hash),
      insertSession: (account, session) => staff.insertSession({ staffId: account.id, ...session }),
      markLoggedIn: (account, at) => staff.markLoggedIn(account.id, at),
      findSessionByTokenHash: (tokenHash) => staff.findSessionByTokenHash(tokenHash),
      touchSession: (id, at) => staff.touchSession(id, at),
      revokeSession: (id, at) => staff.revokeSession(id, at),
    },
    perAccountLimit: limits.staffLoginPerAccountAndIp,
    contextOf: (record): StaffContext => ({
      sessionId: record.id,
      staffId: record.staffId,
      role: record.role,
      name: record.name,
    }),
    logged: (email) => ({ email }),
  });

  return {
    /** Counted before the hash like the client login; unknown email and wrong password answer alike. */
    async login(body: StaffLoginBody, meta: ClientMeta): Promise<StaffSession> {
      const { token, account, expiresAt } = await sessions.signIn(
        body.email.toLowerCase(),
        body.password,
        meta,
      );
      return {
        access_token: token,
        staff_id: account.id,
        email: account.email,
        role: account.role,
        name: account.name,
        expires_at: expiresAt.toISOString(),
      };
    },

    logout: (session: StaffContext, meta: ClientMeta) => sessions.logout(session.sessionId, meta),

    endsAt: sessions.endsAt,
    publishRevoked: sessions.publishRevoked,
    authenticate: sessions.authenticate,

    listStaff: (roles?: StaffRole[]) => staff.listActive(roles),
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
