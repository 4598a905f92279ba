import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { otpCodes } from '../../db/schema/otp';

export interface OtpRecord {
  id: number;
  codeHash: string;
  expiresAt: Date;
  attempts: number;
}

/** The only SQL on otp_codes. */
export function createOtpRepository(db: Db) {
  return {
    /** Stores a new code and voids the user's older unused ones, in one transaction. */
    async replace(userId: number, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(otpCodes)
          .set({ usedAt: now })
          .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt)));
        await tx.insert(otpCodes).values({ userId, codeHash, expiresAt });
      });
    },

    /** The user's newest unused code (at most one exists, see replace). */
    async findUnused(userId: number): Promise<OtpRecord | null> {
      const [row] = await db
        .select({
          id: otpCodes.id,
          codeHash: otpCodes.codeHash,
          expiresAt: otpCodes.expiresAt,
          attempts: otpCodes.attempts,
        })
        .from(otpCodes)
        .where(and(eq(otpCodes.userId, userId), isNull(otpCodes.usedAt)))
        .orderBy(desc(otpCodes.id))
        .limit(1);
      return row ?? null;
    },

    /** Counts a wrong try atomically; returns the new number of attempts. */
    async addAttempt(id: number): Promise<number> {
      const [row] = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, id))
        .returning({ attempts: otpCodes.attempts });
      return row?.attempts ?? Number.MAX_SAFE_INTEGER;
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
