import type { StaffLoginBody, StaffRole } from '@courier/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { StaffContext } from '../../http/staff-guard';
import type { AuthLog } from './auth-log';
import { rehashWith, type PasswordHasher } from './passwords';
import {
  hashSessionToken,
  isSessionTokenShape,
  newSessionToken,
  sessionEndMs,
  touchStepMs,
} from './session-tokens';
import type { SessionEvents } from './session-events';
import type { ClientMeta, SessionSettings } from './sessions.service';
import { limits, throttleKey, tooManyAttempts, type ThrottleService } from './throttle.service';
import type { StaffRepository, StaffSessionRecord } from './staff.repository';

export interface StaffSession {
  access_token: string;
  staff_id: number;
  email: string;
  role: StaffRole;
  name: string;
  expires_at: string;
}

/**
 * Staff login, logout and the per-request session check: the client rules (decision 003, 014) on the staff's
 * own tables. A client token is unknown here and a staff token is unknown to the client API, so each side
 * answers the other's tokens with 401.
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
  const { staff, throttle, passwords, clock, settings, log, events } = deps;
  const touchEveryMs = touchStepMs(settings.idleTimeoutMs);
  const rehashIfStale = rehashWith(passwords, log);
  /** The moment (ms) a session ends if unused; null if revoked or its member disabled. */
  const endOf = (record: StaffSessionRecord): number | null =>
    record.revokedAt !== null || record.disabledAt !== null
      ? null
      : sessionEndMs(record, settings.idleTimeoutMs);

  return {
    /** Counted before the hash like the client login; unknown email and wrong password answer alike. */
    async login(body: StaffLoginBody, meta: ClientMeta): Promise<StaffSession> {
      const email = body.email.toLowerCase();
      const accountKey = throttleKey(limits.staffLoginPerAccountAndIp, email, meta.ip);
      const reservation = await throttle.reserve([
        [limits.staffLoginPerAccountAndIp, accountKey],
        [limits.loginPerIp, throttleKey(limits.loginPerIp, meta.ip)],
      ]);
      if (reservation.blockedForMs) {
        log('staff.login.throttled', { email, ip: meta.ip });
        throw tooManyAttempts('TOO_MANY_ATTEMPTS', reservation.blockedForMs);
      }
      const account = await staff.findByEmail(email);
      let passwordOk: boolean;
      try {
        passwordOk = await passwords.verify(
          body.password,
          account ? account.passwordHash : await passwords.dummyHash(),
        );
      } catch (error) {
        await reservation.release();
        throw error;
      }
      if (!account || !passwordOk) {
        log('staff.login.failure', { email, ip: meta.ip });
        throw new AppError('INVALID_CREDENTIALS');
      }
      await reservation.release();
      if (account.disabledAt) {
        log('staff.login.disabled', { email, ip: meta.ip });
        throw new AppError('FORBIDDEN');
      }
      await throttle.reset(accountKey);
      await rehashIfStale(
        account.passwordHash,
        body.password,
        (hash) => staff.replacePasswordHash(account.id, account.passwordHash, hash),
        { email, ip: meta.ip },
      );

      const token = newSessionToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + settings.absoluteTimeoutMs);
      const sessionId = await staff.insertSession({
        staffId: account.id,
        tokenHash: hashSessionToken(token),
        now,
        expiresAt,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 512) ?? null,
      });
      await staff.markLoggedIn(account.id, now);
      log('staff.login.success', { email, ip: meta.ip, sessionIds: [sessionId] });
      return {
        access_token: token,
        staff_id: account.id,
        email: account.email,
        role: account.role,
        name: account.name,
        expires_at: expiresAt.toISOString(),
      };
    },

    async logout(session: StaffContext, meta: ClientMeta): Promise<void> {
      await staff.revokeSession(session.sessionId, clock.now());
      events.publishRevoked([session.sessionId]);
      log('staff.logout', { ip: meta.ip, sessionIds: [session.sessionId] });
    },

    /** When a token's session ends if unused (null: ended, revoked or its member disabled); never refreshes it. */
    async endsAt(token: string): Promise<Date | null> {
      if (!isSessionTokenShape(token)) return null;
      const record = await staff.findSessionByTokenHash(hashSessionToken(token));
      const ends = record ? endOf(record) : null;
      return ends !== null && ends > clock.now().getTime() ? new Date(ends) : null;
    },

    /** Tells the realtime server that these staff sessions ended (after the revoking transaction). */
    publishRevoked: (sessionIds: number[]): void => events.publishRevoked(sessionIds),

    /** The staff session behind a bearer token, or 401 (UNAUTHENTICATED / SESSION_EXPIRED). */
    async authenticate(token: string | null | undefined): Promise<StaffContext> {
      if (!token || !isSessionTokenShape(token)) throw new AppError('UNAUTHENTICATED');
      const record = await staff.findSessionByTokenHash(hashSessionToken(token));
      if (!record) throw new AppError('UNAUTHENTICATED');
      const now = clock.now().getTime();
      const ends = endOf(record);
      if (ends === null || now >= ends) throw new AppError('SESSION_EXPIRED');
      if (now - record.lastSeenAt.getTime() >= touchEveryMs) {
        await staff.touchSession(record.id, new Date(now));
      }
      return { sessionId: record.id, staffId: record.staffId, role: record.role, name: record.name };
    },

    listStaff: (roles?: StaffRole[]) => staff.listActive(roles),
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
