import { captainCashEvent, captainPositionEvent, type CaptainPosition } from '@courier/contracts';
import type { ComposeKit, ScopeRoutes } from '../../compose-kit';
import { named } from '../../http/plugin-name';
import { captainFieldRoutes } from './captain-field.routes';
import { createCaptainCashRepository } from './captain-cash.repository';
import { createCaptainCashService } from './captain-cash.service';
import { createCaptainPositionsRepository } from './captain-positions.repository';
import { createCaptainPositionsService } from './captain-positions.service';
import { createCaptainsRepository } from './captains.repository';
import { createCaptainsService } from './captains.service';
import { opsCaptainCashRoutes } from './ops-captain-cash.routes';
import { opsCaptainsRoutes } from './ops-captains.routes';

/** Where the captains module's live events go: the captain's room and the `captains` desk's (app.ts). */
export interface CaptainsLive {
  toCaptain: (captainId: number, event: string, payload: unknown) => void;
  toStaff: (event: string, payload: unknown) => void;
}

/**
 * Captains, branches and their cash (decision 058), their positions (decision 066): the owner of these
 * tables and the one directory.
 */
export function composeCaptains({ db, clock, transaction, config }: ComposeKit, live?: CaptainsLive) {
  const captains = createCaptainsService({ captains: createCaptainsRepository(db), clock, transaction });
  const captainCash = createCaptainCashService({
    cash: createCaptainCashRepository(db),
    clock,
    transaction,
    // Both sides read the cash again: the captain's app and the console's cash screen.
    onCashChanged: (captainId) => {
      live?.toCaptain(captainId, captainCashEvent, { captain_id: captainId });
      live?.toStaff(captainCashEvent, { captain_id: captainId });
    },
  });
  const positions = createCaptainPositionsService({
    positions: createCaptainPositionsRepository(db),
    clock,
    everySeconds: config.CAPTAIN_POSITION_EVERY_S,
    onPosition: (p: CaptainPosition) => live?.toStaff(captainPositionEvent, p),
  });
  const ops: ScopeRoutes = async (scope) => {
    await scope.register(named(opsCaptainsRoutes), { captains });
    await scope.register(named(opsCaptainCashRoutes), { cash: captainCash, positions });
  };
  const captain: ScopeRoutes = async (scope) => {
    await scope.register(named(captainFieldRoutes), { cash: captainCash, positions });
  };
  return { captains, captainCash, captainPositions: positions, ops, captain };
}
