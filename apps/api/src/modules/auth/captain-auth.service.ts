import type { CaptainLoginBody } from '@courier/contracts';
import type { Clock } from '../../clock';
import type { CaptainContext } from '../../http/captain-guard';
import type { AuthLog } from './auth-log';
import type { CaptainRepository } from './captain.repository';
import type { PasswordHasher } from './passwords';
import { createRoleSessions } from './role-sessions';
import type { SessionEvents } from './session-events';
import type { ClientMeta, SessionSettings } from './sessions.service';
import { limits, type ThrottleService } from './throttle.service';

export interface CaptainSession {
  access_token: string;
  captain_id: number;
  name: string;
  phone: string;
  expires_at: string;
}

/**
 * The captain app's sign-in and per-request session check (decision 061): the staff console's rules
 * (role-sessions.ts) on the captain's own tables, signed in by phone, with its own revocation events
 * (a third `createSessionEvents()`: captain session ids are their own sequence).
 */
export function createCaptainAuthService(deps: {
  captains: CaptainRepository;
  throttle: ThrottleService;
  passwords: PasswordHasher;
  clock: Clock;
  settings: SessionSettings;
  log: AuthLog;
  events: SessionEvents;
}) {
  const { captains, clock, events } = deps;
  const sessions = createRoleSessions({
    ...deps,
    role: 'captain',
    store: {
      findAccount: (phone) => captains.findByPhone(phone),
      replacePasswordHash: (account, checked, hash) =>
        captains.replacePasswordHash(account.captainId, checked, hash),
      insertSession: (account, session) =>
        captains.insertSession({ captainId: account.captainId, ...session }),
      markLoggedIn: (account, at) => captains.markLoggedIn(account.captainId, at),
      findSessionByTokenHash: (tokenHash) => captains.findSessionByTokenHash(tokenHash),
      touchSession: (id, at) => captains.touchSession(id, at),
      revokeSession: (id, at) => captains.revokeSession(id, at),
    },
    perAccountLimit: limits.captainLoginPerAccountAndIp,
    contextOf: (record): CaptainContext => ({
      sessionId: record.id,
      captainId: record.captainId,
      name: record.name,
    }),
    // The phone is not written to the log.
    logged: () => ({}),
  });

  return {
    /** Counted before the hash; an unknown phone and a wrong password answer alike (decision 014). */
    async login(body: CaptainLoginBody, meta: ClientMeta): Promise<CaptainSession> {
      const { token, account, expiresAt } = await sessions.signIn(body.phone, body.password, meta);
      return {
        access_token: token,
        captain_id: account.captainId,
        name: account.name,
        phone: account.phone,
        expires_at: expiresAt.toISOString(),
      };
    },

    logout: (session: CaptainContext, meta: ClientMeta) => sessions.logout(session.sessionId, meta),

    /** The office disables a captain's account: his sessions end and his sockets are cut at once. */
    async setDisabled(captainId: number, disabled: boolean): Promise<void> {
      events.publishRevoked(await captains.setDisabled(captainId, disabled ? clock.now() : null));
    },

    /** `GET /api/captain/me`. */
    async me(session: CaptainContext) {
      const account = await captains.findById(session.captainId);
      return { captain_id: session.captainId, name: session.name, phone: account?.phone ?? '' };
    },

    endsAt: sessions.endsAt,
    authenticate: sessions.authenticate,
  };
}

export type CaptainAuthService = ReturnType<typeof createCaptainAuthService>;
