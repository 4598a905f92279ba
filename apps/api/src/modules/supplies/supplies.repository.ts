import { missionStatuses, missionTypes, orderStatuses } from '@courier/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clientSupplyDays, missions, supplies } from '../../db/schema/missions';
import { orders } from '../../db/schema/orders';

/**
 * The only SQL of the balance: what the courier holds for a client (delivered orders' cash minus what was
 * supplied) and its supply days. Money is summed in SQL as numeric and answered as text, so no figure
 * ever passes through a float.
 */

/** Delivered: the parcel reached the receiver and the cash was collected (given), or was since supplied (wallet). */
const delivered = [orderStatuses.given, orderStatuses.wallet];
const openStatuses = [missionStatuses.new, missionStatuses.for_captain, missionStatuses.given_for_captain];

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

export function createSuppliesRepository(db: Db) {
  return {
    async balance(clientId: number, today: string, tx: Db = db): Promise<BalanceFigures> {
      const result = (await tx.execute(sql`
        with figures as (
          select
            (select coalesce(sum(coalesce(${orders.receivedAmount}, 0) - coalesce(${orders.shippingCost}, 0)), 0)
               from ${orders}
              where ${orders.clientId} = ${clientId} and ${inArray(orders.status, delivered)}) as collected,
            (select coalesce(sum(${supplies.amount}), 0) from ${supplies} where ${supplies.clientId} = ${clientId}) as supplied
        )
        select
          collected::numeric(22,2)::text as collected,
          supplied::numeric(22,2)::text as supplied,
          (collected - supplied)::numeric(22,2)::text as balance,
          (select min(${missions.dueDate})::text from ${missions}
            where ${missions.clientId} = ${clientId} and ${missions.type} = ${missionTypes.supply}
              and ${inArray(missions.status, openStatuses)} and ${missions.dueDate} >= ${today}::date) as "openSupplyDay",
          exists (select 1 from ${missions}
            where ${missions.clientId} = ${clientId} and ${missions.type} = ${missionTypes.supply}
              and ${inArray(missions.status, openStatuses)}) as "hasOpenSupply",
          (select min(${today}::date + ((${clientSupplyDays.weekday} - extract(dow from ${today}::date)::int + 7) % 7))::text
             from ${clientSupplyDays} where ${clientSupplyDays.clientId} = ${clientId}) as "nextSupplyDay"
        from figures`)) as unknown as { rows: BalanceFigures[] };
      return result.rows[0]!;
    },
  };
}

export type SuppliesRepository = ReturnType<typeof createSuppliesRepository>;
