import type { LookupsRepository } from './lookups.repository';

/** Reference lists for other modules (order forms, the smart upload's matcher). Read-only. */
export function createLookupsService(deps: { lookups: LookupsRepository }) {
  return deps.lookups;
}
export type LookupsService = ReturnType<typeof createLookupsService>;
