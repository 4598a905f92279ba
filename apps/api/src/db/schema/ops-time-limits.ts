import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff';

/**
 * The time limits per stage that flag orders and requests overdue (issue 36 §7, decision 060): one row
 * (id 1), set by staff admins. The defaults are the migration's; the orders module owns the table.
 */
export const opsTimeLimits = pgTable(
  'ops_time_limits',
  {
    id: smallint('id').primaryKey().default(1),
    sentHours: integer('sent_hours').notNull().default(48),
    captainDays: integer('captain_days').notNull().default(3),
    delayedDays: integer('delayed_days').notNull().default(1),
    requestHours: integer('request_hours').notNull().default(24),
    updatedBy: integer('updated_by').references(() => staff.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [check('ops_time_limits_one_row', sql`${t.id} = 1`)],
);
