import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/**
 * Server-side secrets generated on first use and shared by every API instance through the database
 * (e.g. the key that derives stable fake phone masks for unknown emails). Never sent to a client.
 */
export const appSecrets = pgTable(
  'app_secrets',
  {
    id: id(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('app_secrets_name_unique').on(t.name)],
);
