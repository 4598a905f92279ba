import {
  missionStatuses,
  reasonTypes,
  missionTypes,
  orderStatuses,
  type Language,
  type MissionListBody,
} from '@courier/contracts';
import { and, asc, between, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { updateWithLog } from '../../db/sql/logged-update';
import { onBusinessDay, withinBusinessDays } from '../../db/sql/time';
import type { TransitionStore } from '../../db/transition';
import { clients } from '../../db/schema/clients-users';
import { areas, governorates } from '../../db/schema/geo';
import {
  clientAddresses,
  clientBankAccounts,
  clientSupplyDays,
  missionCounts,
  missionLogs,
  missionOrders,
  missions,
  missionVersions,
  paymentWays,
} from '../../db/schema/missions';
import { branches, captains } from '../../db/schema/ops';
import { orders } from '../../db/schema/orders';
import { reasons } from '../../db/schema/reasons';

/** The only SQL of missions. Every query takes the client id: another client's mission simply is not found. */

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
const followable = (clientId: number, types: readonly number[], changedAfter?: string) =>
  and(
    eq(missions.clientId, clientId),
    inArray(missions.type, [...types]),
    changedAfter ? sql`${missions.updatedAt} > ${changedAfter}::timestamptz` : undefined,
  )!;

function listWhere(clientId: number, list: MissionListFilter): SQL {
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

const canceled = [missionStatuses.canceled, missionStatuses.canceled_with_captain];

/** The missions desk's filters (issue 7 §3): any client. */
export interface OpsMissionFilter {
  code?: string | undefined;
  clientId?: number | undefined;
  type?: number | undefined;
  status?: number | undefined;
  captainId?: number | undefined;
  dueDate?: string | undefined;
}

function opsWhere(f: OpsMissionFilter): SQL | undefined {
  return and(
    f.code ? eq(missions.code, f.code) : undefined,
    f.clientId ? eq(missions.clientId, f.clientId) : undefined,
    f.type ? eq(missions.type, f.type) : undefined,
    f.status ? eq(missions.status, f.status) : undefined,
    f.captainId ? eq(missions.captainId, f.captainId) : undefined,
    f.dueDate ? eq(missions.dueDate, f.dueDate) : undefined,
  );
}

const open = [missionStatuses.new, missionStatuses.for_captain, missionStatuses.given_for_captain];
const returnStatuses = (['with_company', 'returned', 'missing_return', 'expired_return'] as const).map(
  (s) => orderStatuses[s],
);
const ordersOfMission = (clientId: number, missionId: number) =>
  sql`${orders.id} in (select ${missionOrders.orderId} from ${missionOrders} where ${missionOrders.missionId} = ${missionId} and ${missionOrders.clientId} = ${clientId})`;

function missionColumns(lang: Language) {
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
const totalsColumns = {
  count: sql<number>`count(*)::int`,
  amountToBeCollected: sql<string>`coalesce(sum(${orders.amountToBeCollected}), 0)::numeric(22,2)::text`,
  receivedAmount: sql<string>`coalesce(sum(${orders.receivedAmount}), 0)::numeric(22,2)::text`,
  shippingCost: sql<string>`coalesce(sum(${orders.shippingCost}), 0)::numeric(22,2)::text`,
  cashAmount: sql<string>`coalesce(sum(${orders.cashAmount}), 0)::numeric(22,2)::text`,
  net: sql<string>`coalesce(sum(coalesce(${orders.receivedAmount}, 0) - coalesce(${orders.shippingCost}, 0)), 0)::numeric(22,2)::text`,
};

export function createMissionsRepository(db: Db) {
  const selectMissions = (tx: Db, lang: Language) =>
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

  /*
   * The five screens' unfiltered lists (P9, decision 035): their page, total and refresh marker are built
   * once (per language for the page) and prepared by name, the types and statuses as array parameters, so a
   * request neither rebuilds them with the query builder (most of the server's CPU for a list) nor has
   * PostgreSQL plan them again. Filtered lists and refreshes keep the query builder.
   */
  const client = sql.placeholder('clientId');
  const listed = and(
    eq(missions.clientId, client),
    sql`${missions.type} = any(${sql.placeholder('types')}::smallint[])`,
    sql`${missions.status} = any(${sql.placeholder('statuses')}::smallint[])`,
  );
  const preparedPages = new Map<Language, ReturnType<typeof preparePage>>();
  function preparePage(lang: Language) {
    const ids = db
      .select({ id: missions.id })
      .from(missions)
      .where(listed)
      .orderBy(desc(missions.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return selectMissions(db, lang)
      .where(and(eq(missions.clientId, client), sql`${missions.id} = any(array(${ids}))`))
      .orderBy(desc(missions.id))
      .prepare(`missions_list_page_${lang}`);
  }
  const pageStatement = (lang: Language) => {
    let statement = preparedPages.get(lang);
    if (!statement) preparedPages.set(lang, (statement = preparePage(lang)));
    return statement;
  };
  const keptCount = db
    .select({ n: sql<number>`coalesce(sum(${missionCounts.count}), 0)::int` })
    .from(missionCounts)
    .where(
      and(
        eq(missionCounts.clientId, client),
        sql`${missionCounts.type} = any(${sql.placeholder('types')}::smallint[])`,
        sql`${missionCounts.status} = any(${sql.placeholder('statuses')}::smallint[])`,
      ),
    )
    .prepare('missions_list_kept_count');
  const newestChange = db
    .select({
      at: sql<
        string | null
      >`to_char(max(${missions.updatedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(missions)
    .where(
      and(
        eq(missions.clientId, client),
        sql`${missions.type} = any(${sql.placeholder('types')}::smallint[])`,
      ),
    )
    .prepare('missions_list_newest_change');
  const versionStatement = db
    .select({
      v: sql<string>`coalesce(sum(${missionVersions.version}), 0)::text || ':' || coalesce(max(${missionVersions.epoch}), 0)::text`,
    })
    .from(missionVersions)
    .where(eq(missionVersions.clientId, client))
    .prepare('missions_version');
  /** Any truthy filter narrows the list in listWhere; such a list is built and counted as it comes. */
  const unfiltered = (list: MissionListFilter) =>
    !list.changedAfter && !Object.values(list.filters ?? {}).some(Boolean);

  return {
    /**
     * A page of the client's missions matching the list, newest first. The page's ids are picked first
     * (from the index alone: missions_client_id_list_idx holds type and status), and only those rows are
     * joined: with the joins in the same query, every row an OFFSET skips was joined too (decision 035).
     */
    async page(
      clientId: number,
      list: MissionListFilter,
      lang: Language,
      window: { offset: number; limit: number },
      tx: Db = db,
    ) {
      if (tx === db && unfiltered(list))
        return (await pageStatement(lang).execute({
          clientId,
          types: [...list.types],
          statuses: [...list.statuses],
          limit: window.limit,
          offset: window.offset,
        })) as MissionRow[];
      const ids = tx
        .select({ id: missions.id })
        .from(missions)
        .where(listWhere(clientId, list))
        .orderBy(desc(missions.id))
        .limit(window.limit)
        .offset(window.offset);
      // `= any(array(…))`, not `in (…)`: with `in`, the generic plan of the prepared statement expects a
      // tenth of the client's missions back and hash-joins all of them (240 ms instead of 0.5 ms).
      return (await selectMissions(tx, lang)
        .where(and(eq(missions.clientId, clientId), sql`${missions.id} = any(array(${ids}))`))
        .orderBy(desc(missions.id))) as MissionRow[];
    },

    /**
     * The version of what the client's mission pages show (decision 035, amendment): it changes with every
     * committed write to them, whoever makes it (triggers of migration 0028), as (sum of the slots' versions,
     * their newest epoch): the slots since migration 0031. No row yet: '0:0'.
     */
    async missionsVersion(clientId: number): Promise<string> {
      const [row] = await versionStatement.execute({ clientId });
      return row?.v ?? '0:0';
    },

    /**
     * How many missions match the list. Without filters or a refresh marker, from the counts the missions'
     * triggers keep per type, status and slot (decision 035; summed, so the slots need no grouping); otherwise
     * counted.
     */
    async count(clientId: number, list: MissionListFilter, tx: Db = db): Promise<number> {
      if (tx === db && unfiltered(list)) {
        const [kept] = await keptCount.execute({
          clientId,
          types: [...list.types],
          statuses: [...list.statuses],
        });
        return kept?.n ?? 0;
      }
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(missions)
        .where(listWhere(clientId, list));
      return row?.n ?? 0;
    },

    async find(clientId: number, id: number, lang: Language, tx: Db = db): Promise<MissionRow | undefined> {
      const [row] = (await selectMissions(tx, lang)
        .where(and(eq(missions.clientId, clientId), eq(missions.id, id)))
        .limit(1)) as MissionRow[];
      return row;
    },

    /** Ids only, for `left_ids`: the client's missions of these types changed after the marker. */
    async changedIds(
      clientId: number,
      types: readonly number[],
      changedAfter: string,
      tx: Db = db,
    ): Promise<number[]> {
      const rows = await tx
        .select({ id: missions.id })
        .from(missions)
        .where(followable(clientId, types, changedAfter))
        .limit(1_000);
      return rows.map((r) => r.id);
    },

    /** The newest change among the client's missions of these types, with microseconds (the refresh marker). */
    async maxUpdatedAt(clientId: number, types: readonly number[], tx: Db = db): Promise<string | null> {
      if (tx === db) {
        const [newest] = await newestChange.execute({ clientId, types: [...types] });
        return newest?.at ?? null;
      }
      const [row] = await tx
        .select({
          at: sql<
            string | null
          >`to_char(max(${missions.updatedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(missions)
        .where(followable(clientId, types));
      return row?.at ?? null;
    },

    /**
     * One of the client's missions as `transition()` moves it: locked FOR UPDATE (concurrent actions on
     * one mission run one at a time), updated and logged, every statement within the client.
     */
    movable(
      actor: MissionActor,
      id: number,
    ): TransitionStore<MissionRecord, MissionUpdate, MissionLogInsert> {
      const own = and(eq(missions.clientId, actor.clientId), eq(missions.id, id));
      return {
        lock: async (tx) => (await tx.select().from(missions).where(own).for('update'))[0],
        write: (values, entry, tx, also, answer) =>
          updateWithLog(
            tx,
            tx.update(missions).set(values).where(own),
            tx.insert(missionLogs).values({ ...entry, missionId: id, clientId: actor.clientId }),
            also,
            answer,
          ),
      };
    },

    /** Serialises a client's supply requests (one open supply at a time). */
    async lockClient(clientId: number, tx: Db) {
      await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
    },

    async insert(actor: MissionActor, values: MissionInsert, tx: Db) {
      const [row] = await tx
        .insert(missions)
        .values({ ...values, clientId: actor.clientId, userId: actor.userId })
        .returning({ id: missions.id, code: missions.code });
      return row!;
    },

    async addLog(actor: MissionActor, missionId: number, entry: MissionLogInsert, tx: Db) {
      await tx.insert(missionLogs).values({ ...entry, missionId, clientId: actor.clientId });
    },

    /**
     * Links the client's delivered orders whose cash no supply carries yet (none, or only canceled ones)
     * to a new supply mission, in one statement.
     */
    async linkUnsuppliedOrders(clientId: number, missionId: number, tx: Db): Promise<number> {
      const result = (await tx.execute(sql`
        insert into ${missionOrders} (mission_id, order_id, client_id)
        select ${missionId}, o.id, o.client_id from ${orders} o
        where o.client_id = ${clientId} and o.status = ${orderStatuses.given}
          and not exists (
            select 1 from ${missionOrders} mo join ${missions} m on m.id = mo.mission_id
            where mo.order_id = o.id and m.type = ${missionTypes.supply}
              and m.status not in (${sql.join(canceled, sql`, `)}))
        on conflict do nothing`)) as unknown as { rowCount?: number; affectedRows?: number };
      return result.rowCount ?? result.affectedRows ?? 0;
    },

    /** A page of the mission's order ids, newest first, and how many it carries. */
    async orderIds(
      clientId: number,
      missionId: number,
      page: { offset: number; limit: number },
      tx: Db = db,
    ) {
      const where = and(eq(missionOrders.clientId, clientId), eq(missionOrders.missionId, missionId));
      const [rows, [total]] = await Promise.all([
        tx
          .select({ id: missionOrders.orderId })
          .from(missionOrders)
          .where(where)
          .orderBy(desc(missionOrders.orderId))
          .limit(page.limit)
          .offset(page.offset),
        tx
          .select({ n: sql<number>`count(*)::int` })
          .from(missionOrders)
          .where(where),
      ]);
      return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
    },

    /** Sums over the mission's orders (or only its returned ones), computed in SQL. */
    async totals(clientId: number, missionId: number, onlyReturns = false, tx: Db = db) {
      const [row] = await tx
        .select(totalsColumns)
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            ordersOfMission(clientId, missionId),
            onlyReturns ? inArray(orders.status, returnStatuses) : undefined,
          ),
        );
      return row!;
    },

    async ordersByStatus(clientId: number, missionId: number, tx: Db = db) {
      return tx
        .select({ status: orders.status, count: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.clientId, clientId), ordersOfMission(clientId, missionId)))
        .groupBy(orders.status)
        .orderBy(asc(orders.status));
    },

    async returnedOrders(clientId: number, missionId: number, limit: number, tx: Db = db) {
      return tx
        .select({
          id: orders.id,
          code: orders.code,
          receiver: orders.receiver,
          status: orders.status,
          returnReason: orders.returnReason,
          returnToSenderDate: orders.returnToSenderDate,
        })
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            ordersOfMission(clientId, missionId),
            inArray(orders.status, returnStatuses),
          ),
        )
        .orderBy(desc(orders.id))
        .limit(limit);
    },

    addresses: (clientId: number, lang: Language) =>
      db
        .select({
          id: clientAddresses.id,
          title: clientAddresses.title,
          address: clientAddresses.address,
          governorate_id: clientAddresses.governorateId,
          governorate: lang === 'en' ? governorates.nameEn : governorates.nameAr,
          area_id: clientAddresses.areaId,
          area: lang === 'en' ? areas.nameEn : areas.nameAr,
          phone: clientAddresses.phone,
          is_default: clientAddresses.isDefault,
        })
        .from(clientAddresses)
        .innerJoin(governorates, eq(governorates.id, clientAddresses.governorateId))
        .innerJoin(areas, eq(areas.id, clientAddresses.areaId))
        .where(eq(clientAddresses.clientId, clientId))
        .orderBy(desc(clientAddresses.isDefault), asc(clientAddresses.id))
        .limit(100),

    async accounts(clientId: number) {
      const rows = await db
        .select({
          id: clientBankAccounts.id,
          bank_name: clientBankAccounts.bankName,
          account_name: clientBankAccounts.accountName,
          account_number: clientBankAccounts.accountNumber,
          kind: clientBankAccounts.kind,
        })
        .from(clientBankAccounts)
        .where(eq(clientBankAccounts.clientId, clientId))
        .orderBy(asc(clientBankAccounts.id))
        .limit(100);
      return rows.map((r) => ({ ...r, kind: r.kind === 'wallet' ? ('wallet' as const) : ('bank' as const) }));
    },

    paymentWays: (lang: Language) =>
      db
        .select({ id: paymentWays.id, title: lang === 'en' ? paymentWays.nameEn : paymentWays.nameAr })
        .from(paymentWays)
        .where(eq(paymentWays.active, true))
        .orderBy(asc(paymentWays.sortOrder), asc(paymentWays.id)),

    async supplyDays(clientId: number): Promise<number[]> {
      const rows = await db
        .select({ weekday: clientSupplyDays.weekday })
        .from(clientSupplyDays)
        .where(eq(clientSupplyDays.clientId, clientId))
        .orderBy(asc(clientSupplyDays.weekday));
      return rows.map((r) => r.weekday);
    },

    /** The client's open missions of these types due between two days (both included). */
    dueBetween: (clientId: number, types: readonly number[], from: string, to: string) =>
      db
        .select({
          id: missions.id,
          code: missions.code,
          type: missions.type,
          status: missions.status,
          due_date: missions.dueDate,
        })
        .from(missions)
        .where(
          and(
            eq(missions.clientId, clientId),
            inArray(missions.type, [...types]),
            inArray(missions.status, open),
            between(missions.dueDate, from, to),
          ),
        )
        .orderBy(asc(missions.dueDate), asc(missions.id))
        .limit(50),

    /** The submit's references, each checked to be the client's (or a reference that exists). */
    async references(
      clientId: number,
      ids: { addressId?: number; bankAccountId?: number; paymentWayId?: number; branchId?: number },
      tx: Db = db,
    ) {
      const [address, account, paymentWay, branch, client] = await Promise.all([
        ids.addressId
          ? tx
              .select({ id: clientAddresses.id })
              .from(clientAddresses)
              .where(and(eq(clientAddresses.clientId, clientId), eq(clientAddresses.id, ids.addressId)))
          : [],
        ids.bankAccountId
          ? tx
              .select({ id: clientBankAccounts.id, kind: clientBankAccounts.kind })
              .from(clientBankAccounts)
              .where(
                and(eq(clientBankAccounts.clientId, clientId), eq(clientBankAccounts.id, ids.bankAccountId)),
              )
          : [],
        ids.paymentWayId
          ? tx
              .select({ id: paymentWays.id })
              .from(paymentWays)
              .where(and(eq(paymentWays.id, ids.paymentWayId), eq(paymentWays.active, true)))
          : [],
        ids.branchId
          ? tx.select({ id: branches.id }).from(branches).where(eq(branches.id, ids.branchId))
          : [],
        tx.select({ branchId: clients.responsibleBranchId }).from(clients).where(eq(clients.id, clientId)),
      ]);
      return {
        address: address[0] !== undefined,
        bankAccountKind: account[0]?.kind as 'bank' | 'wallet' | undefined,
        paymentWay: paymentWay[0] !== undefined,
        branch: branch[0] !== undefined,
        defaultBranchId: client[0]?.branchId ?? null,
      };
    },

    async defaultBranch(clientId: number): Promise<number | null> {
      const [row] = await db
        .select({ branchId: clients.responsibleBranchId })
        .from(clients)
        .where(eq(clients.id, clientId));
      return row?.branchId ?? null;
    },

    async terminationReason(id: number, tx: Db = db) {
      const [row] = await tx
        .select({ id: reasons.id, needsNote: reasons.needsNote })
        .from(reasons)
        .where(and(eq(reasons.id, id), eq(reasons.type, reasonTypes.mission_termination)));
      return row;
    },

    terminationReasons: (lang: Language) =>
      db
        .select({
          id: reasons.id,
          name: lang === 'en' ? reasons.nameEn : reasons.nameAr,
          needs_note: reasons.needsNote,
        })
        .from(reasons)
        .where(eq(reasons.type, reasonTypes.mission_termination))
        .orderBy(asc(reasons.sortOrder), asc(reasons.id)),

    /**
     * One batch of an export: the client's missions of these types created between two Cairo days (both
     * included), by id after `afterId` (keyset), oldest first.
     */
    async exportBatch(
      clientId: number,
      range: { types: readonly number[]; from: string; to: string },
      afterId: number,
      limit: number,
      lang: Language,
      tx: Db = db,
    ) {
      return (await selectMissions(tx, lang)
        .where(
          and(
            followable(clientId, range.types),
            withinBusinessDays(missions.createdAt, range.from, range.to),
            gt(missions.id, afterId),
          ),
        )
        .orderBy(asc(missions.id))
        .limit(limit)) as MissionRow[];
    },

    // ---- The staff console's missions desk (issue 7 §3): every client's missions. ----

    /** A page of all clients' missions matching the desk's filters, newest first. */
    async opsPage(filter: OpsMissionFilter, lang: Language, window: { offset: number; limit: number }) {
      return (await selectMissions(db, lang)
        .where(opsWhere(filter))
        .orderBy(desc(missions.id))
        .limit(window.limit)
        .offset(window.offset)) as MissionRow[];
    },

    async opsCount(filter: OpsMissionFilter): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(missions)
        .where(opsWhere(filter));
      return row?.n ?? 0;
    },

    /** One mission (any client) as `transition()` moves it for staff: locked, updated, logged. */
    opsMovable(id: number): TransitionStore<MissionRecord, MissionUpdate, MissionLogInsert> {
      const one = eq(missions.id, id);
      let clientId = 0;
      return {
        lock: async (tx) => {
          const [row] = await tx.select().from(missions).where(one).for('update');
          clientId = row?.clientId ?? 0;
          return row;
        },
        write: (values, entry, tx, also, answer) =>
          updateWithLog(
            tx,
            tx.update(missions).set(values).where(one),
            tx.insert(missionLogs).values({ ...entry, missionId: id, clientId }),
            also,
            answer,
          ),
      };
    },

    /**
     * The client's orders a pickup collects: `sent` orders that no other pickup (receiving, or receiving
     * and returns) still open or executed carries.
     */
    async pickupCandidates(clientId: number, missionId: number, tx: Db): Promise<number[]> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            eq(orders.status, orderStatuses.sent),
            sql`not exists (select 1 from ${missionOrders} mo join ${missions} m on m.id = mo.mission_id
              where mo.order_id = "orders"."id" and m.id <> ${missionId}
                and m.type in (${missionTypes.receiving}, ${missionTypes.receiving_and_returns})
                and m.status not in (${sql.join(canceled, sql`, `)}))`,
          ),
        )
        .orderBy(asc(orders.id))
        .limit(10_000);
      return rows.map((r) => r.id);
    },

    async linkOrders(clientId: number, missionId: number, orderIds: number[], tx: Db) {
      if (orderIds.length === 0) return;
      await tx
        .insert(missionOrders)
        .values(orderIds.map((orderId) => ({ missionId, orderId, clientId })))
        .onConflictDoNothing();
    },

    async captainExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: captains.id }).from(captains).where(eq(captains.id, id));
      return row !== undefined;
    },

    captains: (lang: Language) =>
      db
        .select({
          id: captains.id,
          name: captains.name,
          phone: captains.phone,
          branch: lang === 'en' ? branches.nameEn : branches.nameAr,
        })
        .from(captains)
        .innerJoin(branches, eq(branches.id, captains.branchId))
        .orderBy(asc(captains.name), asc(captains.id))
        .limit(500),

    /** The latest missions of one client, for the clients desk. */
    async latestOfClient(clientId: number, lang: Language, limit: number) {
      return (await selectMissions(db, lang)
        .where(eq(missions.clientId, clientId))
        .orderBy(desc(missions.id))
        .limit(limit)) as MissionRow[];
    },
  };
}

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
export type MissionTotalsRow = Awaited<ReturnType<MissionsRepository['totals']>>;
