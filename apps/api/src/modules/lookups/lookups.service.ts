import type { Language } from '@courier/contracts';
import type { CaptainsService } from '../captains/captains.service';
import type { LookupsRepository } from './lookups.repository';

/**
 * Reference lists (spec §7 Lookups) for the lookup routes and other modules (the order form, the smart
 * upload's matcher, the v1 API, the ops desks' captains and governorates): the one source of these
 * lists, whichever URL serves them (decisions 041, 058). Places are read here; captains and branches come
 * from the captains module's directory, which owns those tables (a deactivated captain is offered for no
 * assignment and refused by `captainExists`).
 */
export function createLookupsService(deps: {
  lookups: LookupsRepository;
  captains: Pick<
    CaptainsService,
    'captains' | 'selectCaptains' | 'assignableCaptains' | 'captainExists' | 'branches'
  >;
}) {
  const repo = deps.lookups;
  const { captains } = deps;
  return {
    governorates: (lang: Language) => repo.governorates(lang),
    areas: (governorateId: number, lang: Language) => repo.areas(governorateId, lang),
    geoReference: () => repo.geoReference(),
    branches: captains.branches,
    captains: captains.captains,
    /** The first captains matching `search`, for a select box. */
    selectCaptains: captains.selectCaptains,
    /** Who a desk may assign to: active captains (up to 500) by name; both desks' pickers. */
    assignableCaptains: captains.assignableCaptains,
    /** Whether a captain a desk move names exists (409 CAPTAIN_INACTIVE when deactivated). */
    captainExists: captains.captainExists,
  };
}
export type LookupsService = ReturnType<typeof createLookupsService>;
