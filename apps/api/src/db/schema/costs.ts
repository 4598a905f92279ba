import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients-users';
import { id, money, timestamps } from './columns';
import { governorates } from './geo';

/**
 * The client's shipping prices per governorate (spec §2 `/ClientCosts`, `/ClientOfficeCosts`):
 * `delivery` 'home' (to the receiver's door) or 'office' (collected at a branch).
 */
export const clientCosts = pgTable(
  'client_costs',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    delivery: text('delivery').notNull(),
    price: money('price', 12).notNull(),
    returnPrice: money('return_price', 12).notNull(),
    /** Price per kilogram above the included weight. */
    extraKgPrice: money('extra_kg_price', 12).notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('client_costs_unique').on(t.clientId, t.delivery, t.governorateId),
    index('client_costs_governorate_id_idx').on(t.governorateId),
  ],
);
