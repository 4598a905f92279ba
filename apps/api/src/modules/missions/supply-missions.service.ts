import { missionStatusByCode, missionStatuses, type MissionStatus } from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { ignoreStatusChanges, withStatusEvents, type StatusListener } from '../../db/status-events';
import { transition } from '../../db/transition';
import type { RunInTransaction } from '../../db/transaction';
import type { StaffContext } from '../../http/staff-guard';
import type { SupplyMissionsHooks } from '../supplies/supplies.service';
import type { MissionsRepository } from './missions.repository';
import type { OpenSupplyMission, SupplyMissionsRepository } from './supply-missions.repository';

export interface SupplyMissionsDeps {
  missions: MissionsRepository;
  supplyMissions: SupplyMissionsRepository;
  clock: Clock;
  onStatusChange?: StatusListener;
}

/**
 * Supply missions on the one money path (decision 052). A supply mission brings the cash of the orders it
 * carries (or, carrying none, of every owed order of the client); it is paid only through the supplies
 * service: executed by the desk (`owed` gives the orders it settles), or closed by a desk supply that
 * settled everything it owed (`afterDeskSupply`), which otherwise shrinks its amount to what is left.
 */
export function createSupplyMissionsService(deps: SupplyMissionsDeps) {
  const repo = deps.supplyMissions;
  const listener = deps.onStatusChange ?? ignoreStatusChanges;

  /** Closes a mission a desk supply paid: executed (linked to the supply) or, for a second one, canceled. */
  async function close(staff: StaffContext, id: number, supplyId: number, executed: boolean, tx: Db) {
    const inTx: RunInTransaction = (work) => work(tx);
    await transition(inTx, withStatusEvents(deps.missions.opsMovable(id), listener), (row) => {
      const from = missionStatusByCode(row.status)!;
      const to: MissionStatus = !executed
        ? from === 'given_for_captain'
          ? 'canceled_with_captain'
          : 'canceled'
        : 'executed_with_captain';
      const now = deps.clock.now();
      return {
        values: {
          status: missionStatuses[to],
          updatedAt: now,
          ...(executed ? { executionDate: now } : { terminationNote: `supply:${supplyId}` }),
        },
        log: {
          userId: null,
          actor: 'ops',
          actorName: staff.name,
          action: 'supply:desk',
          fromStatus: row.status,
          toStatus: missionStatuses[to],
          note: `supply:${supplyId}`,
        },
      };
    });
  }

  const hooks: SupplyMissionsHooks = {
    lockOpen: (clientId, tx) => repo.lockOpen(clientId, tx),

    async afterDeskSupply(staff, open, supplyId, tx) {
      const closed: number[] = [];
      for (const mission of open as OpenSupplyMission[]) {
        const left = await repo.owed(mission.id, mission.clientId, tx);
        if (left.codes.length > 0) {
          await repo.setAmount(mission.id, left.net, deps.clock.now(), tx);
          continue;
        }
        await close(staff, mission.id, supplyId, closed.length === 0, tx);
        closed.push(mission.id);
      }
      return closed;
    },
  };

  return {
    ...hooks,
    /** The orders an executed supply mission settles. */
    owed: (mission: { id: number; clientId: number }, tx: Db) => repo.owed(mission.id, mission.clientId, tx),
    setAmount: (missionId: number, amount: string, tx: Db) =>
      repo.setAmount(missionId, amount, deps.clock.now(), tx),
  };
}

export type SupplyMissionsService = ReturnType<typeof createSupplyMissionsService>;
