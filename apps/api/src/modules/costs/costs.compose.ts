import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import { createCostsRepository } from './costs.repository';
import { costsRoutes } from './costs.routes';
import { createCostsService } from './costs.service';

export function composeCosts({ db }: ComposeKit) {
  const costs = createCostsService({ costs: createCostsRepository(db) });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(costsRoutes), { costs });
  };
  return { costs, client };
}
