import { createHash, randomBytes } from 'node:crypto';

/**
 * The token rules shared by client sessions and staff sessions (decision 003): 256-bit random opaque
 * tokens shown once, only their sha256 stored, an idle end and an absolute end.
 */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** 256-bit random tokens in base64url are exactly 43 characters; anything else is not worth a query. */
export const isSessionTokenShape = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * last_seen_at is written at most every 30 s (a tenth of the idle timeout when that is short), so a busy
 * session does not cost a write per request; idle expiry is then exact to within that step.
 */
export const touchStepMs = (idleTimeoutMs: number): number =>
  Math.min(30_000, Math.floor(idleTimeoutMs / 10));

/** The moment (ms) a live session ends if unused: the earlier of its idle end and its absolute end. */
export const sessionEndMs = (session: { lastSeenAt: Date; expiresAt: Date }, idleTimeoutMs: number): number =>
  Math.min(session.expiresAt.getTime(), session.lastSeenAt.getTime() + idleTimeoutMs);
