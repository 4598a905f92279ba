import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** Egypt's governorates (docs/architecture.md); dial_code is the landline prefix the phone rule accepts. */
export const governorates = pgTable(
  'governorates',
  {
    id: id(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    dialCode: text('dial_code').notNull(),
    /** Colloquial and Latin spellings the smart upload matches free text against. */
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [uniqueIndex('governorates_name_en_unique').on(t.nameEn)],
);

export const areas = pgTable(
  'areas',
  {
    id: id(),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    index('areas_governorate_id_idx').on(t.governorateId),
    uniqueIndex('areas_governorate_name_en_unique').on(t.governorateId, t.nameEn),
  ],
);
