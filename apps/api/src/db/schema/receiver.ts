import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients-users';
import { areas, governorates } from './geo';
import { id, moment, timestamps } from './columns';
import { orders } from './orders';

/**
 * The receiver's tracking link (decision 062): one unguessable token per order, in a table of its own so
 * that no backfill of `orders` is needed: made with the order's first receiver message, or when the
 * merchant first asks for the link (old orders get theirs lazily).
 */
export const receiverLinks = pgTable(
  'receiver_links',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** 128 random bits, base64url (22 characters): never derived from the code or the id. */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receiver_links_token_unique').on(t.token),
    index('receiver_links_client_id_idx').on(t.clientId),
  ],
);

/** A merchant's switches: which receiver messages are sent (every one is on until switched off). */
export const receiverSettings = pgTable('receiver_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  outForDelivery: boolean('out_for_delivery').notNull().default(true),
  failedAttempt: boolean('failed_attempt').notNull().default(true),
  delivered: boolean('delivered').notNull().default(true),
  /** The language of its receivers' messages: Arabic unless the merchant picks English. */
  language: text('language').$type<'ar' | 'en'>().notNull().default('ar'),
  /** Ask receivers to confirm a sent order before it leaves (decision 067): off until the merchant turns it on. */
  confirmOrders: boolean('confirm_orders').notNull().default(false),
  /** An order still unconfirmed this many hours after it was sent is held until the merchant decides. */
  holdAfterHours: smallint('hold_after_hours').notNull().default(24),
  ...timestamps(),
});

/**
 * The receiver's confirmation of a sent order (decision 067): one row per order asked, made in the send's
 * transaction when its merchant asks receivers to confirm. No row: not asked. `held` keeps the order off
 * a captain's run and out of the scan until the merchant releases or cancels it.
 */
export const receiverConfirmations = pgTable(
  'receiver_confirmations',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** contracts `confirmationStates` */
    state: text('state').notNull().default('waiting'),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    /** When an unconfirmed order is held (asked_at + the merchant's hours, fixed when asked). */
    holdAt: timestamp('hold_at', { withTimezone: true }).notNull(),
    answeredAt: moment('answered_at'),
    heldAt: moment('held_at'),
    /** The receiver's corrected place and address (the desk applies it when it accepts the request). */
    governorateId: integer('governorate_id').references(() => governorates.id),
    areaId: integer('area_id').references(() => areas.id),
    address: text('address'),
    landmark: text('landmark'),
    bestTime: text('best_time'),
    ...timestamps(),
  },
  (t) => [
    index('receiver_confirmations_client_state_idx').on(t.clientId, t.state),
    index('receiver_confirmations_due_idx')
      .on(t.holdAt)
      .where(sql`${t.state} = 'waiting'`),
    index('receiver_confirmations_governorate_id_idx')
      .on(t.governorateId)
      .where(sql`${t.governorateId} is not null`),
    index('receiver_confirmations_area_id_idx')
      .on(t.areaId)
      .where(sql`${t.areaId} is not null`),
    check(
      'receiver_confirmations_state',
      sql`${t.state} in ('waiting', 'confirmed', 'correction', 'cancel_asked', 'held', 'released')`,
    ),
  ],
);

/**
 * The receiver messages' outbox (decision 062): a row written in the transaction of the status change it
 * reports, sent by a worker (claimed with SKIP LOCKED and a lease, as webhook events are), rendered at send
 * time. `provider_status` is the last delivery receipt the provider sent back.
 */
export const receiverMessages = pgTable(
  'receiver_messages',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'out_for_delivery' | 'failed_attempt' | 'delivered' */
    event: text('event').notNull(),
    /** The order's status code the change moved to (the message describes that move). */
    toStatus: smallint('to_status').notNull(),
    status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    /** 'sms' | 'whatsapp' | 'outbox': which adapter sent it. */
    channel: text('channel'),
    recipient: text('recipient'),
    /** What was sent (text or template parameters), kept for the log and the development outbox. */
    rendered: jsonb('rendered').$type<Record<string, unknown>>(),
    providerMessageId: text('provider_message_id'),
    providerStatus: text('provider_status'),
    providerStatusAt: moment('provider_status_at'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    index('receiver_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('receiver_messages_order_id_idx').on(t.orderId, t.id),
    index('receiver_messages_client_id_idx').on(t.clientId),
    uniqueIndex('receiver_messages_provider_id_unique')
      .on(t.channel, t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    check('receiver_messages_status', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
