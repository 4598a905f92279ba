import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import type { CaptainsService } from '../captains/captains.service';
import { named } from '../../http/plugin-name';
import { createLookupsRepository } from './lookups.repository';
import { lookupsRoutes } from './lookups.routes';
import { createLookupsService } from './lookups.service';

export function composeLookups({ db }: ComposeKit, given: { captains: CaptainsService }) {
  const lookups = createLookupsService({ lookups: createLookupsRepository(db), captains: given.captains });
  const client: ScopeRoutes = async (api) => {
    await api.register(named(lookupsRoutes), { lookups });
  };
  return { lookups, client };
}
