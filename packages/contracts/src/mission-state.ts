import {
  missionStatuses,
  missionTypeByCode,
  missionTypes,
  missionTypesAllowedWhenSuspended,
  type MissionStatus,
  type MissionStatusCode,
  type MissionType,
  type MissionTypeCode,
} from './enums';
import type { MessageKey } from './messages';
import type { OrderActor } from './order-state';

/**
 * The mission state machine (spec §3, §4, docs/architecture.md): which actor may take which action in which status.
 * The API checks every client action here and writes the mission log in the same transaction; the web
 * app asks the same table which buttons to show. Missions move on their own only through the courier's
 * operations (`missionOpsMoves`): a captain is assigned, takes the mission, executes or cancels it.
 */

/** The same actors as orders: the client's main account, one of its sub-users, or the courier's staff. */
export type MissionActor = OrderActor;
const anyClient: readonly MissionActor[] = ['client_admin', 'client_user'];

export const missionActions = ['terminate'] as const;
export type MissionAction = (typeof missionActions)[number];

interface MissionActionRule {
  actors: readonly MissionActor[];
  from: readonly MissionStatus[];
  to: MissionStatus;
}

/**
 * A client terminates (cancels) a mission with a reason while no captain has taken it yet: `new`, or
 * `for_captain` (assigned but not handed over). Once the captain carries it, only operations can cancel
 * it (`canceled_with_captain`). A sub-user may terminate too: whoever can request a pickup can call it
 * off (docs/decisions/009-missions.md).
 */
export const missionActionRules: Record<MissionAction, MissionActionRule> = {
  terminate: { actors: anyClient, from: ['new', 'for_captain'], to: 'canceled' },
};

/** The courier's operations move a mission along; the demo data and the ops console use this. */
export const missionOpsMoves: Record<MissionStatus, readonly MissionStatus[]> = {
  new: ['for_captain', 'canceled'],
  for_captain: ['given_for_captain', 'new', 'canceled'],
  given_for_captain: ['executed_with_captain', 'canceled_with_captain'],
  executed_with_captain: ['exhausted'],
  exhausted: [],
  canceled: [],
  canceled_with_captain: [],
};

/** Still to happen: what a client follows as "open" (due dates, the two-day warning, an open supply). */
export const openMissionStatuses: readonly MissionStatus[] = ['new', 'for_captain', 'given_for_captain'];
/** Done: the captain executed it (and, for `exhausted`, the branch closed it). */
export const executedMissionStatuses: readonly MissionStatus[] = ['executed_with_captain', 'exhausted'];
/** Called off: by the client (terminate), operations, or while with the captain. Not on the lists by default. */
export const canceledMissionStatuses: readonly MissionStatus[] = ['canceled', 'canceled_with_captain'];

export type MissionActionCheck = { ok: true; to: MissionStatus } | { ok: false; reason: 'role' | 'status' };

export function checkMissionAction(
  actor: MissionActor,
  action: MissionAction,
  status: MissionStatus,
): MissionActionCheck {
  const rule = missionActionRules[action];
  if (actor !== 'ops' && !rule.actors.includes(actor)) return { ok: false, reason: 'role' };
  if (!rule.from.includes(status)) return { ok: false, reason: 'status' };
  return { ok: true, to: rule.to };
}

/** The actions a client actor can take on a mission in this status (for buttons and menus). */
export function availableMissionActions(actor: MissionActor, status: MissionStatus): MissionAction[] {
  return missionActions.filter((action) => checkMissionAction(actor, action, status).ok);
}

export function canOpsMoveMission(from: MissionStatus, to: MissionStatus): boolean {
  return missionOpsMoves[from].includes(to);
}

export const missionActionLabelKey = (a: MissionAction): MessageKey => `missionAction.${a}`;

/**
 * Spec §1: a suspended client (is_freezed) may follow and add only receiving and receiving-and-returns
 * missions; everything else answers 'account suspended'. The one rule the API and the browser share.
 */
export function mayFollowMission(isFreezed: boolean, type: MissionType | MissionTypeCode): boolean {
  if (!isFreezed) return true;
  const name = typeof type === 'number' ? missionTypeByCode(type) : type;
  return name !== undefined && missionTypesAllowedWhenSuspended.includes(name);
}

/** Adding follows the same rule as following (spec §1 "followed or added"). */
export const mayAddMission = mayFollowMission;

/** The type codes a client may see: all five, or the two a suspended client keeps. */
export function followableMissionTypes(isFreezed: boolean): MissionTypeCode[] {
  return (Object.values(missionTypes) as MissionTypeCode[]).filter((code) =>
    mayFollowMission(isFreezed, code),
  );
}

const codes = (list: readonly MissionStatus[]) => list.map((s) => missionStatuses[s]) as MissionStatusCode[];

/**
 * The five mission list screens (spec §2) and what each shows, as the `type` and `status` filters of
 * `POST mission/all` (docs/decisions/009-missions.md):
 * - `/Missions`: pickups, i.e. receiving (1) and receiving-and-returns (4);
 * - `/Supplied`: supply missions (2);
 * - `/ReturnWithCompany`: return missions (3) the courier has not executed yet (still with the company);
 * - `/Return`: return missions (3) already executed (the parcels are back with the client);
 * - `/Resent`: resend missions (5).
 * Without a status filter a list leaves out canceled missions (a terminated mission leaves its list).
 */
export const missionLists = {
  Missions: { type: [missionTypes.receiving, missionTypes.receiving_and_returns] },
  Supplied: { type: [missionTypes.supply] },
  ReturnWithCompany: { type: [missionTypes.return], status: codes(openMissionStatuses) },
  Return: { type: [missionTypes.return], status: codes(executedMissionStatuses) },
  Resent: { type: [missionTypes.resend] },
} as const satisfies Record<
  string,
  { type: readonly MissionTypeCode[]; status?: readonly MissionStatusCode[] }
>;
export type MissionList = keyof typeof missionLists;
export const missionListNames = Object.keys(missionLists) as MissionList[];

/** Statuses a list shows when the caller gives no status filter: all but the canceled ones. */
export const defaultListedMissionStatuses: MissionStatusCode[] = (
  Object.keys(missionStatuses) as MissionStatus[]
)
  .filter((s) => !canceledMissionStatuses.includes(s))
  .map((s) => missionStatuses[s]);
