import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { areas, governorates } from './geo';

/**
 * The courier's branches and captains (drivers), kept by staff admins on the captains desk (decision 058):
 * never deleted, deactivated (`active`), so old orders and missions keep their names.
 */
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
    active: boolean('active').notNull().default(true),
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
    /** The Egyptian national id (14 digits); null only for captains recorded before the desk asked it. */
    nationalId: text('national_id'),
    /** What the captain drives, as staff wrote it (motorcycle, van, …). */
    vehicle: text('vehicle'),
    /** A deactivated captain keeps its history but is offered for nothing and assigned nothing. */
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('captains_branch_id_idx').on(t.branchId),
    uniqueIndex('captains_phone_unique').on(t.phone),
    uniqueIndex('captains_national_id_unique')
      .on(t.nationalId)
      .where(sql`${t.nationalId} is not null`),
  ],
);

/** The governorates a branch serves (besides its own), each whole. */
export const branchGovernorates = pgTable(
  'branch_governorates',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    governorateId: integer('governorate_id')
      .notNull()
      .references(() => governorates.id),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.governorateId] }),
    index('branch_governorates_governorate_id_idx').on(t.governorateId),
  ],
);

/** The areas a branch serves, when it serves only part of a governorate. */
export const branchAreas = pgTable(
  'branch_areas',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
  },
  (t) => [primaryKey({ columns: [t.branchId, t.areaId] }), index('branch_areas_area_id_idx').on(t.areaId)],
);
