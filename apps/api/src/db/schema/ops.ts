import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { governorates } from './geo';

/** The courier's branches and captains (drivers): lookups for clients now, the ops console later. */
export const branches = pgTable(
  'branches',
  {
    id: id(),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('branches_governorate_id_idx').on(t.governorateId),
    uniqueIndex('branches_name_en_unique').on(t.nameEn),
  ],
);

export const captains = pgTable(
  'captains',
  {
    id: id(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    ...timestamps(),
  },
  (t) => [index('captains_branch_id_idx').on(t.branchId), uniqueIndex('captains_phone_unique').on(t.phone)],
);
