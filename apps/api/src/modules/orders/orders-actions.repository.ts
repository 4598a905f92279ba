import type { Language, ReasonTypeCode } from '@courier/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { TransitionStore } from '../../db/transition';
import { clientCosts } from '../../db/schema/costs';
import { areas } from '../../db/schema/geo';
import { orderRequests } from '../../db/schema/order-requests';
import { orderDelayRequests, orderLogs, orders } from '../../db/schema/orders';
import { reasons } from '../../db/schema/reasons';
import { updateWithLog } from '../../db/sql/logged-update';
import { createOrderBulkInsert } from './order-bulk-insert.repository';
import type { Actor, OrderLogInsert, OrderRecord, OrderUpdate } from './orders-query.repository';

// The orders repository's writing part: an order as `transition()` moves it, the bulk insert, what the
// form checks (prices, areas, reasons) and the requests a client's action leaves for the staff desk.

export function createOrderActionsRepository(db: Db) {
  return {
    /**
     * One of the client's orders as `transition()` moves it: locked FOR UPDATE (concurrent actions on
     * one order run one at a time), updated and logged, every statement within the client.
     */
    movable(actor: Actor, id: number): TransitionStore<OrderRecord, OrderUpdate, OrderLogInsert> {
      const own = and(eq(orders.clientId, actor.clientId), eq(orders.id, id));
      return {
        lock: async (tx) => (await tx.select().from(orders).where(own).for('update'))[0],
        write: (values, entry, tx, also, answer) =>
          updateWithLog(
            tx,
            tx.update(orders).set(values).where(own),
            tx.insert(orderLogs).values({ ...entry, orderId: id, clientId: actor.clientId }),
            also,
            answer,
          ),
      };
    },

    /** Orders with their 'create' log rows, in as few statements as the rows allow (order-bulk-insert). */
    insertMany: createOrderBulkInsert(),

    /** Home-delivery price per governorate from the client's own cost table. */
    async shippingPrices(clientId: number, tx: Db = db): Promise<Map<number, string>> {
      const rows = await tx
        .select({ governorateId: clientCosts.governorateId, price: clientCosts.price })
        .from(clientCosts)
        .where(and(eq(clientCosts.clientId, clientId), eq(clientCosts.delivery, 'home')));
      return new Map(rows.map((r) => [r.governorateId, r.price]));
    },

    /** Which of these (government, area) pairs exist: area ids mapped to their governorate. */
    async areaGovernorates(areaIds: number[], tx: Db = db): Promise<Map<number, number>> {
      if (areaIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: areas.id, governorateId: areas.governorateId })
        .from(areas)
        .where(inArray(areas.id, areaIds));
      return new Map(rows.map((r) => [r.id, r.governorateId]));
    },

    /** A log row that moves nothing (a receiver message's sending and receipts, decision 062). */
    async addLog(entry: OrderLogInsert & { orderId: number; clientId: number }, tx: Db = db) {
      await tx.insert(orderLogs).values(entry);
    },

    /**
     * A receiver's answer on its order (decision 067): the order is touched (its lists refresh) and the
     * receiver's delivery notes are added to its notes, where the captain reads them.
     */
    async receiverTouch(orderId: number, appendNotes: string | null, now: Date, tx: Db) {
      await tx
        .update(orders)
        .set({
          updatedAt: now,
          ...(appendNotes
            ? {
                notes: sql`case when coalesce(${orders.notes}, '') = '' then ${appendNotes}
                  else ${orders.notes} || E'\n' || ${appendNotes} end`,
              }
            : {}),
        })
        .where(eq(orders.id, orderId));
    },

    /** A client's request for the staff desk's queue (decision 023), in the action's transaction. */
    async addRequest(values: typeof orderRequests.$inferInsert, tx: Db) {
      await tx.insert(orderRequests).values(values);
    },

    async addDelayRequest(values: typeof orderDelayRequests.$inferInsert, tx: Db) {
      await tx.insert(orderDelayRequests).values(values);
    },

    /** A bulk decision's delay requests, one statement (decision 071). */
    async addDelayRequests(values: (typeof orderDelayRequests.$inferInsert)[], tx: Db) {
      if (values.length > 0) await tx.insert(orderDelayRequests).values(values);
    },

    /** The client's orders among `ids`, locked in id order (before their cases: the status hook's order). */
    async lockMany(clientId: number, ids: number[], tx: Db): Promise<number[]> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.clientId, clientId), inArray(orders.id, ids)))
        .orderBy(asc(orders.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    async reason(id: number, type: ReasonTypeCode, tx: Db = db) {
      const [row] = await tx
        .select({ id: reasons.id })
        .from(reasons)
        .where(and(eq(reasons.id, id), eq(reasons.type, type)));
      return row;
    },

    async reasons(type: ReasonTypeCode, lang: Language, page: { offset: number; limit: number }) {
      return db
        .select({ id: reasons.id, name: lang === 'en' ? reasons.nameEn : reasons.nameAr })
        .from(reasons)
        .where(eq(reasons.type, type))
        .orderBy(asc(reasons.sortOrder), asc(reasons.id))
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}
