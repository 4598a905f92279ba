import { missionStatuses, missionTypes, orderStatuses } from '@courier/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clientSupplyDays, missions, supplies } from '../../db/schema/missions';
import { orders } from '../../db/schema/orders';
import { businessDate, withinBusinessDays } from '../../db/sql/time';

/**
 * The only SQL of the dashboard: the balance (orders and supplies) and the delivered-orders chart. Money
 * is summed in SQL as numeric and answered as text, so no figure ever passes through a float.
 */

/** Delivered: the parcel reached the receiver and the cash was collected (given), or was since supplied (wallet). */
const delivered = [orderStatuses.given, orderStatuses.wallet];
const openStatuses = [missionStatuses.new, missionStatuses.for_captain, missionStatuses.given_for_captain];
const list = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export interface BalanceFigures {
  /** Collected amounts of delivered orders minus their shipping costs. */
  collected: string;
  supplied: string;
  /** collected − supplied. */
  balance: string;
  /** Due date of the earliest open supply mission due today or later. */
  openSupplyDay: string | null;
  hasOpenSupply: boolean;
  /** The next of the client's supply days, from today (Cairo). */
  nextSupplyDay: string | null;
}

export function createDashboardRepository(db: Db) {
  return {
    async balance(clientId: number, today: string, tx: Db = db): Promise<BalanceFigures> {
      const result = (await tx.execute(sql`
        with figures as (
          select
            (select coalesce(sum(coalesce(${orders.receivedAmount}, 0) - coalesce(${orders.shippingCost}, 0)), 0)
               from ${orders}
              where ${orders.clientId} = ${clientId} and ${orders.status} in (${list(delivered)})) as collected,
            (select coalesce(sum(${supplies.amount}), 0) from ${supplies} where ${supplies.clientId} = ${clientId}) as supplied
        )
        select
          collected::numeric(22,2)::text as collected,
          supplied::numeric(22,2)::text as supplied,
          (collected - supplied)::numeric(22,2)::text as balance,
          (select min(${missions.dueDate})::text from ${missions}
            where ${missions.clientId} = ${clientId} and ${missions.type} = ${missionTypes.supply}
              and ${missions.status} in (${list(openStatuses)}) and ${missions.dueDate} >= ${today}::date) as "openSupplyDay",
          exists (select 1 from ${missions}
            where ${missions.clientId} = ${clientId} and ${missions.type} = ${missionTypes.supply}
              and ${missions.status} in (${list(openStatuses)})) as "hasOpenSupply",
          (select min(${today}::date + ((${clientSupplyDays.weekday} - extract(dow from ${today}::date)::int + 7) % 7))::text
             from ${clientSupplyDays} where ${clientSupplyDays.clientId} = ${clientId}) as "nextSupplyDay"
        from figures`)) as unknown as { rows: BalanceFigures[] };
      return result.rows[0]!;
    },

    /** Delivered orders per Cairo day from `from` to `to` (both included), every day present (0 when none). */
    async deliveredPerDay(clientId: number, from: string, to: string, tx: Db = db) {
      const result = (await tx.execute(sql`
        select days.day::date::text as day, coalesce(counted.n, 0)::int as count
          from generate_series(${from}::date, ${to}::date, interval '1 day') as days(day)
          left join (
            select ${businessDate(orders.deliveryDate)} as day, count(*) as n
              from ${orders}
             where ${orders.clientId} = ${clientId}
               and ${orders.status} in (${list(delivered)})
               and ${withinBusinessDays(orders.deliveryDate, from, to)}
             group by 1
          ) counted on counted.day = days.day::date
         order by days.day`)) as unknown as { rows: { day: string; count: number }[] };
      return result.rows;
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
