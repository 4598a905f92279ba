import type { CaptainLoginBody } from '@courier/contracts';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { CaptainContext } from '../../http/captain-guard';
import type { AuthLog } from './auth-log';
import type { CaptainRepository, CaptainSessionRecord } from './captain.repository';
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

export interface CaptainSession {
  access_token: string;
  captain_id: number;
  name: string;
  phone: string;
  expires_at: string;
}

/**
 * The captain app's sign-in and per-request session check (decision 061): the staff console's rules
 * (decision 003, 014, 036) on the captain's own tables: the same token helpers, throttle, password hasher
 * and revocation events (a third `createSessionEvents()`: captain session ids are their own sequence).
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
  const { captains, throttle, passwords, clock, settings, log, events } = deps;
  const touchEveryMs = touchStepMs(settings.idleTimeoutMs);
  const rehashIfStale = rehashWith(passwords, log);
  const endOf = (record: CaptainSessionRecord): number | null =>
    record.revokedAt !== null || record.disabledAt !== null
      ? null
      : sessionEndMs(record, settings.idleTimeoutMs);

  return {
    /** Counted before the hash; an unknown phone and a wrong password answer alike (decision 014). */
    async login(body: CaptainLoginBody, meta: ClientMeta): Promise<CaptainSession> {
      const accountKey = throttleKey(limits.captainLoginPerAccountAndIp, body.phone, meta.ip);
      const reservation = await throttle.reserve([
        [limits.captainLoginPerAccountAndIp, accountKey],
        [limits.loginPerIp, throttleKey(limits.loginPerIp, meta.ip)],
      ]);
      if (reservation.blockedForMs) {
        log('captain.login.throttled', { ip: meta.ip });
        throw tooManyAttempts('TOO_MANY_ATTEMPTS', reservation.blockedForMs);
      }
      const account = await captains.findByPhone(body.phone);
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
        log('captain.login.failure', { ip: meta.ip });
        throw new AppError('INVALID_CREDENTIALS');
      }
      await reservation.release();
      if (account.disabledAt) {
        log('captain.login.disabled', { ip: meta.ip });
        throw new AppError('FORBIDDEN');
      }
      await throttle.reset(accountKey);
      await rehashIfStale(
        account.passwordHash,
        body.password,
        (hash) => captains.replacePasswordHash(account.captainId, account.passwordHash, hash),
        { ip: meta.ip },
      );
      const token = newSessionToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + settings.absoluteTimeoutMs);
      const sessionId = await captains.insertSession({
        captainId: account.captainId,
        tokenHash: hashSessionToken(token),
        now,
        expiresAt,
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 512) ?? null,
      });
      await captains.markLoggedIn(account.captainId, now);
      log('captain.login.success', { ip: meta.ip, sessionIds: [sessionId] });
      return {
        access_token: token,
        captain_id: account.captainId,
        name: account.name,
        phone: account.phone,
        expires_at: expiresAt.toISOString(),
      };
    },

    async logout(session: CaptainContext, meta: ClientMeta): Promise<void> {
      await captains.revokeSession(session.sessionId, clock.now());
      events.publishRevoked([session.sessionId]);
      log('captain.logout', { ip: meta.ip, sessionIds: [session.sessionId] });
    },

    /** The office disables a captain's account: his sessions end and his sockets are cut at once. */
    async setDisabled(captainId: number, disabled: boolean): Promise<void> {
      events.publishRevoked(await captains.setDisabled(captainId, disabled ? clock.now() : null));
    },

    /** `GET /api/captain/me`. */
    async me(session: CaptainContext) {
      const account = await captains.findById(session.captainId);
      return { captain_id: session.captainId, name: session.name, phone: account?.phone ?? '' };
    },

    /** When a token's session ends if unused (null: ended); never refreshes it (the socket sweep reads it). */
    async endsAt(token: string): Promise<Date | null> {
      if (!isSessionTokenShape(token)) return null;
      const record = await captains.findSessionByTokenHash(hashSessionToken(token));
      const ends = record ? endOf(record) : null;
      return ends !== null && ends > clock.now().getTime() ? new Date(ends) : null;
    },

    /** The captain session behind a bearer token, or 401 (UNAUTHENTICATED / SESSION_EXPIRED). */
    async authenticate(token: string | null | undefined): Promise<CaptainContext> {
      if (!token || !isSessionTokenShape(token)) throw new AppError('UNAUTHENTICATED');
      const record = await captains.findSessionByTokenHash(hashSessionToken(token));
      if (!record) throw new AppError('UNAUTHENTICATED');
      const now = clock.now().getTime();
      const ends = endOf(record);
      if (ends === null || now >= ends) throw new AppError('SESSION_EXPIRED');
      if (now - record.lastSeenAt.getTime() >= touchEveryMs) {
        await captains.touchSession(record.id, new Date(now));
      }
      return { sessionId: record.id, captainId: record.captainId, name: record.name };
    },
  };
}

export type CaptainAuthService = ReturnType<typeof createCaptainAuthService>;
