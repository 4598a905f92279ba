import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients, users } from './clients-users';
import { id, moment, timestamps } from './columns';
import { orderImports, orders } from './orders';

/**
 * A merchant's online store (issue 10, `/link-with-plugins`): the platform, the unguessable token of its
 * webhook URL and the signing secret, AES-256-GCM sealed (`secrets.sealer()`, bound to the connection),
 * null while a Shopify connection awaits the key Shopify shows. `user_id` is the admin who made it: the
 * orders it brings are theirs. Owned by the store-plugins module.
 */
export const storeConnections = pgTable(
  'store_connections',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<'shopify' | 'woocommerce'>().notNull(),
    name: text('name'),
    token: text('token').notNull(),
    signingSecret: text('signing_secret'),
    secretLastFour: text('secret_last_four'),
    lastReceivedAt: moment('last_received_at'),
    /**
     * Status write-back (decision 075): the store's address, the merchant's credentials sealed like the
     * signing secret (Shopify's Admin API access token in `api_key`; WooCommerce's consumer key and secret
     * in `api_key` and `api_secret`), the key's last four, and the merchant's switch.
     */
    storeUrl: text('store_url'),
    apiKey: text('api_key'),
    apiSecret: text('api_secret'),
    apiKeyLastFour: text('api_key_last_four'),
    writeBack: boolean('write_back').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('store_connections_token_unique').on(t.token),
    index('store_connections_client_id_idx').on(t.clientId),
    index('store_connections_user_id_idx').on(t.userId),
  ],
);

/**
 * Each store order received, once per (connection, the store's order id): the unique index makes a
 * redelivered or concurrent webhook a no-op. It points at the saved order made, or at the waiting
 * `order_imports` row when the place needs the merchant.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => storeConnections.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    outcome: text('outcome').$type<'created' | 'queued' | 'ignored'>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    importId: integer('import_id').references(() => orderImports.id, { onDelete: 'set null' }),
    /** The Shopify fulfilment the write-back created (decision 075): a retried pickup never makes two. */
    remoteFulfillmentId: text('remote_fulfillment_id'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('store_orders_connection_external_unique').on(t.connectionId, t.externalId),
    index('store_orders_client_id_idx').on(t.clientId),
    index('store_orders_order_id_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    index('store_orders_import_id_idx')
      .on(t.importId)
      .where(sql`${t.importId} is not null`),
  ],
);
