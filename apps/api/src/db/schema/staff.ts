import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, moment, timestamps } from './columns';

/** The courier's staff (the /ops console): their own accounts, never rows of `users` (decision 022). */
export const staff = pgTable(
  'staff',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored lower-case, like users.email. */
    email: text('email').notNull(),
    /** ops | support | admin (contracts staffRoles). */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    disabledAt: moment('disabled_at'),
    /** Set by each successful login (the admin screen shows it; sessions are cleaned up hourly). */
    lastLoginAt: moment('last_login_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('staff_email_unique').on(t.email),
    check('staff_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('staff_role_known', sql`${t.role} in ('ops', 'support', 'admin')`),
  ],
);

/** Staff sessions: the same rules as client sessions (only sha256(token) stored, idle and absolute ends). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: moment('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_unique').on(t.tokenHash),
    index('staff_sessions_staff_id_idx').on(t.staffId),
  ],
);
