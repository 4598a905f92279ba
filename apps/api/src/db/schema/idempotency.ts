import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients-users';
import { id } from './columns';

/**
 * A repeated create call (`order/submit`, `mission/submit`) with the same Idempotency-Key answers the
 * first result. Owned by the idempotency module; `scope` names the call.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_unique').on(t.clientId, t.scope, t.key),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);
