import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { clients, users } from './clients-users';
import { id, timestamps } from './columns';

export const attendanceEvents = ['login', 'logout', 'idle_logout'] as const;
export type AttendanceEvent = (typeof attendanceEvents)[number];

/**
 * Sub-users' attendance (issue 9): one row per login, logout and idle logout, written by the team module's
 * attendance service from the auth service. The report reads first in / last out per business day.
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
    event: text('event').$type<AttendanceEvent>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...timestamps(),
  },
  (t) => [
    index('attendances_client_at_idx').on(t.clientId, t.at),
    index('attendances_user_id_idx').on(t.userId),
    check('attendances_event_known', sql`${t.event} in ('login', 'logout', 'idle_logout')`),
  ],
);
