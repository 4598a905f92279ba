import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { clients, users } from './clients-users';
import { moment } from './columns';
import { orders } from './orders';
import { staff } from './staff';

/**
 * What a client asked on an order (delay, resend, return to sender, urgent, cancel): the orders desk's
 * queue (issue 7 §2, decision 023). Written in the client action's transaction; staff accept or reject it.
 */
export const orderRequests = pgTable(
  'order_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** contracts orderRequestKinds */
    kind: text('kind').notNull(),
    /** pending | accepted | rejected */
    state: text('state').notNull().default('pending'),
    /** The order's status before and after the client's action (a rejection puts the first one back). */
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    note: text('note'),
    answeredBy: integer('answered_by').references(() => staff.id, { onDelete: 'set null' }),
    answeredByName: text('answered_by_name'),
    answeredAt: moment('answered_at'),
    answerNote: text('answer_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_requests_state_id_idx').on(t.state, t.id),
    index('order_requests_order_id_idx').on(t.orderId),
    index('order_requests_client_id_idx').on(t.clientId),
    index('order_requests_user_id_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('order_requests_answered_by_idx')
      .on(t.answeredBy)
      .where(sql`${t.answeredBy} is not null`),
    check(
      'order_requests_kind_known',
      sql`${t.kind} in ('delay', 'resend', 'return_on_sender', 'urgent', 'cancel', 'receiver_confirm', 'receiver_address', 'receiver_cancel')`,
    ),
    check('order_requests_state_known', sql`${t.state} in ('pending', 'accepted', 'rejected')`),
  ],
);
