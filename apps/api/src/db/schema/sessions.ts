import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, moment, timestamps } from './columns';
import { users } from './clients-users';

/** Server-side sessions: only sha256(token) is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** The absolute end (created + SESSION_ABSOLUTE_TIMEOUT_MS), whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: moment('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);
