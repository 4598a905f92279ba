import type { StoreWriteBackStep } from '@courier/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { receiverSettings } from '../../db/schema/receiver';
import { storeConnections, storeOrders } from '../../db/schema/store-plugins';
import { webhookEvents } from '../../db/schema/webhooks';

/** A write-back job as the outbox keeps it (`webhook_events.payload.data`). */
export interface WriteBackJobData {
  code: string;
  step: StoreWriteBackStep;
  /** Our `store_orders` row and the store's own order id. */
  store_order: number;
  store_order_id: string;
}

/**
 * The SQL of status write-back (decision 075): the job a status change writes into the webhook outbox
 * (rows with a `connection_id`) when the order came from a store whose write-back is on, and what an
 * attempt reads and keeps.
 */
export function createWriteBackRepository(db: Db) {
  return {
    /**
     * The statement that writes the step's job when the order came from a store connection with
     * write-back on (nothing otherwise), one statement run inside the move's transaction. Shopify has no
     * return step: a fulfilment, once made, is the store's own to cancel.
     */
    jobIfWrittenBack(job: {
      eventId: string;
      clientId: number;
      code: string;
      step: StoreWriteBackStep;
      now: Date;
      giveUpAt: Date;
    }): SQL {
      const e = webhookEvents;
      const columns = [e.eventId, e.clientId, e.type, e.payload, e.nextAttemptAt, e.giveUpAt, e.connectionId];
      const names = sql.join(
        columns.map((c) => sql.identifier(c.name)),
        sql`, `,
      );
      const type = `store.${job.step}`;
      const now = job.now.toISOString();
      return sql`insert into ${webhookEvents} (${names})
        select ${job.eventId}::text, ${storeOrders.clientId}, ${type}::text,
          jsonb_build_object('id', ${job.eventId}::text, 'type', ${type}::text, 'created_at', ${now}::text,
            'data', jsonb_build_object('code', ${orders.code}, 'step', ${job.step}::text,
              'store_order', ${storeOrders.id}, 'store_order_id', ${storeOrders.externalId})),
          ${now}::timestamptz, ${job.giveUpAt.toISOString()}::timestamptz, ${storeConnections.id}
        from ${orders}
        join ${storeOrders} on ${storeOrders.orderId} = ${orders.id}
        join ${storeConnections} on ${storeConnections.id} = ${storeOrders.connectionId}
        where ${orders.clientId} = ${job.clientId} and ${orders.code} = ${job.code}
          and ${storeConnections.writeBack}
          and (${storeConnections.platform} = 'woocommerce' or ${job.step}::text <> 'returned')
        limit 1`;
    },

    /** What an attempt needs: the connection and its sealed credentials, the store order, the order. */
    async jobContext(clientId: number, connectionId: number, storeOrderRowId: number) {
      const [row] = await db
        .select({
          connectionId: storeConnections.id,
          clientId: storeConnections.clientId,
          token: storeConnections.token,
          platform: storeConnections.platform,
          storeUrl: storeConnections.storeUrl,
          apiKey: storeConnections.apiKey,
          apiSecret: storeConnections.apiSecret,
          writeBack: storeConnections.writeBack,
          remoteFulfillmentId: storeOrders.remoteFulfillmentId,
          orderId: orders.id,
          language: sql<'ar' | 'en'>`coalesce(${receiverSettings.language}, 'ar')`,
        })
        .from(storeOrders)
        .innerJoin(storeConnections, eq(storeConnections.id, storeOrders.connectionId))
        .innerJoin(orders, eq(orders.id, storeOrders.orderId))
        .leftJoin(receiverSettings, eq(receiverSettings.clientId, storeOrders.clientId))
        .where(
          and(
            eq(storeOrders.clientId, clientId),
            eq(storeOrders.id, storeOrderRowId),
            eq(storeOrders.connectionId, connectionId),
          ),
        );
      return row ?? null;
    },

    /** The Shopify fulfilment made for a store order: a retried pickup finds it instead of making another. */
    async keepFulfillment(clientId: number, storeOrderRowId: number, fulfillmentId: string): Promise<void> {
      await db
        .update(storeOrders)
        .set({ remoteFulfillmentId: fulfillmentId })
        .where(and(eq(storeOrders.clientId, clientId), eq(storeOrders.id, storeOrderRowId)));
    },

    async saveSettings(
      clientId: number,
      id: number,
      values: Partial<
        Pick<
          typeof storeConnections.$inferInsert,
          'storeUrl' | 'apiKey' | 'apiSecret' | 'apiKeyLastFour' | 'writeBack'
        >
      >,
    ): Promise<void> {
      await db
        .update(storeConnections)
        .set(values)
        .where(and(eq(storeConnections.clientId, clientId), eq(storeConnections.id, id)));
    },
  };
}

export type WriteBackRepository = ReturnType<typeof createWriteBackRepository>;
