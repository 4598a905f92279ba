import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderDeliveriesPerDay } from '../../db/schema/orders';

/** The only SQL of the dashboard: the delivered-orders chart (the balance is the supplies module's). */

/** Prepared: planning it cost more than running it (docs/quality.md P9, the balance's note in supplies). */
function deliveredQuery(source: Db) {
  const day = sql`days.day`;
  return source
    .select({
      day: sql<string>`${day}::date::text`,
      count: sql<number>`coalesce(sum(${orderDeliveriesPerDay.count}), 0)::int`,
    })
    .from(
      sql`generate_series(${sql.placeholder('from')}::date, ${sql.placeholder('to')}::date, interval '1 day') as days(day)
        left join ${orderDeliveriesPerDay}
          on ${orderDeliveriesPerDay.clientId} = ${sql.placeholder('clientId')} and ${orderDeliveriesPerDay.day} = ${day}::date`,
    )
    .groupBy(day)
    .orderBy(day)
    .prepare('dashboard_delivered_per_day');
}

export function createDashboardRepository(db: Db) {
  const deliveredStatement = deliveredQuery(db);
  return {
    /**
     * Delivered orders (given, wallet) per Cairo day from `from` to `to` (both included), every day present
     * (0 when none). Read from the per-day counts the orders' triggers keep (decision 035), not the orders.
     */
    async deliveredPerDay(clientId: number, from: string, to: string, tx: Db = db) {
      const statement = tx === db ? deliveredStatement : deliveredQuery(tx);
      return statement.execute({ clientId, from, to });
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
