import type { Db } from '../../db/database';
import { createMissionActionsRepository } from './missions-actions.repository';
import { createMissionFormRepository } from './missions-form.repository';
import { createMissionListsRepository } from './missions-lists.repository';
import { createMissionOrdersRepository } from './missions-orders.repository';

/**
 * The only SQL of missions, in parts (lists, actions, form, the mission's orders; the shared columns and
 * filters in missions-query.repository.ts): this composes them into the one repository the services use.
 */
export function createMissionsRepository(db: Db) {
  return {
    ...createMissionListsRepository(db),
    ...createMissionActionsRepository(),
    ...createMissionFormRepository(db),
    ...createMissionOrdersRepository(db),
  };
}

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
export type MissionTotalsRow = Awaited<ReturnType<MissionsRepository['totals']>>;
