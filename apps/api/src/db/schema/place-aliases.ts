import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients-users';
import { id, timestamps } from './columns';
import { areas, governorates } from './geo';

/**
 * A merchant's own names for places (decision 054): a text the smart upload or a store sent, which the
 * merchant placed by hand in the correction queue, is placed there confidently next time. `key` is the
 * normalised text (the lookup), `text` as it was written (the settings list). Owned by order-import.
 */
export const placeAliases = pgTable(
  'place_aliases',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    text: text('text').notNull(),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('place_aliases_client_key_unique').on(t.clientId, t.key)],
);
