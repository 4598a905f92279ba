import type { Language, PageQuery } from '@courier/contracts';
import type { LookupsRepository } from './lookups.repository';

/** How many captains a select box offers; the missions desk's assign dialog lists up to `assignLimit`. */
const selectLimit = 50;
const assignLimit = 500;

const pageOf = (q: PageQuery) => ({ offset: (q.page - 1) * q.perPage, limit: q.perPage });
const searchOf = (search: string | undefined) => search || undefined;

/**
 * Reference lists (spec §7 Lookups) for the lookup routes and other modules (the order form, the smart
 * upload's matcher, the v1 API, the ops desks' captains and governorates): the one source of these
 * lists, whichever URL serves them (decision 041). Read-only: the ops console owns these tables.
 */
export function createLookupsService(deps: { lookups: LookupsRepository }) {
  const repo = deps.lookups;
  return {
    governorates: (lang: Language) => repo.governorates(lang),
    areas: (governorateId: number, lang: Language) => repo.areas(governorateId, lang),
    geoReference: () => repo.geoReference(),
    branches: (q: PageQuery & { search?: string | undefined }, lang: Language) =>
      repo.branches(searchOf(q.search), lang, pageOf(q)),
    captains: (q: PageQuery & { search?: string | undefined }, lang: Language) =>
      repo.captains(searchOf(q.search), lang, pageOf(q)),
    /** The first captains matching `search`, for a select box. */
    selectCaptains: (search: string | undefined, lang: Language) =>
      repo.captains(searchOf(search), lang, { offset: 0, limit: selectLimit }),
    /** Every captain (up to 500) by name, for the missions desk's assign dialog. */
    assignableCaptains: (lang: Language) =>
      repo.captains(undefined, lang, { offset: 0, limit: assignLimit }, 'name'),
    /** Whether a captain a desk move names exists. */
    captainExists: (id: number) => repo.captainExists(id),
  };
}
export type LookupsService = ReturnType<typeof createLookupsService>;
