import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table has (docs/architecture.md): an identity id and the two audit timestamps. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const timestamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** A nullable point in time (deleted_at, revoked_at, …), always with a time zone. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Money: an exact decimal with two places, never a float (sums in SQL). Order and mission amounts take
 * the spec's 20 digits (§5); price tables are smaller.
 */
export const money = (name: string, digits: 12 | 22 = 22) => numeric(name, { precision: digits, scale: 2 });
