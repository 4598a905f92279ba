import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import { createLookupsRepository } from './lookups.repository';
import { lookupsRoutes } from './lookups.routes';
import { createLookupsService } from './lookups.service';

export function composeLookups({ db }: ComposeKit) {
  const lookups = createLookupsService({ lookups: createLookupsRepository(db) });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(lookupsRoutes), { lookups });
  };
  return { lookups, client };
}
