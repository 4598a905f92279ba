import type { AttendanceDay } from '@courier/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { attendances, type AttendanceEvent } from '../../db/schema/attendance';
import { users } from '../../db/schema/clients-users';
import { businessDate, businessLocalMinute, withinBusinessDays } from '../../db/sql/time';

export interface AttendanceEntry {
  clientId: number;
  userId: number;
  event: AttendanceEvent;
  at: Date;
  latitude: number | null;
  longitude: number | null;
}

/** The only SQL on attendances. */
export function createAttendanceRepository(db: Db) {
  return {
    async insert(entry: AttendanceEntry): Promise<void> {
      await db.insert(attendances).values(entry);
    },

    /**
     * Per sub-user and Cairo business day: the first login, the last logout or idle logout after it, and
     * the hours between them (numeric, two places). A day with a login but no logout yet has no end.
     */
    async report(clientId: number, from: string, to: string): Promise<AttendanceDay[]> {
      const day = businessDate(attendances.at);
      const firstIn = sql`min(${attendances.at}) filter (where ${attendances.event} = 'login')`;
      const lastOut = sql`max(${attendances.at}) filter (where ${attendances.event} <> 'login')`;
      const ended = sql`(${lastOut} > ${firstIn})`;
      const rows = await db
        .select({
          user_id: users.id,
          name: users.name,
          email: users.email,
          day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
          first_in: sql<string>`${businessLocalMinute(firstIn)}`,
          last_out: sql<string | null>`case when ${ended} then ${businessLocalMinute(lastOut)} end`,
          hours: sql<
            string | null
          >`case when ${ended} then round((extract(epoch from ${lastOut} - ${firstIn}) / 3600)::numeric, 2)::text end`,
        })
        .from(attendances)
        .innerJoin(users, eq(users.id, attendances.userId))
        .where(and(eq(attendances.clientId, clientId), withinBusinessDays(attendances.at, from, to)))
        .groupBy(users.id, users.name, users.email, day)
        .having(sql`${firstIn} is not null`)
        .orderBy(asc(day), asc(users.name), asc(users.id));
      return rows;
    },
  };
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
