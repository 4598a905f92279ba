import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ReceiverRequest } from '@courier/contracts';
import { clients, users } from './clients-users';
import { id, moment, timestamps } from './columns';
import { orders } from './orders';

/**
 * One failed delivery attempt waiting for its decision (decision 068): written by the orders module's
 * status hook in the move's own statement (with captain → delayed, by the captain's app or the desk), decided
 * by the merchant, the receiver's new day, the merchant's default at `deadline_at`, or closed when the desk
 * moves the order on first. The reason is the captain's `delivery_attempts` row of the same transaction.
 */
export const attemptCases = pgTable(
  'attempt_cases',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    /** contracts `attemptDecisions`; null while open, and when the desk moved the order on first. */
    decision: text('decision'),
    /** contracts `attemptDeciders`, or 'desk'. */
    decidedBy: text('decided_by'),
    decidedAt: moment('decided_at'),
    decisionDay: date('decision_day'),
    /** What the receiver asked from the link (the latest), shown to the merchant. */
    receiverRequest: jsonb('receiver_request').$type<ReceiverRequest>(),
    ...timestamps(),
  },
  (t) => [
    // The centre's list: a client's open cases.
    index('attempt_cases_open_idx')
      .on(t.clientId, t.deadlineAt, t.id)
      .where(sql`${t.decidedAt} is null`),
    // The hourly job: every open case past its deadline.
    index('attempt_cases_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.decidedAt} is null`),
    index('attempt_cases_order_id_idx').on(t.orderId, t.id),
    // The centre's "decided" list: a client's latest decisions.
    index('attempt_cases_decided_idx')
      .on(t.clientId, t.decidedAt)
      .where(sql`${t.decidedAt} is not null`),
    // The figures: a client's failures of a month.
    index('attempt_cases_client_failed_at_idx').on(t.clientId, t.failedAt),
    check('attempt_cases_decision', sql`${t.decision} in ('retry', 'correct', 'return')`),
  ],
);

/** A merchant's failed-attempt setting: what a deadline applies and after how many hours. */
export const attemptSettings = pgTable(
  'attempt_settings',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    defaultDecision: text('default_decision').$type<'retry' | 'return'>().notNull().default('retry'),
    deadlineHours: smallint('deadline_hours').notNull().default(24),
    ...timestamps(),
  },
  (t) => [check('attempt_settings_default', sql`${t.defaultDecision} in ('retry', 'return')`)],
);

/**
 * What a sub-user may do beyond the default (contracts `subUserPermissions`): the main account grants it
 * on the team page. The main account may do everything without a row.
 */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.permission] }),
    index('user_permissions_client_id_idx').on(t.clientId),
  ],
);
