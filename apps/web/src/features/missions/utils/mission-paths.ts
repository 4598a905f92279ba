import { missionListNames, missionLists, type MissionList } from '@courier/contracts';
import { generatePath } from 'react-router';
import { paths } from '@/config/paths';

/** Mission URLs carry the mission's id (spec §2 `/MissionDetails/{id}`, `/printMission/{id}`). */
export const missionDetailsPath = (id: number) => generatePath(paths.missionDetails.path, { id: String(id) });
export const printMissionPath = (id: number) => generatePath(paths.printMission.path, { id: String(id) });

/**
 * The list a mission belongs to, by its type and status as contracts' missionLists says (a canceled
 * return, on neither return list, belongs to the first list of its type).
 */
export function missionListOf(mission: { type: number; status: number }): MissionList {
  const scope = (name: MissionList): { type: readonly number[]; status?: readonly number[] } =>
    missionLists[name];
  return (
    missionListNames.find(
      (name) =>
        scope(name).type.includes(mission.type) && (scope(name).status?.includes(mission.status) ?? true),
    ) ??
    missionListNames.find((name) => scope(name).type.includes(mission.type)) ??
    'Missions'
  );
}
