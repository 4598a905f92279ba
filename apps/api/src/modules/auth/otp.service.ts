import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { OtpPurpose, OtpRepository } from './otp.repository';

/** docs/quality.md R6 and docs/architecture.md: 6 digits from a CSPRNG, valid 10 minutes, 5 tries, single use. */
export const otpPolicy = { digits: 6, ttlMs: 10 * 60_000, maxAttempts: 5 } as const;

/** The one answer to a wrong, expired, used or missing code (decision 014), on the `code` field. */
export const invalidCode = () => new AppError('OTP_INVALID', { errors: { code: ['errors.OTP_INVALID'] } });

/** A code that passed check(), ready to be consumed. */
export interface VerifiedOtp {
  id: number;
}

/** Bound to the user, so a code can only ever match the account it was sent for. */
const hashCode = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

/** No user has this id (ids start at 1): an unknown email runs the same statement and finds nothing. */
const noUser = 0;

/** One-time codes for a user: issued, checked, consumed. Reusable by any flow that needs an OTP. */
export function createOtpService({ otp, clock }: { otp: OtpRepository; clock: Clock }) {
  return {
    /** A fresh code for the user (older unused codes of that purpose stop working). Returns the code to send. */
    async issue(userId: number, purpose: OtpPurpose): Promise<string> {
      const code = String(randomInt(0, 10 ** otpPolicy.digits)).padStart(otpPolicy.digits, '0');
      const now = clock.now();
      await otp.replace(
        userId,
        purpose,
        hashCode(userId, code).toString('hex'),
        now,
        new Date(now.getTime() + otpPolicy.ttlMs),
      );
      return code;
    },

    /**
     * The user's live code when `code` is it; null when it is wrong, expired, used, out of tries, or the
     * user is unknown (null): one answer, so the caller cannot tell these apart. The try is counted
     * before the comparison and given back when the code matches; does not consume the code.
     */
    async check(userId: number | null, code: string, purpose: OtpPurpose): Promise<VerifiedOtp | null> {
      const record = await otp.reserveTry(userId ?? noUser, purpose, clock.now(), otpPolicy.maxAttempts);
      if (!record || userId === null) return null;
      const expected = Buffer.from(record.codeHash, 'hex');
      if (!timingSafeEqual(hashCode(userId, code), expected)) return null;
      await otp.releaseTry(record.id, clock.now());
      return { id: record.id };
    },

    /**
     * Spec §7's `reset {code, password, password_confirmation}` names no account: the code identifies
     * it, among live codes already checked with their email (check-otp). Exactly one must match; two
     * accounts with the same checked code (one in a million) answer "wrong code" and the user asks again.
     */
    async findChecked(code: string): Promise<(VerifiedOtp & { userId: number }) | null> {
      const matches = (await otp.checkedLive(clock.now())).filter((record) =>
        timingSafeEqual(hashCode(record.userId, code), Buffer.from(record.codeHash, 'hex')),
      );
      return matches.length === 1 ? { id: matches[0]!.id, userId: matches[0]!.userId } : null;
    },

    /**
     * Uses a checked code inside the caller's transaction (the check itself runs before it: PGlite has
     * one connection, so nothing outside `tx` may run inside a transaction). False when another request
     * used it first.
     */
    consume: (verified: VerifiedOtp, tx: Db): Promise<boolean> => otp.consume(verified.id, clock.now(), tx),
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
