import { missionTypes, orderStatuses } from '@courier/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { updateWithLog } from '../../db/sql/logged-update';
import type { TransitionStore } from '../../db/transition';
import { clients } from '../../db/schema/clients-users';
import { missionLogs, missionOrders, missions } from '../../db/schema/missions';
import { orders } from '../../db/schema/orders';
import {
  canceled,
  type MissionActor,
  type MissionInsert,
  type MissionLogInsert,
  type MissionRecord,
  type MissionUpdate,
} from './missions-query.repository';

// The missions repository's writing part: a mission as `transition()` moves it (client or staff), its
// insert and log rows, and the orders a supply or pickup links to it.

export function createMissionActionsRepository() {
  return {
    /**
     * One of the client's missions as `transition()` moves it: locked FOR UPDATE (concurrent actions on
     * one mission run one at a time), updated and logged, every statement within the client.
     */
    movable(
      actor: MissionActor,
      id: number,
    ): TransitionStore<MissionRecord, MissionUpdate, MissionLogInsert> {
      const own = and(eq(missions.clientId, actor.clientId), eq(missions.id, id));
      return {
        lock: async (tx) => (await tx.select().from(missions).where(own).for('update'))[0],
        write: (values, entry, tx, also, answer) =>
          updateWithLog(
            tx,
            tx.update(missions).set(values).where(own),
            tx.insert(missionLogs).values({ ...entry, missionId: id, clientId: actor.clientId }),
            also,
            answer,
          ),
      };
    },

    /** Serialises a client's supply requests (one open supply at a time). */
    async lockClient(clientId: number, tx: Db) {
      await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
    },

    async insert(actor: MissionActor, values: MissionInsert, tx: Db) {
      const [row] = await tx
        .insert(missions)
        .values({ ...values, clientId: actor.clientId, userId: actor.userId })
        .returning({ id: missions.id, code: missions.code });
      return row!;
    },

    async addLog(actor: MissionActor, missionId: number, entry: MissionLogInsert, tx: Db) {
      await tx.insert(missionLogs).values({ ...entry, missionId, clientId: actor.clientId });
    },

    /**
     * Links the client's delivered orders whose cash no supply carries yet (none, or only canceled ones)
     * to a new supply mission, in one statement.
     */
    async linkUnsuppliedOrders(clientId: number, missionId: number, tx: Db): Promise<number> {
      const result = (await tx.execute(sql`
        insert into ${missionOrders} (mission_id, order_id, client_id)
        select ${missionId}, o.id, o.client_id from ${orders} o
        where o.client_id = ${clientId} and o.status = ${orderStatuses.given}
          and not exists (
            select 1 from ${missionOrders} mo join ${missions} m on m.id = mo.mission_id
            where mo.order_id = o.id and m.type = ${missionTypes.supply}
              and m.status not in (${sql.join(canceled, sql`, `)}))
        on conflict do nothing`)) as unknown as { rowCount?: number; affectedRows?: number };
      return result.rowCount ?? result.affectedRows ?? 0;
    },

    /** One mission (any client) as `transition()` moves it for staff: locked, updated, logged. */
    opsMovable(id: number): TransitionStore<MissionRecord, MissionUpdate, MissionLogInsert> {
      const one = eq(missions.id, id);
      let clientId = 0;
      return {
        lock: async (tx) => {
          // The client first, then the mission: the lock order of every money path (decision 052). A
          // supply mission's execution settles the client's supply; the desk's supply locks the client,
          // then its open missions. Mission first here deadlocked with it on PostgreSQL.
          const owner = tx.select({ id: missions.clientId }).from(missions).where(one);
          await tx
            .select({ id: clients.id })
            .from(clients)
            .where(sql`${clients.id} = (${owner})`)
            .for('update');
          const [row] = await tx.select().from(missions).where(one).for('update');
          clientId = row?.clientId ?? 0;
          return row;
        },
        write: (values, entry, tx, also, answer) =>
          updateWithLog(
            tx,
            tx.update(missions).set(values).where(one),
            tx.insert(missionLogs).values({ ...entry, missionId: id, clientId }),
            also,
            answer,
          ),
      };
    },

    /**
     * The client's orders a pickup collects: `sent` orders that no other pickup (receiving, or receiving
     * and returns) still open or executed carries.
     */
    async pickupCandidates(clientId: number, missionId: number, tx: Db): Promise<number[]> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            eq(orders.status, orderStatuses.sent),
            sql`not exists (select 1 from ${missionOrders} mo join ${missions} m on m.id = mo.mission_id
              where mo.order_id = "orders"."id" and m.id <> ${missionId}
                and m.type in (${missionTypes.receiving}, ${missionTypes.receiving_and_returns})
                and m.status not in (${sql.join(canceled, sql`, `)}))`,
          ),
        )
        .orderBy(asc(orders.id))
        .limit(10_000);
      return rows.map((r) => r.id);
    },

    async linkOrders(clientId: number, missionId: number, orderIds: number[], tx: Db) {
      if (orderIds.length === 0) return;
      await tx
        .insert(missionOrders)
        .values(orderIds.map((orderId) => ({ missionId, orderId, clientId })))
        .onConflictDoNothing();
    },
  };
}
