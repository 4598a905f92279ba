import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients } from './clients-users';
import { id, moment, money, timestamps } from './columns';
import { captains } from './ops';
import { orders } from './orders';

/**
 * A captain's sign-in (issue 37, decision 061): beside `captains` (the office's reference rows, which the
 * ops console manages), never columns of it. Owned by the auth module, like `staff`.
 */
export const captainAccounts = pgTable(
  'captain_accounts',
  {
    id: id(),
    captainId: integer('captain_id')
      .notNull()
      .references(() => captains.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    disabledAt: moment('disabled_at'),
    lastLoginAt: moment('last_login_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('captain_accounts_captain_id_unique').on(t.captainId)],
);

/** Captain sessions: the staff sessions' rules (decision 003): only sha256(token), idle and absolute ends. */
export const captainSessions = pgTable(
  'captain_sessions',
  {
    id: id(),
    captainId: integer('captain_id')
      .notNull()
      .references(() => captains.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: moment('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('captain_sessions_token_hash_unique').on(t.tokenHash),
    index('captain_sessions_captain_id_idx').on(t.captainId),
  ],
);

/**
 * A stop of a captain's run as he arranged it and whether he confirmed the parcel (scan or typed code).
 * Owned by the orders module (the run is orders); a row exists once the captain reorders or scans.
 */
export const captainRunStops = pgTable(
  'captain_run_stops',
  {
    id: id(),
    captainId: integer('captain_id')
      .notNull()
      .references(() => captains.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position'),
    scannedAt: moment('scanned_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('captain_run_stops_unique').on(t.captainId, t.orderId)],
);

/**
 * The receiver's one-time delivery code, made when the order goes out with a captain. Kept readable
 * (not hashed): the receiver's "out for delivery" message sends it (`deliveryCodeFor`). Wrong tries counted.
 */
export const deliveryCodes = pgTable(
  'delivery_codes',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    usedAt: moment('used_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('delivery_codes_order_id_unique').on(t.orderId)],
);

/**
 * Each delivery attempt from the field: delivered (with its proof and collected amount) or failed (with a
 * reason from contracts `attemptReasons`), where and when. What the merchant's screens show as proof.
 */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    captainId: integer('captain_id')
      .notNull()
      .references(() => captains.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    /**
     * Delivered: 'code', 'photo' or 'signature' (decision 065). A photo or signature, and a failed
     * attempt's optional photo, is a `stored_files` row owned by ('delivery_attempt', this id).
     */
    proofKind: text('proof_kind'),
    collectedAmount: money('collected_amount'),
    partialReason: text('partial_reason'),
    /** Failed: a code of contracts `attemptReasons`. */
    reason: text('reason'),
    note: text('note'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** When the captain acted (the phone's clock: an offline action is sent later). */
    actedAt: timestamp('acted_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_attempts_order_id_idx').on(t.orderId, t.id),
    index('delivery_attempts_client_id_idx').on(t.clientId),
    check('delivery_attempts_outcome_known', sql`${t.outcome} in ('delivered', 'failed')`),
    check(
      'delivery_attempts_proof_kind_known',
      sql`${t.proofKind} is null or ${t.proofKind} in ('code', 'photo', 'signature')`,
    ),
  ],
);
