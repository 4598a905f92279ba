import { missionStatuses, orderStatuses, type Language, type MissionListBody } from '@courier/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { onBusinessDay } from '../../db/sql/time';
import { clients } from '../../db/schema/clients-users';
import { areas, governorates } from '../../db/schema/geo';
import type { missionLogs } from '../../db/schema/missions';
import {
  clientAddresses,
  clientBankAccounts,
  missionOrders,
  missions,
  paymentWays,
} from '../../db/schema/missions';
import { branches, captains } from '../../db/schema/ops';
import { orders } from '../../db/schema/orders';
import { reasons } from '../../db/schema/reasons';

/**
 * The missions module's shared SQL: the row's columns and joins, the list and desk filters and the
 * row types. Every client query takes the client id: another client's mission simply is not found.
 */

export type MissionInsert = Omit<typeof missions.$inferInsert, 'id' | 'code' | 'clientId' | 'userId'>;
export type MissionRecord = typeof missions.$inferSelect;
export type MissionUpdate = Partial<typeof missions.$inferInsert>;
export type MissionLogInsert = Omit<typeof missionLogs.$inferInsert, 'id' | 'missionId' | 'clientId'>;

export interface MissionActor {
  clientId: number;
  userId: number | null;
  name: string;
}

/**
 * What a list or search asks for: the types the caller may follow (already narrowed), the statuses, the
 * optional filters of spec §7, and for an incremental refresh only the rows changed after a marker.
 */
export interface MissionListFilter {
  types: readonly number[];
  statuses: readonly number[];
  filters?: Omit<MissionListBody, 'type' | 'status'>;
  /** The refresh marker: an ISO instant with PostgreSQL's microseconds (a Date would cut them). */
  changedAfter?: string | undefined;
}

/** The client's missions of these types, optionally changed after a marker. */
export const followable = (clientId: number, types: readonly number[], changedAfter?: string) =>
  and(
    eq(missions.clientId, clientId),
    inArray(missions.type, [...types]),
    changedAfter ? sql`${missions.updatedAt} > ${changedAfter}::timestamptz` : undefined,
  )!;

export function listWhere(clientId: number, list: MissionListFilter): SQL {
  const f = list.filters ?? {};
  return and(
    followable(clientId, list.types, list.changedAfter),
    inArray(missions.status, [...list.statuses]),
    f.code ? eq(missions.code, f.code) : undefined,
    f.captain_id ? eq(missions.captainId, f.captain_id) : undefined,
    f.due_date ? eq(missions.dueDate, f.due_date) : undefined,
    f.created_at ? onBusinessDay(missions.createdAt, f.created_at) : undefined,
    f.execution_date ? onBusinessDay(missions.executionDate, f.execution_date) : undefined,
  )!;
}

export const canceled = [missionStatuses.canceled, missionStatuses.canceled_with_captain];

/** The missions desk's filters (issue 7 §3): any client. */
export interface OpsMissionFilter {
  code?: string | undefined;
  clientId?: number | undefined;
  type?: number | undefined;
  status?: number | undefined;
  captainId?: number | undefined;
  dueDate?: string | undefined;
}

export function opsWhere(f: OpsMissionFilter): SQL | undefined {
  return and(
    f.code ? eq(missions.code, f.code) : undefined,
    f.clientId ? eq(missions.clientId, f.clientId) : undefined,
    f.type ? eq(missions.type, f.type) : undefined,
    f.status ? eq(missions.status, f.status) : undefined,
    f.captainId ? eq(missions.captainId, f.captainId) : undefined,
    f.dueDate ? eq(missions.dueDate, f.dueDate) : undefined,
  );
}

export const open = [missionStatuses.new, missionStatuses.for_captain, missionStatuses.given_for_captain];
export const returnStatuses = (['with_company', 'returned', 'missing_return', 'expired_return'] as const).map(
  (s) => orderStatuses[s],
);
export const ordersOfMission = (clientId: number, missionId: number) =>
  sql`${orders.id} in (select ${missionOrders.orderId} from ${missionOrders} where ${missionOrders.missionId} = ${missionId} and ${missionOrders.clientId} = ${clientId})`;

export function missionColumns(lang: Language) {
  const en = lang === 'en';
  return {
    id: missions.id,
    code: missions.code,
    type: missions.type,
    status: missions.status,
    createdAt: missions.createdAt,
    updatedAt: missions.updatedAt,
    dueDate: missions.dueDate,
    executionDate: missions.executionDate,
    month: missions.month,
    captainId: missions.captainId,
    captainName: captains.name,
    captainPhone: captains.phone,
    branchId: missions.branchId,
    branchName: en ? branches.nameEn : branches.nameAr,
    clientId: missions.clientId,
    clientName: clients.name,
    addressId: missions.addressId,
    addressTitle: clientAddresses.title,
    addressText: clientAddresses.address,
    addressGovernorate: en ? governorates.nameEn : governorates.nameAr,
    addressArea: en ? areas.nameEn : areas.nameAr,
    bankAccountId: missions.bankAccountId,
    bankName: clientBankAccounts.bankName,
    accountName: clientBankAccounts.accountName,
    accountNumber: clientBankAccounts.accountNumber,
    paymentWayId: missions.paymentWayId,
    paymentWayTitle: en ? paymentWays.nameEn : paymentWays.nameAr,
    amount: missions.amount,
    terminationReasonId: missions.terminationReasonId,
    terminationReason: en ? reasons.nameEn : reasons.nameAr,
    terminationNote: missions.terminationNote,
    notes: missions.notes,
    ordersCount: sql<number>`(select count(*)::int from ${missionOrders} where ${missionOrders.missionId} = ${missions.id})`,
  };
}

type DataOf<C> = C extends SQL<infer T> ? T : C extends { _: { data: infer D } } ? D : never;
export type MissionRow = {
  [K in keyof ReturnType<typeof missionColumns>]: DataOf<ReturnType<typeof missionColumns>[K]>;
} & {
  captainName: string | null;
  captainPhone: string | null;
  branchName: string | null;
  addressTitle: string | null;
  addressText: string | null;
  addressGovernorate: string | null;
  addressArea: string | null;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  paymentWayTitle: string | null;
  terminationReason: string | null;
};

/** Sums as numeric strings (never floating point) over a set of orders. */
export const totalsColumns = {
  count: sql<number>`count(*)::int`,
  amountToBeCollected: sql<string>`coalesce(sum(${orders.amountToBeCollected}), 0)::numeric(22,2)::text`,
  receivedAmount: sql<string>`coalesce(sum(${orders.receivedAmount}), 0)::numeric(22,2)::text`,
  shippingCost: sql<string>`coalesce(sum(${orders.shippingCost}), 0)::numeric(22,2)::text`,
  cashAmount: sql<string>`coalesce(sum(${orders.cashAmount}), 0)::numeric(22,2)::text`,
  net: sql<string>`coalesce(sum(coalesce(${orders.receivedAmount}, 0) - coalesce(${orders.shippingCost}, 0)), 0)::numeric(22,2)::text`,
};

/** Missions with the names their screens show, in `lang`. */
export const selectMissions = (tx: Db, lang: Language) =>
  tx
    .select(missionColumns(lang))
    .from(missions)
    .innerJoin(clients, eq(clients.id, missions.clientId))
    .leftJoin(captains, eq(captains.id, missions.captainId))
    .leftJoin(branches, eq(branches.id, missions.branchId))
    .leftJoin(clientAddresses, eq(clientAddresses.id, missions.addressId))
    .leftJoin(governorates, eq(governorates.id, clientAddresses.governorateId))
    .leftJoin(areas, eq(areas.id, clientAddresses.areaId))
    .leftJoin(clientBankAccounts, eq(clientBankAccounts.id, missions.bankAccountId))
    .leftJoin(paymentWays, eq(paymentWays.id, missions.paymentWayId))
    .leftJoin(reasons, eq(reasons.id, missions.terminationReasonId));
