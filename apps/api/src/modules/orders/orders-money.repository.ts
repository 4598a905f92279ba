import { orderStatuses } from '@courier/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderLogs, orders } from '../../db/schema/orders';
import { deliveryNetSql, deliveryOwedSql, owedSql, returnFeeOwedSql } from '../../db/sql/owed';
import { codesWhere, type OwedOrder } from './orders-query.repository';

// The orders repository's money part: what a client is owed (decisions 024, 076), which codes name its
// orders, and a pickup's move of its sent orders (decision 025).

export function createOrderMoneyRepository(db: Db) {
  return {
    /**
     * The client's lines of its next supply (decisions 024, 076): each delivered order not yet supplied
     * (status given: collected = received, the courier's fee = the order's shipping cost, net = their
     * difference) and each return fee not yet deducted (collected 0, fee = the return price, net = −fee),
     * in SQL; an order can owe both (returned, then resent and delivered). With `lock` the orders are
     * locked FOR UPDATE in id order, so concurrent supplies of one client settle each line once.
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
          status: orders.status,
          deliveryOwed: sql<boolean>`${deliveryOwedSql}`,
          returnOwed: sql<boolean>`${returnFeeOwedSql}`,
          collected: sql<string>`coalesce(${orders.receivedAmount}, 0)::numeric(22,2)::text`,
          fee: sql<string>`coalesce(${orders.shippingCost}, 0)::numeric(22,2)::text`,
          net: sql<string>`${deliveryNetSql}::numeric(22,2)::text`,
          returnFee: sql<string>`coalesce(${orders.returnCost}, 0)::numeric(22,2)::text`,
          returnNet: sql<string>`(-coalesce(${orders.returnCost}, 0))::numeric(22,2)::text`,
        })
        .from(orders)
        .where(
          and(
            codes ? codesWhere(clientId, codes) : and(eq(orders.clientId, clientId), eq(orders.test, false)),
            owedSql,
          ),
        )
        .orderBy(asc(orders.id));
      const rows = await (options.lock ? query.for('update') : query);
      return rows.flatMap(({ deliveryOwed, returnOwed, returnFee, returnNet, ...row }) => [
        ...(deliveryOwed ? [{ ...row, kind: 'delivery' as const }] : []),
        ...(returnOwed
          ? [{ ...row, kind: 'return' as const, collected: '0.00', fee: returnFee, net: returnNet }]
          : []),
      ]);
    },

    /**
     * A supply deducted these orders' return fees (decision 076): each is marked with the supply and gets
     * a log row as the staff member (its status does not change), inside the supply's transaction.
     */
    async settleReturnFees(
      clientId: number,
      owed: { id: number; status: number; fee: string }[],
      supplyId: number,
      staffName: string,
      at: Date,
      tx: Db,
    ): Promise<void> {
      if (owed.length === 0) return;
      await tx
        .update(orders)
        .set({ returnFeeSupplyId: supplyId })
        .where(
          and(
            eq(orders.clientId, clientId),
            inArray(
              orders.id,
              owed.map((o) => o.id),
            ),
          ),
        );
      await tx.insert(orderLogs).values(
        owed.map((o) => ({
          orderId: o.id,
          clientId,
          userId: null,
          actor: 'ops',
          actorName: staffName,
          action: 'return_fee',
          fromStatus: o.status,
          toStatus: o.status,
          note: `supply:${supplyId} fee:${o.fee}`,
          createdAt: at,
        })),
      );
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
