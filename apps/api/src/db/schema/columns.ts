import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table has (DESIGN §5): an identity id and the two audit timestamps. */
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
