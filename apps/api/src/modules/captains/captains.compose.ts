import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import { createCaptainCashRepository } from './captain-cash.repository';
import { createCaptainCashService } from './captain-cash.service';
import { createCaptainsRepository } from './captains.repository';
import { createCaptainsService } from './captains.service';
import { opsCaptainCashRoutes } from './ops-captain-cash.routes';
import { opsCaptainsRoutes } from './ops-captains.routes';

/** Captains, branches and their cash (decision 058): the owner of these tables and the one directory. */
export function composeCaptains({ db, clock, transaction }: ComposeKit) {
  const captains = createCaptainsService({ captains: createCaptainsRepository(db), clock, transaction });
  const captainCash = createCaptainCashService({ cash: createCaptainCashRepository(db), clock, transaction });
  const ops: ScopeRoutes = async (scope) => {
    await scope.register(named(opsCaptainsRoutes), { captains });
    await scope.register(named(opsCaptainCashRoutes), { cash: captainCash });
  };
  return { captains, captainCash, ops };
}
