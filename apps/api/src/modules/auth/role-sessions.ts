import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { AuthEvent, AuthEventFields, AuthLog } from './auth-log';
import { rehashWith, type PasswordHasher } from './passwords';
import type { SessionEvents } from './session-events';
import {
  hashSessionToken,
  isSessionTokenShape,
  newSessionToken,
  sessionEndMs,
  touchStepMs,
} from './session-tokens';
import type { ClientMeta, SessionSettings } from './sessions.service';
import { limits, throttleKey, tooManyAttempts, type Limit, type ThrottleService } from './throttle.service';

/** An account that signs in with a password and may be disabled by the office. */
export interface RoleAccount {
  passwordHash: string;
  disabledAt: Date | null;
}

/** A session row as read per request: its times, its revocation and its owner's state. */
export interface RoleSessionRecord {
  id: number;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  disabledAt: Date | null;
}

/** What a role's repository gives the shared rules (staff.repository, captain.repository). */
export interface RoleSessionStore<A extends RoleAccount, R extends RoleSessionRecord> {
  /** The account behind a sign-in name (a staff member's email, a captain's phone). */
  findAccount(login: string): Promise<A | null>;
  /** Replaces the hash only if it is still `checked` (a rehash after a cost change). */
  replacePasswordHash(account: A, checked: string, hash: string): Promise<void>;
  insertSession(
    account: A,
    session: { tokenHash: string; now: Date; expiresAt: Date; ip: string | null; userAgent: string | null },
  ): Promise<number>;
  markLoggedIn(account: A, at: Date): Promise<void>;
  findSessionByTokenHash(tokenHash: string): Promise<R | null>;
  touchSession(id: number, at: Date): Promise<void>;
  revokeSession(id: number, at: Date): Promise<void>;
}

/**
 * One set of session rules for the roles with their own sign-in and session tables: the staff console
 * (decision 022) and the captain app (decision 061). The client rules of decisions 003 and 014 on a
 * role's own tables: a throttle counted before the hash, an unknown name and a wrong password answered
 * alike, a 256-bit token stored only as its hash, idle and absolute ends, revocation told to the sockets
 * (each role's own `SessionEvents`: its session ids are its own sequence). A client token is unknown to
 * these roles and theirs to the client API, so each side answers the other's tokens with 401.
 *
 * The client's sessions (sessions.service.ts) share the token rules (session-tokens.ts) but not this
 * factory: they are issued inside the login and password transactions, keep an idle-logout grace, tell
 * the attendance of a sub-user's timed-out end, and their sign-in (auth.service.ts) has its own rules
 * (deleted clients, attendance, first login); folding those in would make every option serve one caller.
 */
export function createRoleSessions<A extends RoleAccount, R extends RoleSessionRecord, C>(deps: {
  /** The log events' prefix (`staff.login.success`, `captain.logout`, …). */
  role: 'staff' | 'captain';
  store: RoleSessionStore<A, R>;
  /** The per-account-and-address sign-in limit (the per-address one is the client login's). */
  perAccountLimit: Limit;
  /** What the request's context holds of a live session. */
  contextOf: (record: R) => C;
  /** What the log says of a sign-in name (a staff email; a captain's phone is not logged). */
  logged: (login: string) => AuthEventFields;
  throttle: ThrottleService;
  passwords: PasswordHasher;
  clock: Clock;
  settings: SessionSettings;
  log: AuthLog;
  events: SessionEvents;
}) {
  const { role, store, throttle, passwords, clock, settings, log, events } = deps;
  const touchEveryMs = touchStepMs(settings.idleTimeoutMs);
  const rehashIfStale = rehashWith(passwords, log);
  const event = (
    name: 'login.success' | 'login.failure' | 'login.throttled' | 'login.disabled' | 'logout',
  ): AuthEvent => `${role}.${name}`;
  /** The moment (ms) a session ends if unused; null if revoked or its account disabled. */
  const endOf = (record: R): number | null =>
    record.revokedAt !== null || record.disabledAt !== null
      ? null
      : sessionEndMs(record, settings.idleTimeoutMs);

  return {
    /** Checks the password under the throttle and opens a session: its token (shown once) and its end. */
    async signIn(login: string, password: string, meta: ClientMeta) {
      const fields = { ...deps.logged(login), ip: meta.ip };
      const accountKey = throttleKey(deps.perAccountLimit, login, meta.ip);
      const reservation = await throttle.reserve([
        [deps.perAccountLimit, accountKey],
        [limits.loginPerIp, throttleKey(limits.loginPerIp, meta.ip)],
      ]);
      if (reservation.blockedForMs) {
        log(event('login.throttled'), fields);
        throw tooManyAttempts('TOO_MANY_ATTEMPTS', reservation.blockedForMs);
      }
      const account = await store.findAccount(login);
      let passwordOk: boolean;
      try {
        passwordOk = await passwords.verify(
          password,
          account ? account.passwordHash : await passwords.dummyHash(),
        );
      } catch (error) {
        await reservation.release();
        throw error;
      }
      if (!account || !passwordOk) {
        log(event('login.failure'), fields);
        throw new AppError('INVALID_CREDENTIALS');
      }
      await reservation.release();
      if (account.disabledAt) {
        log(event('login.disabled'), fields);
        throw new AppError('FORBIDDEN');
      }
      await throttle.reset(accountKey);
      await rehashIfStale(
        account.passwordHash,
        password,
        (hash) => store.replacePasswordHash(account, account.passwordHash, hash),
        fields,
      );
      const token = newSessionToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + settings.absoluteTimeoutMs);
      const sessionId = await store.insertSession(account, {
        tokenHash: hashSessionToken(token),
        now,
        expiresAt,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 512) ?? null,
      });
      await store.markLoggedIn(account, now);
      log(event('login.success'), { ...fields, sessionIds: [sessionId] });
      return { token, account, expiresAt };
    },

    async logout(sessionId: number, meta: ClientMeta): Promise<void> {
      await store.revokeSession(sessionId, clock.now());
      events.publishRevoked([sessionId]);
      log(event('logout'), { ip: meta.ip, sessionIds: [sessionId] });
    },

    /** When a token's session ends if unused (null: ended, revoked or disabled); never refreshes it. */
    async endsAt(token: string): Promise<Date | null> {
      if (!isSessionTokenShape(token)) return null;
      const record = await store.findSessionByTokenHash(hashSessionToken(token));
      const ends = record ? endOf(record) : null;
      return ends !== null && ends > clock.now().getTime() ? new Date(ends) : null;
    },

    /** Tells the realtime server that these sessions ended (after the revoking transaction). */
    publishRevoked: (sessionIds: number[]): void => events.publishRevoked(sessionIds),

    /** The session behind a bearer token, or 401 (UNAUTHENTICATED / SESSION_EXPIRED). */
    async authenticate(token: string | null | undefined): Promise<C> {
      if (!token || !isSessionTokenShape(token)) throw new AppError('UNAUTHENTICATED');
      const record = await store.findSessionByTokenHash(hashSessionToken(token));
      if (!record) throw new AppError('UNAUTHENTICATED');
      const now = clock.now().getTime();
      const ends = endOf(record);
      if (ends === null || now >= ends) throw new AppError('SESSION_EXPIRED');
      if (now - record.lastSeenAt.getTime() >= touchEveryMs) {
        await store.touchSession(record.id, new Date(now));
      }
      return deps.contextOf(record);
    },
  };
}
