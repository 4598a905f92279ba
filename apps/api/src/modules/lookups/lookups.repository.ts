import type { Language } from '@courier/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { areas, governorates } from '../../db/schema/geo';

/** Places (spec §7 Lookups): names in the caller's language. Captains and branches: the captains module. */

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
  };
}

export type LookupsRepository = ReturnType<typeof createLookupsRepository>;
