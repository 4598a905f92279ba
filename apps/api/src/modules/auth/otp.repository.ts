import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { otpCodes, type OtpPurpose } from '../../db/schema/otp';

export type { OtpPurpose };

export interface OtpRecord {
  id: number;
  codeHash: string;
}

/** The only SQL on otp_codes. */
export function createOtpRepository(db: Db) {
  return {
    /** Stores a new code and voids the user's older unused ones of the same purpose, in one transaction. */
    async replace(
      userId: number,
      purpose: OtpPurpose,
      codeHash: string,
      now: Date,
      expiresAt: Date,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(otpCodes)
          .set({ usedAt: now })
          .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)));
        await tx.insert(otpCodes).values({ userId, purpose, codeHash, expiresAt });
      });
    },

    /**
     * Counts one try on the user's newest unused code, if it is live and has tries left, and returns it;
     * null otherwise. One statement, so parallel tries each take their own (the check-then-count race
     * would let a burst of codes all be compared).
     */
    async reserveTry(
      userId: number,
      purpose: OtpPurpose,
      now: Date,
      maxAttempts: number,
    ): Promise<OtpRecord | null> {
      const newest = db
        .select({ id: otpCodes.id })
        .from(otpCodes)
        .where(and(eq(otpCodes.userId, userId), eq(otpCodes.purpose, purpose), isNull(otpCodes.usedAt)))
        .orderBy(desc(otpCodes.id))
        .limit(1);
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(
          and(inArray(otpCodes.id, newest), gt(otpCodes.expiresAt, now), lt(otpCodes.attempts, maxAttempts)),
        )
        .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });
      return row ?? null;
    },

    /** Gives back the try of a code that matched (a right code costs no try) and marks it checked. */
    async releaseTry(id: number, now: Date): Promise<void> {
      await db
        .update(otpCodes)
        .set({
          attempts: sql`greatest(${otpCodes.attempts} - 1, 0)`,
          checkedAt: sql`coalesce(${otpCodes.checkedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(otpCodes.id, id));
    },

    /** Live reset codes their owner has already checked (a few at a time: they live 10 minutes). */
    async checkedLive(now: Date): Promise<(OtpRecord & { userId: number })[]> {
      return db
        .select({ id: otpCodes.id, userId: otpCodes.userId, codeHash: otpCodes.codeHash })
        .from(otpCodes)
        .where(
          and(
            eq(otpCodes.purpose, 'reset'),
            isNull(otpCodes.usedAt),
            gt(otpCodes.expiresAt, now),
            isNotNull(otpCodes.checkedAt),
          ),
        )
        .limit(10_000);
    },

    /** Marks the code used; false when another request used it first (single use under concurrency). */
    async consume(id: number, at: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(otpCodes)
        .set({ usedAt: at })
        .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt)))
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },

    /** Deletes codes that expired before `cutoff`; returns how many. */
    async deleteExpiredBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(otpCodes)
        .where(lt(otpCodes.expiresAt, cutoff))
        .returning({ id: otpCodes.id });
      return rows.length;
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
