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
  /** QUALITY R6: ≤ 5 failed logins in 15 min for one account (the typed email, known or not) from one IP. */
  loginPerAccountAndIp: { name: 'login', limit: 5, windowMs: 15 * 60_000 },
  /** A looser cap on failures from one IP across many emails (password spraying). */
  loginPerIp: { name: 'login-ip', limit: 50, windowMs: 15 * 60_000 },
  /** ≤ 3 OTP sends per 15 min per account (typed email). */
  otpSendPerAccount: { name: 'otp-send', limit: 3, windowMs: 15 * 60_000 },
  /** Sends from one IP across many emails. */
  otpSendPerIp: { name: 'otp-send-ip', limit: 20, windowMs: 15 * 60_000 },
  /** Wrong current passwords typed by a logged-in user (a stolen session must not brute-force it). */
  changePasswordPerUser: { name: 'change-password', limit: 5, windowMs: 15 * 60_000 },
  /** Wrong codes typed for an email that has no account, so it answers like a real one (5 tries). */
  otpCheckUnknown: { name: 'otp-check', limit: 5, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

/** Keys never hold an email in clear: a digest is enough to count, and keeps the table free of addresses. */
export function throttleKey(limit: Limit, ...parts: string[]): string {
  const digest = createHash('sha256').update(parts.join('\n')).digest('base64url');
  return `${limit.name}:${digest}`;
}

export function createThrottleService({ throttle, clock }: { throttle: ThrottleRepository; clock: Clock }) {
  const floor = (limit: Limit, now: Date) => new Date(now.getTime() - limit.windowMs);

  /** Milliseconds until the window of a full counter ends. */
  const remaining = (limit: Limit, windowStart: Date, now: Date) =>
    Math.max(1000, windowStart.getTime() + limit.windowMs - now.getTime());

  return {
    /** Null when another event is allowed, else how long to wait (ms). Does not count anything. */
    async blockedFor(limit: Limit, key: string): Promise<number | null> {
      const window = await throttle.find(key);
      const now = clock.now();
      if (!window || window.windowStart <= floor(limit, now) || window.count < limit.limit) return null;
      return remaining(limit, window.windowStart, now);
    },

    /** Counts one event; returns how long to wait when this event went over the limit, else null. */
    async hit(limit: Limit, key: string): Promise<number | null> {
      const now = clock.now();
      const window = await throttle.hit(key, now, floor(limit, now));
      return window.count > limit.limit ? remaining(limit, window.windowStart, now) : null;
    },

    reset: (key: string): Promise<void> => throttle.clear(key),
  };
}

export type ThrottleService = ReturnType<typeof createThrottleService>;

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** A 429 that says how long to wait: in the Retry-After header, the body and the message (in minutes). */
export function tooManyAttempts(code: 'TOO_MANY_ATTEMPTS' | 'OTP_SEND_LIMIT', waitMs: number): AppError {
  return new AppError(code, { params: { minutes: minutesOf(waitMs) }, retryAfter: waitMs / 1000 });
}
