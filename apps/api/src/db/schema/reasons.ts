import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/**
 * Reasons the client picks from, in both languages; `type` is a code of contracts' `reasonTypes` (order
 * delay and cancel reasons, mission termination reasons).
 */
export const reasons = pgTable(
  'reasons',
  {
    id: id(),
    type: smallint('type').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** 'Other': the client must add the reason in their own words (at least 10 characters, spec §5). */
    needsNote: boolean('needs_note').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reasons_type_name_en_unique').on(t.type, t.nameEn),
    index('reasons_type_sort_idx').on(t.type, t.sortOrder),
  ],
);
