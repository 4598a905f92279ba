import { orderStatuses, type ConfirmationState } from '@courier/contracts';
import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { areas, governorates } from '../../db/schema/geo';
import { orders } from '../../db/schema/orders';
import {
  receiverConfirmations,
  receiverLinks,
  receiverMessages,
  receiverSettings,
} from '../../db/schema/receiver';
import { orderByToken } from './receiver-token.repository';

export type ConfirmationRow = typeof receiverConfirmations.$inferSelect;
export type ConfirmationUpdate = Partial<Omit<ConfirmationRow, 'orderId' | 'clientId' | 'createdAt'>>;

/** The statuses a receiver may still answer in (contracts `confirmableStatuses`), as stored. */
export const confirmableCodes = [orderStatuses.sent, orderStatuses.underway];

const ids = (...columns: { name: string }[]) =>
  sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );

/** The only SQL on receiver_confirmations (decision 067). */
export function createReceiverConfirmRepository(db: Db) {
  return {
    /**
     * The two statements of an order's send when its merchant asks receivers to confirm: the confirmation
     * row (waiting, held after the merchant's hours) and the request message. They run in the move's own
     * transaction and see its snapshot: an order asked before (sent, unsent, sent again) is not asked twice.
     */
    askOnSend(m: { clientId: number; code: string; now: Date; giveUpAt: Date }): SQL[] {
      const now = m.now.toISOString();
      const asked = sql`from ${orders} join ${receiverSettings} on ${receiverSettings.clientId} = ${orders.clientId}
        where ${orders.clientId} = ${m.clientId} and ${orders.code} = ${m.code} and ${receiverSettings.confirmOrders}
          and not exists (select 1 from ${receiverConfirmations} where ${receiverConfirmations.orderId} = ${orders.id})`;
      const c = receiverConfirmations;
      const r = receiverMessages;
      return [
        sql`insert into ${c} (${ids(c.orderId, c.clientId, c.state, c.askedAt, c.holdAt)})
          select ${orders.id}, ${orders.clientId}, 'waiting', ${now}::timestamptz,
            ${now}::timestamptz + make_interval(hours => ${receiverSettings.holdAfterHours}::int) ${asked}`,
        sql`insert into ${r} (${ids(r.clientId, r.orderId, r.event, r.toStatus, r.nextAttemptAt, r.giveUpAt)})
          select ${orders.clientId}, ${orders.id}, 'confirmation_request', ${orderStatuses.sent}::smallint,
            ${now}::timestamptz, ${m.giveUpAt.toISOString()}::timestamptz ${asked}`,
      ];
    },

    /** What the confirmation page shows, by the order's tracking token. */
    async pageByToken(token: string) {
      const row = await orderByToken(db, token);
      return row ? { ...row, state: row.state as ConfirmationState | null } : null;
    },

    /** The order behind a token, locked, and its confirmation: one answer at a time per order. */
    async lockByToken(tx: Db, token: string) {
      const [row] = await tx
        .select({
          id: orders.id,
          clientId: orders.clientId,
          code: orders.code,
          status: orders.status,
          confirmation: receiverConfirmations,
        })
        .from(receiverLinks)
        .innerJoin(orders, eq(orders.id, receiverLinks.orderId))
        .leftJoin(receiverConfirmations, eq(receiverConfirmations.orderId, orders.id))
        .where(eq(receiverLinks.token, token))
        // The order's lock serialises the answers (the confirmation is on an outer join's nullable side).
        .for('update', { of: orders });
      return row;
    },

    async update(tx: Db, orderId: number, values: ConfirmationUpdate) {
      await tx.update(receiverConfirmations).set(values).where(eq(receiverConfirmations.orderId, orderId));
    },

    /**
     * Holds every order still waiting past its hold time and not yet out (sent or picked up); answers the
     * held orders. One statement: two servers running the job hold each order once.
     */
    async holdDue(tx: Db, now: Date) {
      return tx
        .update(receiverConfirmations)
        .set({ state: 'held', heldAt: now, updatedAt: now })
        .where(
          and(
            eq(receiverConfirmations.state, 'waiting'),
            lte(receiverConfirmations.holdAt, now),
            sql`exists (select 1 from ${orders} where ${orders.id} = ${receiverConfirmations.orderId}
              and ${inArray(orders.status, confirmableCodes)})`,
          ),
        )
        .returning({ orderId: receiverConfirmations.orderId, clientId: receiverConfirmations.clientId })
        .then(async (held) => {
          if (held.length === 0) return [];
          const codes = await tx
            .select({ id: orders.id, code: orders.code })
            .from(orders)
            .where(
              inArray(
                orders.id,
                held.map((h) => h.orderId),
              ),
            );
          const codeOf = new Map(codes.map((c) => [c.id, c.code]));
          return held.map((h) => ({ id: h.orderId, clientId: h.clientId, code: codeOf.get(h.orderId)! }));
        });
    },

    /** A client's order by code with its confirmation, locked (the merchant's release). */
    async lockOwn(tx: Db, clientId: number, code: string) {
      const [row] = await tx
        .select({
          id: orders.id,
          clientId: orders.clientId,
          code: orders.code,
          state: receiverConfirmations.state,
        })
        .from(orders)
        .innerJoin(receiverConfirmations, eq(receiverConfirmations.orderId, orders.id))
        .where(and(eq(orders.clientId, clientId), eq(orders.code, code)))
        .for('update');
      return row;
    },

    /** A client's order's confirmation with its corrected place's names (the merchant's order page). */
    async ofOrder(clientId: number, code: string, en: boolean) {
      const [row] = await db
        .select({
          confirmation: receiverConfirmations,
          government: en ? governorates.nameEn : governorates.nameAr,
          area: en ? areas.nameEn : areas.nameAr,
        })
        .from(orders)
        .innerJoin(receiverConfirmations, eq(receiverConfirmations.orderId, orders.id))
        .leftJoin(governorates, eq(governorates.id, receiverConfirmations.governorateId))
        .leftJoin(areas, eq(areas.id, receiverConfirmations.areaId))
        .where(and(eq(orders.clientId, clientId), eq(orders.code, code)));
      return row;
    },

    /** The correction the desk applies when it accepts the receiver's request (the orders desk's answer). */
    async correctionOf(orderId: number, tx: Db = db) {
      const [row] = await tx
        .select({
          governorateId: receiverConfirmations.governorateId,
          areaId: receiverConfirmations.areaId,
          address: receiverConfirmations.address,
        })
        .from(receiverConfirmations)
        .where(eq(receiverConfirmations.orderId, orderId));
      return row?.governorateId && row.areaId && row.address
        ? { governorateId: row.governorateId, areaId: row.areaId, address: row.address }
        : null;
    },
  };
}

export type ReceiverConfirmRepository = ReturnType<typeof createReceiverConfirmRepository>;
