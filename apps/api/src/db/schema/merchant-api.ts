import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients, users } from './clients-users';
import { id, timestamps } from './columns';
import { sessions } from './sessions';

/**
 * The merchant API's key, one per client (decision 029): only sha-256(key) is looked up; `sealed` is an
 * AES-256-GCM copy (key from the secrets module) so the admin can reveal it on the OTP-unlocked page.
 * Rotating replaces the row's hash; the old one is kept as `previous_key_hash` for the grace period. `user_id` is the admin who made it:
 * the API acts as that user (order logs name them). Owned by the merchant-api module.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    /** The key's last four characters, for the masked display. */
    lastFour: text('last_four').notNull(),
    /** base64url `iv.tag.ciphertext`, bound to the client id as additional data. */
    sealed: text('sealed').notNull(),
    /** The key before the last rotation: it still answers until `previous_key_until` (decision 073). */
    previousKeyHash: text('previous_key_hash'),
    previousKeyUntil: timestamp('previous_key_until', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('api_keys_client_id_unique').on(t.clientId),
    uniqueIndex('api_keys_key_hash_unique').on(t.keyHash),
    uniqueIndex('api_keys_previous_key_hash_unique').on(t.previousKeyHash),
    index('api_keys_user_id_idx').on(t.userId),
  ],
);

/**
 * The API page's OTP unlock, per session: until `unlocked_until` the page's calls are served (15 minutes
 * after the code was checked, on the injected clock). Ends with its session.
 */
export const apiPageUnlocks = pgTable('api_page_unlocks', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  unlockedUntil: timestamp('unlocked_until', { withTimezone: true }).notNull(),
  ...timestamps(),
});

/**
 * The client's test API key (`cp_test_…`, decision 074), beside the live one and shaped like it: its
 * calls see and make only test orders. A table of its own so that the live key's row and its rotation
 * stay as they are.
 */
export const apiTestKeys = pgTable(
  'api_test_keys',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    lastFour: text('last_four').notNull(),
    sealed: text('sealed').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('api_test_keys_client_id_unique').on(t.clientId),
    uniqueIndex('api_test_keys_key_hash_unique').on(t.keyHash),
    index('api_test_keys_user_id_idx').on(t.userId),
  ],
);
