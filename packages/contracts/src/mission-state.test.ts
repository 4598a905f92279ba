import { describe, expect, it } from 'vitest';
import { missionStatuses, missionTypes, type MissionStatus, type MissionType } from './enums';
import {
  availableMissionActions,
  canOpsMoveMission,
  canceledMissionStatuses,
  checkMissionAction,
  defaultListedMissionStatuses,
  executedMissionStatuses,
  followableMissionTypes,
  mayAddMission,
  mayFollowMission,
  missionActions,
  missionLists,
  missionOpsMoves,
  openMissionStatuses,
  type MissionAction,
} from './mission-state';

const statuses = Object.keys(missionStatuses) as MissionStatus[];

/**
 * The decision table, written out by hand: one column per status in code order
 * (new for_captain given_for_captain exhausted canceled executed_with_captain canceled_with_captain);
 * `x` = any client actor (main account or sub-user) may take the action in that status.
 */
const allowed: Record<MissionAction, string> = {
  //          1 2 3 4 5 6 7
  terminate: 'x x . . . . .',
};

function expectedStatuses(action: MissionAction): MissionStatus[] {
  const marks = allowed[action].trim().split(/\s+/);
  expect(marks, action).toHaveLength(7);
  return statuses.filter((_, i) => marks[i] === 'x');
}

describe('mission state machine', () => {
  it('matches the decision table for every actor, action and status', () => {
    let checked = 0;
    for (const action of missionActions) {
      const expected = new Set(expectedStatuses(action));
      for (const status of statuses) {
        for (const actor of ['client_admin', 'client_user'] as const) {
          const result = checkMissionAction(actor, action, status);
          expect(result.ok, `${actor} ${action} ${status}`).toBe(expected.has(status));
          if (!result.ok) expect(result.reason).toBe('status');
          checked += 1;
        }
      }
    }
    expect(checked).toBe(missionActions.length * 7 * 2);
  });

  it('terminates into canceled, and only before the captain carries the mission', () => {
    expect(checkMissionAction('client_admin', 'terminate', 'new')).toEqual({ ok: true, to: 'canceled' });
    expect(checkMissionAction('client_user', 'terminate', 'for_captain')).toEqual({
      ok: true,
      to: 'canceled',
    });
    expect(checkMissionAction('client_admin', 'terminate', 'given_for_captain')).toEqual({
      ok: false,
      reason: 'status',
    });
    expect(availableMissionActions('client_user', 'new')).toEqual(['terminate']);
    for (const status of [...executedMissionStatuses, ...canceledMissionStatuses])
      expect(availableMissionActions('client_admin', status)).toEqual([]);
  });

  it('moves through operations from new to executed or canceled, never back from an end', () => {
    expect(canOpsMoveMission('new', 'for_captain')).toBe(true);
    expect(canOpsMoveMission('given_for_captain', 'executed_with_captain')).toBe(true);
    expect(canOpsMoveMission('executed_with_captain', 'exhausted')).toBe(true);
    expect(canOpsMoveMission('new', 'exhausted')).toBe(false);
    for (const end of ['exhausted', 'canceled', 'canceled_with_captain'] as const)
      expect(missionOpsMoves[end]).toEqual([]);
    // every status is reachable from new by client actions and operations together
    const reached = new Set<MissionStatus>(['new']);
    for (let round = 0; round < 7; round++) {
      for (const from of [...reached]) {
        for (const to of missionOpsMoves[from]) reached.add(to);
        for (const action of missionActions) {
          const r = checkMissionAction('client_admin', action, from);
          if (r.ok) reached.add(r.to);
        }
      }
    }
    expect([...reached].sort()).toEqual([...statuses].sort());
  });

  it('splits the statuses into open, executed and canceled, each status once', () => {
    const all = [...openMissionStatuses, ...executedMissionStatuses, ...canceledMissionStatuses];
    expect([...all].sort()).toEqual([...statuses].sort());
    expect(defaultListedMissionStatuses).toEqual([1, 2, 3, 4, 6]);
  });
});

describe('suspended clients (spec §1)', () => {
  const types = Object.keys(missionTypes) as MissionType[];
  it.each(types)(
    '%s: followed and added by an active client; by a suspended one only if receiving',
    (type) => {
      const allowedFrozen = type === 'receiving' || type === 'receiving_and_returns';
      expect(mayFollowMission(false, type)).toBe(true);
      expect(mayFollowMission(true, type)).toBe(allowedFrozen);
      expect(mayFollowMission(true, missionTypes[type])).toBe(allowedFrozen);
      expect(mayAddMission(true, type)).toBe(allowedFrozen);
    },
  );
  it('refuses unknown type codes to a suspended client', () => {
    expect(mayFollowMission(true, 9 as never)).toBe(false);
  });
  it('lists the followable type codes', () => {
    expect(followableMissionTypes(false)).toEqual([1, 2, 3, 4, 5]);
    expect(followableMissionTypes(true)).toEqual([1, 4]);
  });
});

describe('mission list screens', () => {
  it('maps each screen to its types and statuses', () => {
    expect(missionLists.Missions).toEqual({ type: [1, 4] });
    expect(missionLists.Supplied).toEqual({ type: [2] });
    expect(missionLists.ReturnWithCompany).toEqual({ type: [3], status: [1, 2, 3] });
    expect(missionLists.Return).toEqual({ type: [3], status: [6, 4] });
    expect(missionLists.Resent).toEqual({ type: [5] });
  });
});
