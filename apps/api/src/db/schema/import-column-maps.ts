import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './clients-users';
import { id, timestamps } from './columns';

/**
 * A merchant's column mapping for a sheet whose headers the smart upload did not recognise (issue 39.6,
 * decision 070): `signature` is the header row compared loosely, `fields` the field each header fills
 * (by its loose key; an empty field leaves the column unused). The next upload with the same headers is
 * read with it. Owned by order-import.
 */
export const importColumnMaps = pgTable(
  'import_column_maps',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    signature: text('signature').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('import_column_maps_client_signature_unique').on(t.clientId, t.signature)],
);
