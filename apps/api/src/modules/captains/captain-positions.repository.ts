import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
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
     * Keeps the fix when it is newer than the one kept (a late, older one is dropped), in one statement
     * that also names the captain for the desk's event; null when it was not kept: no consent, or stale.
     */
    async record(
      captainId: number,
      fix: { lat: number; lng: number; accuracy: number | null; at: Date },
      now: Date,
    ): Promise<{ name: string; phone: string } | null> {
      const { rows } = (await db.execute(
        sql`update ${captainPositions} p
               set lat = ${fix.lat}, lng = ${fix.lng}, accuracy = ${fix.accuracy}, at = ${fix.at.toISOString()},
                   updated_at = ${now.toISOString()}
              from ${captains} c
             where c.id = p.captain_id and p.captain_id = ${captainId}
               and (p.at is null or p.at < ${fix.at.toISOString()})
         returning c.name, c.phone`,
      )) as unknown as { rows: { name: string; phone: string }[] };
      return rows[0] ?? null;
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
  };
}

export type CaptainPositionsRepository = ReturnType<typeof createCaptainPositionsRepository>;
