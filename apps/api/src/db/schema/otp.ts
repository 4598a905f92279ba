import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, moment, timestamps } from './columns';
import { users } from './clients-users';

/** What a one-time code is for: each flow sees only its own codes, so one never voids or serves the other. */
export type OtpPurpose = 'reset' | 'step_up';

/**
 * One-time codes, stored hashed: the forgot-password flow's (`reset`) and a signed-in user's step-up codes
 * (`step_up`, the API page); used_at also marks codes a newer send of the same purpose replaced.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OtpPurpose>().notNull().default('reset'),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: moment('used_at'),
    /** When the owner typed it right with their email (check-otp): only such a code may reset by code alone. */
    checkedAt: moment('checked_at'),
    ...timestamps(),
  },
  (t) => [index('otp_codes_user_id_idx').on(t.userId)],
);

/**
 * Fixed-window counters for brute-force limits (login failures per account+IP and per IP, OTP sends).
 * In the database so that several API instances share them.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    id: id(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('auth_throttle_key_unique').on(t.key),
    index('auth_throttle_window_start_idx').on(t.windowStart),
  ],
);
