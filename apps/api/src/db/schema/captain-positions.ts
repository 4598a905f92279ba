import { doublePrecision, integer, pgTable, real } from 'drizzle-orm/pg-core';
import { moment, timestamps } from './columns';
import { captains } from './ops';

/**
 * A captain's consent to share his position and his latest one (issue 37 §8, decision 066): one row per
 * captain that consented, kept by the captains module; withdrawing the consent deletes it (the position
 * goes with it). Only the newest position is kept: the office's map shows where captains are, not where
 * they were.
 */
export const captainPositions = pgTable('captain_positions', {
  captainId: integer('captain_id')
    .primaryKey()
    .references(() => captains.id, { onDelete: 'cascade' }),
  consentedAt: moment('consented_at').notNull(),
  lat: doublePrecision('lat'),
  lng: doublePrecision('lng'),
  /** Metres, as the phone reports it. */
  accuracy: real('accuracy'),
  /** The phone's moment of the fix. */
  at: moment('at'),
  ...timestamps(),
});
