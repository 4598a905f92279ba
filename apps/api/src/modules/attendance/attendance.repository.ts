import type { AttendanceDay } from '@courier/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { attendances, type AttendanceEvent } from '../../db/schema/attendance';
import { users } from '../../db/schema/clients-users';
import { sessions } from '../../db/schema/sessions';
import { businessDate, businessLocalMinute, withinBusinessDays } from '../../db/sql/time';

export interface AttendanceEntry {
  clientId: number;
  userId: number;
  sessionId: number;
  event: AttendanceEvent;
  at: Date;
  latitude: number | null;
  longitude: number | null;
}

/** The only SQL on attendances. */
export function createAttendanceRepository(db: Db) {
  return {
    /** A second "out" of one session does nothing (the first recorded end stands). */
    async insert(entry: AttendanceEntry): Promise<void> {
      await db.insert(attendances).values(entry).onConflictDoNothing();
    },

    /**
     * Records `session_end` for every sub-user session (of `scope`) that ended without a logout — idle or
     * absolute expiry, or revoked (the admin's revoke_token, removal or new password, another device's
     * password change) — and has no "out" yet, at its last activity: the session's `last_seen_at`, never
     * before its login row. The unique index makes this exactly once, whoever notices first (a request
     * with the dead token, the socket sweep, the report, the hourly housekeeping). Returns how many.
     */
    async recordSessionEnds(
      scope: { clientId: number } | { sessionId: number } | 'all',
      now: Date,
      idleTimeoutMs: number,
    ): Promise<number> {
      const scoped =
        scope === 'all'
          ? sql``
          : 'clientId' in scope
            ? sql`and u.client_id = ${scope.clientId}`
            : sql`and s.id = ${scope.sessionId}`;
      const result = (await db.execute(sql`
        insert into ${attendances} (client_id, user_id, session_id, event, at)
        select u.client_id, s.user_id, s.id, 'session_end',
               greatest(s.last_seen_at, coalesce(
                 (select max(l.at) from ${attendances} l where l.session_id = s.id and l.event = 'login'),
                 s.last_seen_at))
          from ${sessions} s
          join ${users} u on u.id = s.user_id
         where not u.is_main
           and (s.revoked_at is not null
                or least(s.expires_at, s.last_seen_at + ${idleTimeoutMs} * interval '1 millisecond') <= ${now.toISOString()}::timestamptz)
           and not exists (
             select 1 from ${attendances} o where o.session_id = s.id and o.event <> 'login')
           ${scoped}
        on conflict do nothing
        returning id`)) as unknown as { rows: unknown[] };
      return result.rows.length;
    },

    /**
     * Per sub-user and Cairo business day: the first login, the last logout, idle logout or session end
     * not before it, and the hours between them (numeric, two places). A day with a login but no out yet
     * has no end.
     */
    async report(clientId: number, from: string, to: string): Promise<AttendanceDay[]> {
      const day = businessDate(attendances.at);
      const firstIn = sql`min(${attendances.at}) filter (where ${attendances.event} = 'login')`;
      const lastOut = sql`max(${attendances.at}) filter (where ${attendances.event} <> 'login')`;
      const ended = sql`(${lastOut} >= ${firstIn})`;
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
