import type { MissionListFilters } from '@courier/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { missions } from '../../db/schema/missions';
import { onBusinessDay, withinBusinessDays } from '../../db/sql/time';

/** Builds the WHERE of mission lists and searches; every condition starts from the session's client. */

/**
 * A list: the client's missions of these types (already narrowed to what the caller may follow) and
 * statuses, with the optional filters of spec §7.
 */
export function missionListWhere(
  clientId: number,
  types: readonly number[],
  statuses: readonly number[],
  f: Omit<MissionListFilters, 'type' | 'status'>,
): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(missions.clientId, clientId),
    inArray(missions.type, [...types]),
    inArray(missions.status, [...statuses]),
    f.code ? eq(missions.code, f.code) : undefined,
    f.captain_id ? eq(missions.captainId, f.captain_id) : undefined,
    f.due_date ? eq(missions.dueDate, f.due_date) : undefined,
    f.created_at ? onBusinessDay(missions.createdAt, f.created_at) : undefined,
    f.execution_date ? onBusinessDay(missions.executionDate, f.execution_date) : undefined,
  ];
  return and(...conditions)!;
}

/** The client's missions of the types the caller may follow (for the refresh marker and `left_ids`). */
export const followableWhere = (clientId: number, types: readonly number[]): SQL =>
  and(eq(missions.clientId, clientId), inArray(missions.type, [...types]))!;

/** An export: the client's missions of these types created between two Cairo days (both included). */
export const exportWhere = (clientId: number, types: readonly number[], from: string, to: string): SQL =>
  and(followableWhere(clientId, types), withinBusinessDays(missions.createdAt, from, to))!;

export const missionIdWhere = (clientId: number, id: number): SQL =>
  and(eq(missions.clientId, clientId), eq(missions.id, id))!;

/**
 * Narrows to the rows changed after `since` (incremental refresh). The marker keeps PostgreSQL's
 * microseconds (a JavaScript Date would cut them and answer the newest row again).
 */
export const changedSince = (where: SQL, since: string): SQL =>
  and(where, sql`${missions.updatedAt} > ${since}::timestamptz`)!;
