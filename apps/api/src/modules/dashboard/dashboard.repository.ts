import { orderStatuses } from '@courier/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { businessDate, withinBusinessDays } from '../../db/sql/time';

/** The only SQL of the dashboard: the delivered-orders chart (the balance is the supplies module's). */

/** Delivered: the parcel reached the receiver and the cash was collected (given), or was since supplied (wallet). */
const delivered = [orderStatuses.given, orderStatuses.wallet];

export function createDashboardRepository(db: Db) {
  return {
    /** Delivered orders per Cairo day from `from` to `to` (both included), every day present (0 when none). */
    async deliveredPerDay(clientId: number, from: string, to: string, tx: Db = db) {
      const result = (await tx.execute(sql`
        select days.day::date::text as day, coalesce(counted.n, 0)::int as count
          from generate_series(${from}::date, ${to}::date, interval '1 day') as days(day)
          left join (
            select ${businessDate(orders.deliveryDate)} as day, count(*) as n
              from ${orders}
             where ${orders.clientId} = ${clientId}
               and ${inArray(orders.status, delivered)}
               and ${withinBusinessDays(orders.deliveryDate, from, to)}
             group by 1
          ) counted on counted.day = days.day::date
         order by days.day`)) as unknown as { rows: { day: string; count: number }[] };
      return result.rows;
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
