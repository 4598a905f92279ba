import { createHash, randomBytes } from 'node:crypto';
import { deriveRole } from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth-guard';
import type { SessionEvents } from './session-events';
import type { SessionRecord, SessionsRepository } from './sessions.repository';

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

/** 256-bit random tokens in base64url are exactly 43 characters; anything else is not worth a query. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * last_seen_at is written at most every 30 s (a tenth of the idle timeout when that is short), so a busy
 * session does not cost a write per request; idle expiry is then exact to within that step.
 */
const touchStepMs = (idleTimeoutMs: number) => Math.min(30_000, Math.floor(idleTimeoutMs / 10));

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSessionsService(deps: {
  sessions: SessionsRepository;
  events: SessionEvents;
  clock: Clock;
  settings: SessionSettings;
}) {
  const { sessions, events, clock, settings } = deps;
  const touchEveryMs = touchStepMs(settings.idleTimeoutMs);
  /** The moment (ms) a session ends if unused: its idle or absolute end; null if revoked or its user left. */
  const endOf = (record: SessionRecord): number | null =>
    record.revokedAt !== null || record.userDisabledAt !== null || record.clientDeletedAt !== null
      ? null
      : Math.min(record.expiresAt.getTime(), record.lastSeenAt.getTime() + settings.idleTimeoutMs);

  return {
    async issue(userId: number, meta: ClientMeta, tx?: Db): Promise<IssuedSession> {
      const token = randomBytes(32).toString('base64url');
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
      if (!token || !tokenShape.test(token)) throw new AppError('UNAUTHENTICATED');
      const record = await sessions.findByTokenHash(hashToken(token));
      if (!record) throw new AppError('UNAUTHENTICATED');
      const now = clock.now().getTime();
      const ends = endOf(record);
      if (ends === null || now >= ends) throw new AppError('SESSION_EXPIRED');
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
    },

    /**
     * When the session behind a token ends unless something uses it first (idle or absolute end), or null
     * when it has ended. Only reads: a socket watching its session must not keep it alive.
     */
    async endsAt(token: string): Promise<Date | null> {
      if (!tokenShape.test(token)) return null;
      const record = await sessions.findByTokenHash(hashToken(token));
      const ends = record ? endOf(record) : null;
      return ends !== null && ends > clock.now().getTime() ? new Date(ends) : null;
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
