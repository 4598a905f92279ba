import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { authThrottle } from '../../db/schema/otp';

export interface ThrottleWindow {
  count: number;
  windowStart: Date;
}

/** The only SQL on auth_throttle: fixed-window counters shared by every API instance. */
export function createThrottleRepository(db: Db) {
  return {
    /** Counts one event atomically: a window that started before `windowFloor` restarts at `now` with 1. */
    async hit(key: string, now: Date, windowFloor: Date): Promise<ThrottleWindow> {
      const expired = sql`${authThrottle.windowStart} <= ${windowFloor.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(authThrottle)
        .values({ key, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            count: sql`case when ${expired} then 1 else ${authThrottle.count} + 1 end`,
            windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${authThrottle.windowStart} end`,
            updatedAt: now,
          },
        })
        .returning({ count: authThrottle.count, windowStart: authThrottle.windowStart });
      if (!row) throw new Error('throttle upsert returned no row');
      return row;
    },

    /**
     * Gives one counted event back (an attempt that succeeded, or was never checked). Only to the window
     * it was counted in, and never below zero.
     */
    async release(key: string, windowStart: Date, now: Date): Promise<void> {
      await db
        .update(authThrottle)
        .set({ count: sql`greatest(${authThrottle.count} - 1, 0)`, updatedAt: now })
        .where(and(eq(authThrottle.key, key), eq(authThrottle.windowStart, windowStart)));
    },

    async clear(key: string): Promise<void> {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },

    /** Deletes counting windows that started before `cutoff`; returns how many. */
    async deleteStartedBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(authThrottle)
        .where(lt(authThrottle.windowStart, cutoff))
        .returning({ key: authThrottle.key });
      return rows.length;
    },
  };
}

export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
