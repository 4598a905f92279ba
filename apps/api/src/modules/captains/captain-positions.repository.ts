import { and, eq, gt, isNotNull, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { captainPositions } from '../../db/schema/captain-positions';
import { captains } from '../../db/schema/ops';

/** The only SQL of captains' positions (decision 066): one row per consenting captain, the newest fix. */
export function createCaptainPositionsRepository(db: Db) {
  return {
    async consentedAt(captainId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: captainPositions.consentedAt })
        .from(captainPositions)
        .where(eq(captainPositions.captainId, captainId));
      return row?.at ?? null;
    },

    async consent(captainId: number, at: Date): Promise<void> {
      await db
        .insert(captainPositions)
        .values({ captainId, consentedAt: at, createdAt: at, updatedAt: at })
        .onConflictDoNothing();
    },

    /** Withdrawn: the row goes, and the position with it. */
    async withdraw(captainId: number): Promise<void> {
      await db.delete(captainPositions).where(eq(captainPositions.captainId, captainId));
    },

    /**
     * Keeps the fix when it is newer than the one kept (a late, older one is dropped); false when it was
     * not kept: no consent, or stale.
     */
    async record(
      captainId: number,
      fix: { lat: number; lng: number; accuracy: number | null; at: Date },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(captainPositions)
        .set({ lat: fix.lat, lng: fix.lng, accuracy: fix.accuracy, at: fix.at, updatedAt: now })
        .where(
          and(
            eq(captainPositions.captainId, captainId),
            or(isNull(captainPositions.at), sql`${captainPositions.at} < ${fix.at}`),
          ),
        )
        .returning({ id: captainPositions.captainId });
      return rows.length > 0;
    },

    /** Active captains with a fix since `since`, for the console's map. */
    latest: (since: Date) =>
      db
        .select({
          captain_id: captainPositions.captainId,
          name: captains.name,
          phone: captains.phone,
          lat: sql<number>`${captainPositions.lat}`,
          lng: sql<number>`${captainPositions.lng}`,
          accuracy: captainPositions.accuracy,
          at: sql<Date>`${captainPositions.at}`,
        })
        .from(captainPositions)
        .innerJoin(captains, eq(captains.id, captainPositions.captainId))
        .where(and(eq(captains.active, true), isNotNull(captainPositions.at), gt(captainPositions.at, since)))
        .orderBy(captains.name)
        .limit(2_000),

    async captain(captainId: number) {
      const [row] = await db
        .select({ name: captains.name, phone: captains.phone })
        .from(captains)
        .where(eq(captains.id, captainId));
      return row;
    },
  };
}

export type CaptainPositionsRepository = ReturnType<typeof createCaptainPositionsRepository>;
