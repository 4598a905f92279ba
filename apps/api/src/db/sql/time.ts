import { businessTimeZone } from '@courier/contracts';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * The courier's business day is Cairo's, whatever the database server's zone: every "day" a client
 * types or sees (filters, exports, the dashboard's chart) is cut here, and only here.
 */
const zone = sql.raw(`'${businessTimeZone.replace(/'/g, "''")}'`);

/** The instant a business day (YYYY-MM-DD) starts, moved by `plusDays`. */
export const businessDayStart = (day: string, plusDays = 0): SQL =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${zone})`;

/** `column` falls within the business days `from` to `to`, both included (an index range, no function). */
export const withinBusinessDays = (column: AnyColumn | SQL, from: string, to: string): SQL =>
  sql`(${column} >= ${businessDayStart(from)} and ${column} < ${businessDayStart(to, 1)})`;

/** `column` falls on the business day `day`. */
export const onBusinessDay = (column: AnyColumn | SQL, day: string): SQL =>
  withinBusinessDays(column, day, day);

/** The business day a timestamp falls on, as a date. */
export const businessDate = (column: AnyColumn | SQL): SQL => sql`(${column} at time zone ${zone})::date`;

/** A timestamp as the business zone's local 'YYYY-MM-DD HH24:MI'. */
export const businessLocalMinute = (column: AnyColumn | SQL): SQL =>
  sql`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD HH24:MI')`;
