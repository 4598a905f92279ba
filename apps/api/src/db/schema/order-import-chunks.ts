import { integer, json, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { orderImports } from './orders';

/**
 * The rows of an upload waiting for corrections (a smart upload, a store's order), in chunks in row
 * order (`PENDING_ROWS_PER_CHUNK`, decision 082), one statement each: a 20,000-row sheet written as one
 * value cost the embedded engine ~80 MB at its peak (the JSON, the protocol's copies, jsonb's tree).
 * `json`, not `jsonb`: written and read whole, never queried inside. Deleted with the upload, or when it
 * is done. Owned by order-import.
 */
export const orderImportChunks = pgTable(
  'order_import_chunks',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => orderImports.id, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    rows: json('rows').$type<unknown[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.chunk] })],
);
