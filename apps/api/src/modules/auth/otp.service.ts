import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { OtpRepository } from './otp.repository';

/** QUALITY R6 and DESIGN §4: 6 digits from a CSPRNG, valid 10 minutes, 5 tries, single use. */
export const otpPolicy = { digits: 6, ttlMs: 10 * 60_000, maxAttempts: 5 } as const;

/** A code that passed check(), ready to be consumed. */
export interface VerifiedOtp {
  id: number;
}

/** Bound to the user, so a code can only ever match the account it was sent for. */
const hashCode = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

/** One-time codes for a user: issued, checked, consumed. Reusable by any flow that needs an OTP. */
export function createOtpService({ otp, clock }: { otp: OtpRepository; clock: Clock }) {
  /** The live code, or the error that explains why there is none. Counts a wrong try. */
  async function matching(userId: number, code: string) {
    const record = await otp.findUnused(userId);
    const now = clock.now();
    if (!record || record.expiresAt <= now) throw new AppError('OTP_EXPIRED');
    if (record.attempts >= otpPolicy.maxAttempts) throw new AppError('OTP_TOO_MANY_ATTEMPTS');
    const expected = Buffer.from(record.codeHash, 'hex');
    if (!timingSafeEqual(hashCode(userId, code), expected)) {
      // Counted; once maxAttempts wrong tries are spent, the check above refuses even the right code.
      await otp.addAttempt(record.id);
      throw new AppError('OTP_INVALID', { errors: { code: ['errors.OTP_INVALID'] } });
    }
    return record;
  }

  return {
    /** A fresh code for the user (older unused codes stop working). Returns the code to send. */
    async issue(userId: number): Promise<string> {
      const code = String(randomInt(0, 10 ** otpPolicy.digits)).padStart(otpPolicy.digits, '0');
      const now = clock.now();
      await otp.replace(
        userId,
        hashCode(userId, code).toString('hex'),
        now,
        new Date(now.getTime() + otpPolicy.ttlMs),
      );
      return code;
    },

    /** Throws OTP_EXPIRED / OTP_INVALID / OTP_TOO_MANY_ATTEMPTS unless the code is live; does not consume it. */
    async check(userId: number, code: string): Promise<VerifiedOtp> {
      const record = await matching(userId, code);
      return { id: record.id };
    },

    /**
     * Uses a checked code inside the caller's transaction (the check itself runs before it: PGlite has
     * one connection, so nothing outside `tx` may run inside a transaction).
     */
    async consume(verified: VerifiedOtp, tx: Db): Promise<void> {
      if (!(await otp.consume(verified.id, clock.now(), tx))) throw new AppError('OTP_EXPIRED');
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
