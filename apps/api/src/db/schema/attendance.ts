import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients, users } from './clients-users';
import { id, timestamps } from './columns';

/**
 * `session_end`: the session simply ended (idle or absolute expiry, nobody logged out); its `at` is the
 * session's last activity, not when the server noticed (decision 019's amendment).
 */
export const attendanceEvents = ['login', 'logout', 'idle_logout', 'session_end'] as const;
export type AttendanceEvent = (typeof attendanceEvents)[number];

/**
 * Sub-users' attendance (issue 9): one row per login, logout, idle logout and session end, written by the
 * attendance module from the auth service (and its own sweep of ended sessions). The report reads first in
 * / last out per business day. A session has at most one "out" row (the unique index): whoever records
 * its end first wins, every later attempt does nothing.
 */
export const attendances = pgTable(
  'attendances',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session the row belongs to (sessions are deleted a day after they end; the id stays). */
    sessionId: integer('session_id'),
    event: text('event').$type<AttendanceEvent>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...timestamps(),
  },
  (t) => [
    index('attendances_client_at_idx').on(t.clientId, t.at),
    index('attendances_user_id_idx').on(t.userId),
    index('attendances_session_id_idx').on(t.sessionId),
    uniqueIndex('attendances_session_out_unique')
      .on(t.sessionId)
      .where(sql`${t.event} <> 'login'`),
    check('attendances_event_known', sql`${t.event} in ('login', 'logout', 'idle_logout', 'session_end')`),
  ],
);
