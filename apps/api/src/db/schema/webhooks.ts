import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients-users';
import { id, timestamps } from './columns';
import { storeConnections } from './store-plugins';

/**
 * Where a client's webhooks go (spec §7 `update-api {api_url, api_token}`) and the secret they are signed
 * with (decision 030). One row per client, made on first use: the secret outlives `delete-client-api`,
 * which only clears the URL and token. `api_token` and `signing_secret` are AES-256-GCM sealed
 * (`iv.tag.ciphertext`, key from the secrets module), bound to the client and the column.
 * Owned by the webhooks module.
 */
export const webhookSettings = pgTable('webhook_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  apiUrl: text('api_url'),
  apiToken: text('api_token'),
  apiTokenLastFour: text('api_token_last_four'),
  signingSecret: text('signing_secret').notNull(),
  /** The event types this endpoint receives; null: all of them (decision 073). */
  eventTypes: text('event_types').array(),
  /** The secret before the last rotation, sealed like it: deliveries are signed with both until then. */
  previousSigningSecret: text('previous_signing_secret'),
  previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
  ...timestamps(),
});

/**
 * The outbox (decision 030): one row per event, written in the transaction of the change it reports.
 * `payload` is the exact JSON body sent (its `id` is `event_id`, the same on every attempt). The worker
 * claims due rows (`next_attempt_at` ≤ now, FOR UPDATE SKIP LOCKED) by moving `next_attempt_at` a lease
 * ahead, so a server killed mid-delivery leaves the event due again after the lease.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    eventId: text('event_id').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Retries stop here (24 hours after the event, or after a resend by hand). */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    /**
     * Set on a store write-back job (decision 075): the row is not sent to the api_url but written to
     * this store connection's API; it is listed in that connection's log, not the API page's.
     */
    connectionId: integer('connection_id').references(() => storeConnections.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('webhook_events_event_id_unique').on(t.eventId),
    index('webhook_events_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // The events API pages one client's events newest first (decision 073).
    index('webhook_events_client_id_idx').on(t.clientId, t.id),
    index('webhook_events_connection_id_idx')
      .on(t.connectionId)
      .where(sql`${t.connectionId} is not null`),
    // The worker's clean-up finds ended events by age (WEBHOOK_RETENTION_DAYS).
    index('webhook_events_ended_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} <> 'pending'`),
    check('webhook_events_status', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

/** Every attempt of every event (the API page's delivery log). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    eventId: integer('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    /** The first 500 characters of the answer's body. */
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    ...timestamps(),
  },
  (t) => [
    index('webhook_deliveries_client_id_idx').on(t.clientId, t.id),
    index('webhook_deliveries_event_id_idx').on(t.eventId),
  ],
);
