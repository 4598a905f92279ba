import { missionStatuses, missionTypes } from '@courier/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { missionOrders, missions } from '../../db/schema/missions';
import { orders } from '../../db/schema/orders';
import { owedNetSql, owedSql } from '../../db/sql/owed';

/**
 * The SQL of supply missions as the one money path sees them (decision 052): the open ones of a client,
 * locked; and what one still owes (its carried orders still delivered and unsettled, or, for a mission
 * that carries none, every such order of the client).
 */

const openStatuses = [missionStatuses.new, missionStatuses.for_captain, missionStatuses.given_for_captain];

export interface OpenSupplyMission {
  id: number;
  clientId: number;
  code: string;
  status: number;
  paymentWayId: number | null;
}

/** The owed orders (a delivery's cash, a return fee: decision 076) a supply mission still settles. */
const owedBy = (missionId: number, clientId: number) => sql`
  ${orders.clientId} = ${clientId} and ${owedSql}
  and (not exists (select 1 from ${missionOrders} where ${missionOrders.missionId} = ${missionId})
       or ${orders.id} in (select ${missionOrders.orderId} from ${missionOrders}
                           where ${missionOrders.missionId} = ${missionId}))`;

export function createSupplyMissionsRepository() {
  return {
    /** The client's open supply missions, locked FOR UPDATE in id order (the first lock of every money path). */
    async lockOpen(clientId: number, tx: Db): Promise<OpenSupplyMission[]> {
      return tx
        .select({
          id: missions.id,
          clientId: missions.clientId,
          code: missions.code,
          status: missions.status,
          paymentWayId: missions.paymentWayId,
        })
        .from(missions)
        .where(
          and(
            eq(missions.clientId, clientId),
            eq(missions.type, missionTypes.supply),
            inArray(missions.status, openStatuses),
          ),
        )
        .orderBy(asc(missions.id))
        .for('update');
    },

    /** The codes of the orders the mission still owes, and their Σ net (received − fee − return fee), exact. */
    async owed(missionId: number, clientId: number, tx: Db): Promise<{ codes: string[]; net: string }> {
      const rows = await tx
        .select({ code: orders.code })
        .from(orders)
        .where(owedBy(missionId, clientId))
        .orderBy(asc(orders.id));
      const [sum] = await tx
        .select({
          net: sql<string>`coalesce(sum(${owedNetSql}), 0)::numeric(22,2)::text`,
        })
        .from(orders)
        .where(owedBy(missionId, clientId));
      return { codes: rows.map((r) => r.code), net: sum!.net };
    },

    async setAmount(missionId: number, amount: string, now: Date, tx: Db): Promise<void> {
      await tx.update(missions).set({ amount, updatedAt: now }).where(eq(missions.id, missionId));
    },
  };
}

export type SupplyMissionsRepository = ReturnType<typeof createSupplyMissionsRepository>;
