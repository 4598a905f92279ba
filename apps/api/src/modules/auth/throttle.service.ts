import { createHash } from 'node:crypto';
import type { Clock } from '../../clock';
import { AppError } from '../../http/app-error';
import type { ThrottleRepository } from './throttle.repository';

/** A limit: at most `limit` events per `windowMs`, per key. */
export interface Limit {
  name: string;
  limit: number;
  windowMs: number;
}

export const limits = {
  /** docs/quality.md R6: ≤ 5 failed logins in 15 min for one account (the typed email, known or not) from one IP. */
  loginPerAccountAndIp: { name: 'login', limit: 5, windowMs: 15 * 60_000 },
  /** The same rule for the staff console's login (its own counter: staff and client emails never mix). */
  staffLoginPerAccountAndIp: { name: 'staff-login', limit: 5, windowMs: 15 * 60_000 },
  /** The captain app's login (issue 37): its own counter per typed phone and IP. */
  captainLoginPerAccountAndIp: { name: 'captain-login', limit: 5, windowMs: 15 * 60_000 },
  /** A looser cap on failures from one IP across many emails (password spraying). */
  loginPerIp: { name: 'login-ip', limit: 50, windowMs: 15 * 60_000 },
  /** ≤ 3 OTP sends per 15 min per account (typed email). */
  otpSendPerAccount: { name: 'otp-send', limit: 3, windowMs: 15 * 60_000 },
  /** Sends from one IP across many emails. */
  otpSendPerIp: { name: 'otp-send-ip', limit: 20, windowMs: 15 * 60_000 },
  /** Wrong current passwords typed by a logged-in user (a stolen session must not brute-force it). */
  changePasswordPerUser: { name: 'change-password', limit: 5, windowMs: 15 * 60_000 },
  /**
   * Wrong codes per typed email since its last send, known or not (decision 014): the same count, and so
   * the same answers, whether the email has an account, a live code, or neither.
   */
  otpCheck: { name: 'otp-check', limit: 5, windowMs: 15 * 60_000 },
  /** Wrong codes from one IP on `reset` without an email (the code alone names the account). */
  resetByCodePerIp: { name: 'reset-code-ip', limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

/** `otpSendPerAccount` with the configured budget (`OTP_SEND_LIMIT`). */
export const otpSendLimit = (perWindow: number): Limit => ({ ...limits.otpSendPerAccount, limit: perWindow });

/** Keys never hold an email in clear: a digest is enough to count, and keeps the table free of addresses. */
export function throttleKey(limit: Limit, ...parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\n')).digest('base64url');
  return `${limit.name}:${digest}`;
}

/** Slots taken by reserve(): give them back when the attempt turns out not to be a failure. */
export interface Reservation {
  /** Null when every slot was free; else how long to wait (ms), and nothing stays taken. */
  blockedForMs: number | null;
  release(): Promise<void>;
}

export function createThrottleService({ throttle, clock }: { throttle: ThrottleRepository; clock: Clock }) {
  const floor = (limit: Limit, now: Date) => new Date(now.getTime() - limit.windowMs);

  /** Milliseconds until the window of a full counter ends. */
  const remaining = (limit: Limit, windowStart: Date, now: Date) =>
    Math.max(1000, windowStart.getTime() + limit.windowMs - now.getTime());

  return {
    /**
     * Counts the attempt in every window BEFORE the costly check (a password hash, a code comparison),
     * each with one atomic upsert: parallel attempts each get their own number, so no more than `limit`
     * are ever checked. Over any limit, the slots taken are given back and the attempt is refused.
     * The caller keeps the slots of a failed attempt and releases them on success (decision 014).
     */
    async reserve(checks: Array<[Limit, string]>): Promise<Reservation> {
      const now = clock.now();
      const taken = await Promise.all(
        checks.map(async ([limit, key]) => ({
          limit,
          key,
          window: await throttle.hit(key, now, floor(limit, now)),
        })),
      );
      const release = async () => {
        const at = clock.now();
        await Promise.all(taken.map(({ key, window }) => throttle.release(key, window.windowStart, at)));
      };
      const over = taken.filter(({ limit, window }) => window.count > limit.limit);
      if (over.length === 0) return { blockedForMs: null, release };
      await release();
      const longest = Math.max(...over.map(({ limit, window }) => remaining(limit, window.windowStart, now)));
      return { blockedForMs: longest, release: async () => undefined };
    },

    reset: (key: string): Promise<void> => throttle.clear(key),
  };
}

export type ThrottleService = ReturnType<typeof createThrottleService>;

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** A 429 that says how long to wait: in the Retry-After header, the body and the message (in minutes). */
export function tooManyAttempts(
  code: 'TOO_MANY_ATTEMPTS' | 'OTP_SEND_LIMIT' | 'OTP_TOO_MANY_ATTEMPTS',
  waitMs: number,
): AppError {
  return new AppError(code, { params: { minutes: minutesOf(waitMs) }, retryAfter: waitMs / 1000 });
}
