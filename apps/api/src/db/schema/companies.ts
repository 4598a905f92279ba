import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { clients } from './clients-users';
import { id, timestamps } from './columns';

/** The senders a client with `has_company` ships for (spec §2 `/list/companies`). */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone'),
    address: text('address'),
    ...timestamps(),
  },
  (t) => [index('companies_client_id_idx').on(t.clientId, t.id)],
);
