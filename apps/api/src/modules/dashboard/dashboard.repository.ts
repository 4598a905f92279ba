import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderDeliveriesPerDay } from '../../db/schema/orders';

/** The only SQL of the dashboard: the delivered-orders chart (the balance is the supplies module's). */

export function createDashboardRepository(db: Db) {
  return {
    /**
     * Delivered orders (given, wallet) per Cairo day from `from` to `to` (both included), every day present
     * (0 when none). Read from the per-day counts the orders' triggers keep (decision 035), not the orders.
     */
    async deliveredPerDay(clientId: number, from: string, to: string, tx: Db = db) {
      const result = (await tx.execute(sql`
        select days.day::date::text as day, coalesce(sum(${orderDeliveriesPerDay.count}), 0)::int as count
          from generate_series(${from}::date, ${to}::date, interval '1 day') as days(day)
          left join ${orderDeliveriesPerDay}
            on ${orderDeliveriesPerDay.clientId} = ${clientId} and ${orderDeliveriesPerDay.day} = days.day::date
         group by days.day
         order by days.day`)) as unknown as { rows: { day: string; count: number }[] };
      return result.rows;
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
