import type { Language } from '@courier/contracts';
import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { containsText } from '../../db/sql/text';
import { areas, governorates } from '../../db/schema/geo';
import { branches, captains } from '../../db/schema/ops';

/** Reference lists (spec §7 Lookups): names in the caller's language, searched in both. */

export function createLookupsRepository(db: Db) {
  return {
    governorates: (lang: Language) =>
      db
        .select({ id: governorates.id, name: lang === 'en' ? governorates.nameEn : governorates.nameAr })
        .from(governorates)
        .orderBy(asc(governorates.id)),

    areas: (governorateId: number, lang: Language) =>
      db
        .select({
          id: areas.id,
          name: lang === 'en' ? areas.nameEn : areas.nameAr,
          government_id: areas.governorateId,
        })
        .from(areas)
        .where(eq(areas.governorateId, governorateId))
        .orderBy(asc(lang === 'en' ? areas.nameEn : areas.nameAr)),

    /** Everything the smart upload matches against: names and aliases in both languages. */
    geoReference: async () => ({
      governorates: await db
        .select({
          id: governorates.id,
          nameAr: governorates.nameAr,
          nameEn: governorates.nameEn,
          aliases: governorates.aliases,
        })
        .from(governorates),
      areas: await db
        .select({
          id: areas.id,
          governorateId: areas.governorateId,
          nameAr: areas.nameAr,
          nameEn: areas.nameEn,
          aliases: areas.aliases,
        })
        .from(areas),
    }),

    branches: (search: string | undefined, lang: Language, page: { offset: number; limit: number }) =>
      db
        .select({
          id: branches.id,
          name: lang === 'en' ? branches.nameEn : branches.nameAr,
          phone: branches.phone,
          address: branches.address,
          government_id: branches.governorateId,
        })
        .from(branches)
        .where(
          search
            ? or(containsText(branches.nameAr, search), containsText(branches.nameEn, search))
            : undefined,
        )
        .orderBy(asc(branches.id))
        .limit(page.limit)
        .offset(page.offset),

    captains: (
      search: string | undefined,
      lang: Language,
      page: { offset: number; limit: number },
      order: 'id' | 'name' = 'id',
    ) =>
      db
        .select({
          id: captains.id,
          name: captains.name,
          phone: captains.phone,
          branch_id: captains.branchId,
          branch: lang === 'en' ? branches.nameEn : branches.nameAr,
        })
        .from(captains)
        .innerJoin(branches, eq(branches.id, captains.branchId))
        .where(
          search ? or(containsText(captains.name, search), containsText(captains.phone, search)) : undefined,
        )
        .orderBy(...(order === 'name' ? [asc(captains.name), asc(captains.id)] : [asc(captains.id)]))
        .limit(page.limit)
        .offset(page.offset),

    async captainExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: captains.id }).from(captains).where(eq(captains.id, id));
      return row !== undefined;
    },
  };
}

export type LookupsRepository = ReturnType<typeof createLookupsRepository>;
