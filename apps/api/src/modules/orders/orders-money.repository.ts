import { orderStatuses } from '@courier/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderLogs, orders } from '../../db/schema/orders';
import { codesWhere, type OwedOrder } from './orders-query.repository';

// The orders repository's money part: what a client is owed (decision 024), which codes name its
// orders, and a pickup's move of its sent orders (decision 025).

export function createOrderMoneyRepository(db: Db) {
  return {
    /**
     * The client's delivered orders not yet supplied (status given), with the amounts a supply settles:
     * collected (received), the courier's fee (the order's shipping cost, priced from the client's cost
     * table when it was created) and the net, computed in SQL. With `lock` they are locked FOR UPDATE in
     * id order, so concurrent supplies of one client settle each order once; only the given ones match.
     */
    async owed(
      clientId: number,
      codes: string[] | undefined,
      options: { lock: boolean },
      tx: Db = db,
    ): Promise<OwedOrder[]> {
      const query = tx
        .select({
          id: orders.id,
          code: orders.code,
          receiver: orders.receiver,
          deliveryDate: orders.deliveryDate,
          collected: sql<string>`coalesce(${orders.receivedAmount}, 0)::numeric(22,2)::text`,
          fee: sql<string>`coalesce(${orders.shippingCost}, 0)::numeric(22,2)::text`,
          net: sql<string>`(coalesce(${orders.receivedAmount}, 0) - coalesce(${orders.shippingCost}, 0))::numeric(22,2)::text`,
        })
        .from(orders)
        .where(
          and(
            codes ? codesWhere(clientId, codes) : and(eq(orders.clientId, clientId), eq(orders.test, false)),
            eq(orders.status, orderStatuses.given),
          ),
        )
        .orderBy(asc(orders.id));
      return options.lock ? query.for('update') : query;
    },

    /** Which of these codes (or bar codes) name one of the client's orders, and its status. */
    async codesStatus(clientId: number, codes: string[], tx: Db = db) {
      return tx
        .select({ code: orders.code, barCode: orders.barCode, status: orders.status })
        .from(orders)
        .where(codesWhere(clientId, codes));
    },

    /**
     * A pickup executed by the courier (issue 7 §3): of these orders of the client, the ones still `sent`
     * (locked, so a concurrent move cannot slip in) go to `underway`, each with its log row written as
     * the staff member. Answers the orders moved.
     */
    async pickUp(
      clientId: number,
      ids: number[],
      staff: { name: string; note: string | null },
      at: Date,
      tx: Db,
    ): Promise<{ id: number; code: string }[]> {
      if (ids.length === 0) return [];
      const sent = orderStatuses.sent;
      const locked = await tx
        .select({ id: orders.id, code: orders.code })
        .from(orders)
        .where(and(eq(orders.clientId, clientId), inArray(orders.id, ids), eq(orders.status, sent)))
        .orderBy(asc(orders.id))
        .for('update');
      if (locked.length === 0) return [];
      const moved = locked.map((o) => o.id);
      await tx
        .update(orders)
        .set({ status: orderStatuses.underway, updatedAt: at })
        .where(and(eq(orders.clientId, clientId), inArray(orders.id, moved)));
      await tx.insert(orderLogs).values(
        moved.map((orderId) => ({
          orderId,
          clientId,
          userId: null,
          actor: 'ops',
          actorName: staff.name,
          action: 'pick_up',
          fromStatus: sent,
          toStatus: orderStatuses.underway,
          note: staff.note,
          createdAt: at,
        })),
      );
      return locked;
    },
  };
}
