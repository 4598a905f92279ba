import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { missionOrders } from '../../db/schema/missions';
import { orders } from '../../db/schema/orders';
import { ordersOfMission, returnStatuses, totalsColumns } from './missions-query.repository';

// The missions repository's orders part: the orders a mission carries and their sums (the papers, the
// previews and the supply's amount), computed in SQL.

export function createMissionOrdersRepository(db: Db) {
  return {
    /** A page of the mission's order ids, newest first, and how many it carries. */
    async orderIds(
      clientId: number,
      missionId: number,
      page: { offset: number; limit: number },
      tx: Db = db,
    ) {
      const where = and(eq(missionOrders.clientId, clientId), eq(missionOrders.missionId, missionId));
      const [rows, [total]] = await Promise.all([
        tx
          .select({ id: missionOrders.orderId })
          .from(missionOrders)
          .where(where)
          .orderBy(desc(missionOrders.orderId))
          .limit(page.limit)
          .offset(page.offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(missionOrders)
          .where(where),
      ]);
      return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
    },

    /** Sums over the mission's orders (or only its returned ones), computed in SQL. */
    async totals(clientId: number, missionId: number, onlyReturns = false, tx: Db = db) {
      const [row] = await tx
        .select(totalsColumns)
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            ordersOfMission(clientId, missionId),
            onlyReturns ? inArray(orders.status, returnStatuses) : undefined,
          ),
        );
      return row!;
    },

    async ordersByStatus(clientId: number, missionId: number, tx: Db = db) {
      return tx
        .select({ status: orders.status, count: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.clientId, clientId), ordersOfMission(clientId, missionId)))
        .groupBy(orders.status)
        .orderBy(asc(orders.status));
    },

    async returnedOrders(clientId: number, missionId: number, limit: number, tx: Db = db) {
      return tx
        .select({
          id: orders.id,
          code: orders.code,
          receiver: orders.receiver,
          status: orders.status,
          returnReason: orders.returnReason,
          returnToSenderDate: orders.returnToSenderDate,
        })
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            ordersOfMission(clientId, missionId),
            inArray(orders.status, returnStatuses),
          ),
        )
        .orderBy(desc(orders.id))
        .limit(limit);
    },
  };
}
