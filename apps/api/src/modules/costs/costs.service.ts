import type { CostsRepository } from './costs.repository';

/** The client's cost tables and companies, for other modules (the order form's live shipping cost). */
export function createCostsService(deps: { costs: CostsRepository }) {
  return deps.costs;
}
export type CostsService = ReturnType<typeof createCostsService>;
