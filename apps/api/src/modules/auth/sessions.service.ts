import { deriveRole } from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-guard';
import type { SessionEvents } from './session-events';
import type { SessionRecord, SessionsRepository } from './sessions.repository';
import {
  hashSessionToken as hashToken,
  isSessionTokenShape,
  newSessionToken,
  touchStepMs,
} from './session-tokens';

/** Where a request comes from, kept on the session and in auth logs. */
export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

export interface IssuedSession {
  sessionId: number;
  /** Shown to the client once; only its sha256 is stored. */
  token: string;
  expiresAt: Date;
}

export interface SessionSettings {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}

/** How long after its idle end a session may still be ended by an idle logout. */
const idleLogoutGraceMs = 2 * 60_000;

export function createSessionsService(deps: {
  sessions: SessionsRepository;
  events: SessionEvents;
  clock: Clock;
  settings: SessionSettings;
  /**
   * Told when a sub-user's session is found ended by time (idle or absolute expiry): on a request with its
   * token or by the socket sweep. The attendance records its "out" (decision 019's amendment); must not throw.
   */
  onTimedOut?: (sessionId: number) => Promise<void>;
}) {
  const { sessions, events, clock, settings, onTimedOut } = deps;
  const touchEveryMs = touchStepMs(settings.idleTimeoutMs);
  /** The moment (ms) a session ends if unused: its idle or absolute end; null if revoked or its user left. */
  const endOf = (record: SessionRecord): number | null =>
    record.revokedAt !== null || record.userDisabledAt !== null || record.clientDeletedAt !== null
      ? null
      : Math.min(record.expiresAt.getTime(), record.lastSeenAt.getTime() + settings.idleTimeoutMs);

  /** Tells `onTimedOut` of a sub-user's session that ended by time (not revoked, its user still there). */
  async function noticeEnd(record: SessionRecord, ends: number | null, now: number): Promise<void> {
    if (onTimedOut && !record.isMain && ends !== null && now >= ends) await onTimedOut(record.id);
  }

  /**
   * The session behind a bearer token, or a 401: UNAUTHENTICATED when there is no such session,
   * SESSION_EXPIRED when it was revoked, idle too long (beyond `idleGraceMs`), past its absolute end, or
   * its user may no longer log in (sub-user disabled, client deleted).
   */
  async function check(token: string | undefined | null, idleGraceMs: number): Promise<AuthContext> {
    if (!token || !isSessionTokenShape(token)) throw new AppError('UNAUTHENTICATED');
    const record = await sessions.findByTokenHash(hashToken(token));
    if (!record) throw new AppError('UNAUTHENTICATED');
    const now = clock.now().getTime();
    const ends = endOf(record);
    const limit = ends === null ? null : Math.min(ends + idleGraceMs, record.expiresAt.getTime());
    if (limit === null || now >= limit) {
      await noticeEnd(record, ends, now);
      throw new AppError('SESSION_EXPIRED');
    }
    if (now - record.lastSeenAt.getTime() >= touchEveryMs) await sessions.touch(record.id, new Date(now));
    return {
      sessionId: record.id,
      userId: record.userId,
      clientId: record.clientId,
      role: deriveRole({ isMainClient: record.isMain, hasCompany: record.hasCompany }),
      isMain: record.isMain,
      isFreezed: record.isFreezed,
      mustSetPassword: record.mustSetPassword,
    };
  }

  return {
    async issue(userId: number, meta: ClientMeta, tx?: Db): Promise<IssuedSession> {
      const token = newSessionToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + settings.absoluteTimeoutMs);
      const sessionId = await sessions.insert(
        {
          userId,
          tokenHash: hashToken(token),
          now,
          expiresAt,
          ip: meta.ip,
          userAgent: meta.userAgent?.slice(0, 512) ?? null,
        },
        tx,
      );
      return { sessionId, token, expiresAt };
    },

    /**
     * The session behind a bearer token, or a 401: UNAUTHENTICATED when there is no such session,
     * SESSION_EXPIRED when it was revoked, idle too long, past its absolute end, or its user may no longer
     * log in (sub-user disabled, client deleted).
     */
    async authenticate(token: string | undefined | null): Promise<AuthContext> {
      return check(token, 0);
    },

    /**
     * For an idle logout (issue 9 records it as attendance): the browser's idle timer and the server's idle
     * end race, so a session idle-ended less than `idleLogoutGraceMs` ago may still be ended by its owner.
     */
    authenticateIdleLogout: (token: string | undefined | null): Promise<AuthContext> =>
      check(token, idleLogoutGraceMs),

    /**
     * When the session behind a token ends unless something uses it first (idle or absolute end), or null
     * when it has ended. Only reads: a socket watching its session must not keep it alive.
     */
    async endsAt(token: string): Promise<Date | null> {
      if (!isSessionTokenShape(token)) return null;
      const record = await sessions.findByTokenHash(hashToken(token));
      const ends = record ? endOf(record) : null;
      const now = clock.now().getTime();
      if (record) await noticeEnd(record, ends, now);
      return ends !== null && ends > now ? new Date(ends) : null;
    },

    /** Revokes sessions inside a larger transaction; call publishRevoked with the result after it commits. */
    revokeInTransaction(
      tx: Db,
      scope: { sessionIds: number[] } | { userId: number; exceptSessionId?: number },
    ) {
      const now = clock.now();
      return 'sessionIds' in scope
        ? sessions.revoke(scope.sessionIds, now, tx)
        : sessions.revokeForUser(scope.userId, now, scope.exceptSessionId ?? null, tx);
    },

    publishRevoked: (sessionIds: number[]): void => events.publishRevoked(sessionIds),

    async revoke(sessionId: number): Promise<void> {
      events.publishRevoked(await sessions.revoke([sessionId], clock.now()));
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
