import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, money, moment, timestamps } from './columns';
import { captains } from './ops';
import { orders } from './orders';
import { staff } from './staff';

/**
 * What a captain handed in at the end of a run (decision 058): the COD its delivered orders collected
 * (`expected`, Σ of its lines) against the cash counted (`handed`). A difference is a shortage (< 0) or a
 * surplus (> 0), open until staff settle it.
 */
export const captainHandIns = pgTable(
  'captain_hand_ins',
  {
    id: id(),
    captainId: integer('captain_id')
      .notNull()
      .references(() => captains.id),
    /** The staff member who counted the cash. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Cairo's calendar day of the hand-in: the cash report's day. */
    handedOn: date('handed_on').notNull(),
    expected: money('expected').notNull(),
    handed: money('handed').notNull(),
    /** handed − expected: below zero a shortage, above a surplus. */
    difference: money('difference').notNull(),
    ordersCount: integer('orders_count').notNull(),
    note: text('note'),
    /**
     * A hand-in the captain declared from his app (decision 066): when, and the amount he said; it takes
     * his held orders at once and waits for the office to count the cash (`confirmed_at`). A desk's own
     * hand-in is confirmed when recorded. Only confirmed hand-ins count as cash that reached the company.
     */
    declaredAt: moment('declared_at'),
    declared: money('declared'),
    confirmedAt: moment('confirmed_at'),
    settledAt: moment('settled_at'),
    settledBy: integer('settled_by').references(() => staff.id, { onDelete: 'set null' }),
    settleNote: text('settle_note'),
    ...timestamps(),
  },
  (t) => [
    index('captain_hand_ins_captain_id_idx').on(t.captainId, t.handedOn),
    index('captain_hand_ins_staff_id_idx')
      .on(t.staffId)
      .where(sql`${t.staffId} is not null`),
    index('captain_hand_ins_settled_by_idx')
      .on(t.settledBy)
      .where(sql`${t.settledBy} is not null`),
    // The open differences, for the desk's "to settle" list.
    index('captain_hand_ins_unsettled_idx')
      .on(t.id)
      .where(sql`${t.difference} <> 0 and ${t.settledAt} is null`),
    // The declarations the office has still to count.
    index('captain_hand_ins_unconfirmed_idx')
      .on(t.captainId)
      .where(sql`${t.confirmedAt} is null`),
    check('captain_hand_ins_difference', sql`${t.difference} = ${t.handed} - ${t.expected}`),
  ],
);

/**
 * The orders whose cash a hand-in brought in: one row per order, ever (the unique order index is the last
 * guard against two hand-ins counting one order), with what the captain collected for it.
 */
export const captainHandInOrders = pgTable(
  'captain_hand_in_orders',
  {
    id: id(),
    handInId: integer('hand_in_id')
      .notNull()
      .references(() => captainHandIns.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    collected: money('collected').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('captain_hand_in_orders_order_unique').on(t.orderId),
    index('captain_hand_in_orders_hand_in_id_idx').on(t.handInId),
  ],
);
