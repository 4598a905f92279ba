import {
  orderStatuses,
  type ConfirmationState,
  type ReceiverEvent,
  type ReceiverSettings,
} from '@courier/contracts';
import { and, asc, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deliveryAttempts } from '../../db/schema/captain-app';
import { clients } from '../../db/schema/clients-users';
import { captains } from '../../db/schema/ops';
import { orderLogs, orders } from '../../db/schema/orders';
import { receiverLinks, receiverMessages, receiverSettings } from '../../db/schema/receiver';
import { orderByToken } from './receiver-token.repository';

export type ReceiverMessageRow = typeof receiverMessages.$inferSelect;

const switchColumn = {
  out_for_delivery: receiverSettings.outForDelivery,
  failed_attempt: receiverSettings.failedAttempt,
  delivered: receiverSettings.delivered,
} as const;

/** The only SQL on receiver_links, receiver_settings and receiver_messages (decision 062). */
export function createReceiverRepository(db: Db) {
  return {
    /**
     * The statement that writes a receiver message for an order's move, unless its merchant switched the
     * event off (every event is on without a settings row): run inside the move's transaction, so a
     * rolled-back move leaves no message and a committed one exactly one.
     */
    messageIfSwitchedOn(m: {
      clientId: number;
      code: string;
      event: ReceiverEvent;
      toStatus: number;
      now: Date;
      giveUpAt: Date;
    }): SQL {
      const r = receiverMessages;
      const names = [r.clientId, r.orderId, r.event, r.toStatus, r.nextAttemptAt, r.giveUpAt].map((c) =>
        sql.identifier(c.name),
      );
      return sql`insert into ${receiverMessages} (${sql.join(names, sql`, `)})
        select ${orders.clientId}, ${orders.id}, ${m.event}::text, ${m.toStatus}::smallint,
          ${m.now.toISOString()}::timestamptz, ${m.giveUpAt.toISOString()}::timestamptz
        from ${orders}
        where ${orders.clientId} = ${m.clientId} and ${orders.code} = ${m.code}
          and coalesce((select ${switchColumn[m.event]} from ${receiverSettings}
            where ${receiverSettings.clientId} = ${m.clientId}), true)`;
    },

    /** Claims due messages for one attempt each: SKIP LOCKED while claiming, the lease after (as webhooks). */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ReceiverMessageRow[]> {
      return db.transaction(async (tx) => {
        const due = tx
          .select({ id: receiverMessages.id })
          .from(receiverMessages)
          .where(and(eq(receiverMessages.status, 'pending'), lte(receiverMessages.nextAttemptAt, now)))
          .orderBy(asc(receiverMessages.nextAttemptAt), asc(receiverMessages.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        return tx
          .update(receiverMessages)
          .set({ nextAttemptAt: leaseUntil, attempts: sql`${receiverMessages.attempts} + 1`, updatedAt: now })
          .where(inArray(receiverMessages.id, due))
          .returning();
      });
    },

    /** What a message says: the order, its merchant, its captain, the merchant's language. */
    async messageContext(orderId: number) {
      const [row] = await db
        .select({
          id: orders.id,
          clientId: orders.clientId,
          code: orders.code,
          phone: orders.phone1,
          merchant: clients.name,
          captain: captains.name,
          language: sql<'ar' | 'en'>`coalesce(${receiverSettings.language}, 'ar')`,
        })
        .from(orders)
        .innerJoin(clients, eq(clients.id, orders.clientId))
        .leftJoin(captains, eq(captains.id, orders.captainId))
        .leftJoin(receiverSettings, eq(receiverSettings.clientId, orders.clientId))
        .where(eq(orders.id, orderId));
      return row;
    },

    /**
     * Why the order's attempt failed, for its failed-attempt message: the reason code (contracts
     * `attemptReasons`) of its newest failed `delivery_attempts` row up to the message's move, written by the
     * captain's app or the desk in that move's transaction (decisions 061, 072); null when it has none.
     */
    async failureReason(message: { id: number; orderId: number }): Promise<string | null> {
      // Compared in SQL: the database's microseconds, which a Date read back would cut to milliseconds.
      const [row] = await db
        .select({ reason: deliveryAttempts.reason })
        .from(deliveryAttempts)
        .where(
          and(
            eq(deliveryAttempts.orderId, message.orderId),
            eq(deliveryAttempts.outcome, 'failed'),
            sql`${deliveryAttempts.createdAt} <= (select ${receiverMessages.createdAt} from ${receiverMessages}
              where ${receiverMessages.id} = ${message.id})`,
          ),
        )
        .orderBy(desc(deliveryAttempts.id))
        .limit(1);
      return row?.reason ?? null;
    },

    /** The order's token: the one it has, else this new one (the first writer wins). */
    async ensureLink(order: { id: number; clientId: number }, token: string): Promise<string> {
      await db
        .insert(receiverLinks)
        .values({ orderId: order.id, clientId: order.clientId, token })
        .onConflictDoNothing({ target: receiverLinks.orderId });
      const [row] = await db
        .select({ token: receiverLinks.token })
        .from(receiverLinks)
        .where(eq(receiverLinks.orderId, order.id));
      return row!.token;
    },

    async recordAttempt(
      id: number,
      values: Partial<
        Pick<
          ReceiverMessageRow,
          | 'status'
          | 'nextAttemptAt'
          | 'channel'
          | 'recipient'
          | 'rendered'
          | 'providerMessageId'
          | 'providerStatus'
          | 'providerStatusAt'
          | 'lastError'
        >
      >,
      now: Date,
    ): Promise<void> {
      await db
        .update(receiverMessages)
        .set({ ...values, updatedAt: now })
        .where(eq(receiverMessages.id, id));
    },

    /** A provider's receipt for the message it knows by this id; answers the message (null: not ours). */
    async recordReceipt(channel: string, providerMessageId: string, status: string, at: Date) {
      const [row] = await db
        .update(receiverMessages)
        .set({ providerStatus: status, providerStatusAt: at, updatedAt: at })
        .where(
          and(
            eq(receiverMessages.channel, channel),
            eq(receiverMessages.providerMessageId, providerMessageId),
          ),
        )
        .returning();
      return row ?? null;
    },

    async messagesOf(orderId: number) {
      return db
        .select()
        .from(receiverMessages)
        .where(eq(receiverMessages.orderId, orderId))
        .orderBy(asc(receiverMessages.id));
    },

    async settingsOf(clientId: number): Promise<ReceiverSettings> {
      const [row] = await db.select().from(receiverSettings).where(eq(receiverSettings.clientId, clientId));
      return {
        out_for_delivery: row?.outForDelivery ?? true,
        failed_attempt: row?.failedAttempt ?? true,
        delivered: row?.delivered ?? true,
        language: row?.language ?? 'ar',
        confirm_orders: row?.confirmOrders ?? false,
        hold_after_hours: row?.holdAfterHours ?? 24,
      };
    },

    async saveSettings(clientId: number, s: ReceiverSettings): Promise<void> {
      const values = {
        outForDelivery: s.out_for_delivery,
        failedAttempt: s.failed_attempt,
        delivered: s.delivered,
        language: s.language,
        confirmOrders: s.confirm_orders,
        holdAfterHours: s.hold_after_hours,
      };
      await db
        .insert(receiverSettings)
        .values({ clientId, ...values })
        .onConflictDoUpdate({ target: receiverSettings.clientId, set: values });
    },

    /** The client's own order by code (the merchant's "copy the tracking link"). */
    async ownOrder(clientId: number, code: string) {
      const [row] = await db
        .select({ id: orders.id, clientId: orders.clientId })
        .from(orders)
        .where(
          and(eq(orders.clientId, clientId), eq(orders.code, code), ne(orders.status, orderStatuses.deleted)),
        );
      return row;
    },

    /**
     * The order with this code whose receiver's phone ends with these 4 digits, else nothing: one statement
     * either way, so a wrong code and wrong digits cannot be told apart.
     */
    async orderByCodeAndDigits(code: string, digits: string) {
      const [row] = await db
        .select({ id: orders.id, clientId: orders.clientId })
        .from(orders)
        .where(
          and(
            eq(orders.code, code),
            ne(orders.status, orderStatuses.deleted),
            sql`right(regexp_replace(${orders.phone1}, '\\D', '', 'g'), 4) = ${digits}`,
          ),
        );
      return row;
    },

    /** The order (id, client, merchant's name) of a live link, for the reschedule page (decision 068). */
    orderOfToken: (token: string) => orderByToken(db, token),

    /**
     * What the tracking page shows, by its token (never the address, never a full phone): the order, its
     * status moves, and the receiver's answer to the confirmation request (decision 067) with its time.
     */
    async pageByToken(token: string) {
      const order = await orderByToken(db, token);
      if (!order) return null;
      const moves = await db
        .select({ to: orderLogs.toStatus, at: orderLogs.createdAt })
        .from(orderLogs)
        .where(
          and(
            eq(orderLogs.orderId, order.id),
            sql`${orderLogs.toStatus} is not null`,
            sql`${orderLogs.toStatus} is distinct from ${orderLogs.fromStatus}`,
          ),
        )
        .orderBy(asc(orderLogs.id));
      const answer = order.answeredAt
        ? { state: order.state as ConfirmationState, at: order.answeredAt }
        : null;
      return { ...order, moves, answer };
    },
  };
}

export type ReceiverRepository = ReturnType<typeof createReceiverRepository>;
