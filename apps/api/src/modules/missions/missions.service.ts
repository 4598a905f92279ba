import {
  availableMissionActions,
  cairoDay,
  checkMissionAction,
  defaultListedMissionStatuses,
  followableMissionTypes,
  mayAddMission,
  mayFollowMission,
  missionActionLabelKey,
  missionStatusByCode,
  missionStatusLabelKey,
  missionStatuses,
  missionTypeByCode,
  missionTypeLabelKey,
  missionTypes,
  paymentWayNeedOf,
  paymentWays,
  translate,
  type Language,
  type MessageKey,
  type Mission,
  type MissionActor,
  type MissionAddResponse,
  type SubmitMissionBody,
  type MissionListBody,
  type MissionPreview,
  type MissionPreviewType,
  type MissionSearchBody,
  type MissionTypeCode,
  type ExportMissionsBody,
  type Order,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { RunInTransaction } from '../../db/transaction';
import { transition } from '../../db/transition';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { actorOf, type OrdersService } from '../orders/orders.service';
import type { SuppliesService } from '../supplies/supplies.service';
import { missionColumns, missionOrderColumns, sheetStream } from './mission-sheet';
import type {
  MissionActor as Actor,
  MissionListFilter,
  MissionRow,
  MissionsRepository,
} from './missions.repository';

export interface MissionsDeps {
  missions: MissionsRepository;
  /** Orders as the orders module shapes them (a mission's orders are the client's orders). */
  orders: Pick<OrdersService, 'forPrint'>;
  /** The balance and whether a supply may be requested. */
  supplies: Pick<SuppliesService, 'supplyState'>;
  transaction: RunInTransaction;
  clock: Clock;
  /** The display name of a user (for the log's "who"). */
  userName: (userId: number) => Promise<string>;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** At most this many orders on a mission's papers and in its spreadsheet (totals always cover all). */
export const missionPaperOrdersLimit = 2_000;
const exportBatchSize = 1_000;

export function toMission(row: MissionRow, actor: MissionActor): Mission {
  const status = missionStatusByCode(row.status) ?? 'new';
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    status: row.status,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
    due_date: row.dueDate,
    execution_date: iso(row.executionDate),
    month: row.month,
    captain_id: row.captainId,
    captain:
      row.captainId !== null && row.captainName !== null
        ? { id: row.captainId, name: row.captainName, phone: row.captainPhone ?? '' }
        : null,
    branch_id: row.branchId,
    branch:
      row.branchId !== null && row.branchName !== null ? { id: row.branchId, name: row.branchName } : null,
    client: { id: row.clientId, name: row.clientName },
    address_id: row.addressId,
    address:
      row.addressId !== null && row.addressTitle !== null
        ? {
            id: row.addressId,
            title: row.addressTitle,
            address: row.addressText ?? '',
            governorate: row.addressGovernorate ?? '',
            area: row.addressArea ?? '',
          }
        : null,
    bank_account_id: row.bankAccountId,
    bank_account:
      row.bankAccountId !== null && row.accountNumber !== null
        ? {
            id: row.bankAccountId,
            bank_name: row.bankName ?? '',
            account_name: row.accountName ?? '',
            account_number: row.accountNumber,
          }
        : null,
    payment_way_id: row.paymentWayId,
    payment_way:
      row.paymentWayId !== null && row.paymentWayTitle !== null
        ? { id: row.paymentWayId, title: row.paymentWayTitle }
        : null,
    amount: row.amount,
    termination_reason_id: row.terminationReasonId,
    termination_reason:
      row.terminationReasonId !== null && row.terminationReason !== null
        ? { id: row.terminationReasonId, name: row.terminationReason }
        : null,
    termination_note: row.terminationNote,
    notes: row.notes,
    orders_count: row.ordersCount,
    actions: availableMissionActions(actor, status),
  };
}

const invalid = (field: string, key: MessageKey = 'validation.invalid') =>
  new AppError('VALIDATION_FAILED', { errors: { [field]: [key] } });

export function createMissionsService(deps: MissionsDeps) {
  const repo = deps.missions;
  const today = () => cairoDay(deps.clock.now());

  async function actorFor(session: AuthContext): Promise<Actor> {
    return { clientId: session.clientId, userId: session.userId, name: await deps.userName(session.userId) };
  }

  /** The types the caller asks for, narrowed to those it may follow; none left for a suspended client is 403. */
  function typesFor(session: AuthContext, asked: readonly number[] | undefined): MissionTypeCode[] {
    const followable = followableMissionTypes(session.isFreezed);
    if (!asked) return followable;
    const types = followable.filter((t) => asked.includes(t));
    if (types.length === 0 && session.isFreezed) throw new AppError('ACCOUNT_SUSPENDED');
    return types;
  }

  /** A mission of the client that it may follow: 404 when not its own, 403 'account suspended' by type. */
  async function followable(session: AuthContext, id: number, lang: Language): Promise<MissionRow> {
    const row = await repo.find(session.clientId, id, lang);
    if (!row) throw new AppError('NOT_FOUND');
    if (!mayFollowMission(session.isFreezed, row.type as MissionTypeCode))
      throw new AppError('ACCOUNT_SUSPENDED');
    return row;
  }

  async function allOrders(session: AuthContext, ids: number[], lang: Language): Promise<Order[]> {
    return ids.length === 0 ? [] : deps.orders.forPrint(session, ids, lang);
  }

  return {
    actorFor,

    async list(
      session: AuthContext,
      query: { page: number; perPage: number; max_mission_updated_at?: string | undefined },
      filters: MissionListBody,
      lang: Language,
    ) {
      const types = typesFor(session, filters.type);
      const { type: _type, status, ...rest } = filters;
      const list: MissionListFilter = {
        types,
        statuses: status ?? defaultListedMissionStatuses,
        filters: rest,
      };
      const actor = actorOf(session);
      const client = session.clientId;
      const [total, max] = await Promise.all([repo.count(client, list), repo.maxUpdatedAt(client, types)]);
      if (query.max_mission_updated_at) {
        const since = query.max_mission_updated_at;
        const [rows, changed] = await Promise.all([
          repo.page(client, { ...list, changedAfter: since }, lang, { offset: 0, limit: 1_000 }),
          repo.changedIds(client, types, since),
        ]);
        const kept = new Set(rows.map((r) => r.id));
        return {
          feed: rows.map((r) => toMission(r, actor)),
          feed_count: total,
          max_mission_updated_at: max ?? query.max_mission_updated_at,
          left_ids: changed.filter((id) => !kept.has(id)),
        };
      }
      const rows =
        (query.page - 1) * query.perPage < total
          ? await repo.page(client, list, lang, {
              offset: (query.page - 1) * query.perPage,
              limit: query.perPage,
            })
          : [];
      return {
        feed: rows.map((r) => toMission(r, actor)),
        feed_count: total,
        max_mission_updated_at: max,
      };
    },

    /** `advanced-search-submit {code}`: the mission with this code in any status, if the caller may follow it. */
    async search(session: AuthContext, search: MissionSearchBody, lang: Language) {
      const list: MissionListFilter = {
        types: typesFor(session, undefined),
        statuses: Object.values(missionStatuses),
        filters: { code: search.code },
      };
      const perPage = search.perPage ?? 20;
      const offset = ((search.page ?? 1) - 1) * perPage;
      const [total, rows] = await Promise.all([
        repo.count(session.clientId, list),
        repo.page(session.clientId, list, lang, { offset, limit: perPage }),
      ]);
      return { feed: rows.map((r) => toMission(r, actorOf(session))), feed_count: total };
    },

    async details(session: AuthContext, id: number, lang: Language): Promise<Mission> {
      return toMission(await followable(session, id, lang), actorOf(session));
    },

    /** `mission/add`: what the form needs (spec §3 Mission add-form data). */
    async addForm(session: AuthContext, lang: Language): Promise<Omit<MissionAddResponse, 'success'>> {
      const types = followableMissionTypes(session.isFreezed);
      const [addresses, accounts, ways, days, dueSoon, state, defaultBranch] = await Promise.all([
        repo.addresses(session.clientId, lang),
        repo.accounts(session.clientId),
        repo.paymentWays(lang),
        repo.supplyDays(session.clientId),
        repo.dueBetween(session.clientId, types, today(), cairoDay(deps.clock.now(), 2)),
        deps.supplies.supplyState(session.clientId),
        repo.defaultBranch(session.clientId),
      ]);
      return {
        addresses,
        accounts,
        paymentWays: ways.flatMap((w) => {
          const needs = paymentWayNeedOf(w.id);
          return needs ? [{ ...w, needs }] : [];
        }),
        missionsWithinTwoDays: dueSoon,
        suppliedAvailable: mayAddMission(session.isFreezed, 'supply') && state.suppliedAvailable,
        supply_days: days.map((day) => ({ day, name: translate(`weekday.${day}` as MessageKey, lang) })),
        types: types.map((code) => ({
          id: code,
          name: translate(missionTypeLabelKey(missionTypeByCode(code)!), lang),
        })),
        default_branch_id: defaultBranch,
      };
    },

    /**
     * `mission/submit`, inside the idempotency transaction: the rules the schema cannot see (the
     * suspension, ids that are the client's, a day not in the past, a supply only when available), then
     * the mission and its 'create' log row; a supply also takes the delivered orders whose cash it brings.
     * Everything reads through `tx` (PGlite has one connection: a query outside would wait for it).
     */
    async submit(
      session: AuthContext,
      actor: Actor,
      form: SubmitMissionBody,
      tx: Db,
    ): Promise<{ id: number; code: string }> {
      if (!mayAddMission(session.isFreezed, form.type)) throw new AppError('ACCOUNT_SUSPENDED');
      if (form.due_date && form.due_date < today()) throw invalid('due_date', 'validation.dateNotPast');
      const refs = await repo.references(
        session.clientId,
        {
          addressId: form.address_id,
          bankAccountId: form.bank_account_id,
          paymentWayId: form.payment_way_id,
          branchId: form.branch_id,
        },
        tx,
      );
      const errors: Record<string, MessageKey[]> = {};
      if (form.address_id && !refs.address) errors.address_id = ['validation.invalid'];
      if (form.payment_way_id && !refs.paymentWay) errors.payment_way_id = ['validation.invalid'];
      if (form.branch_id && !refs.branch) errors.branch_id = ['validation.invalid'];
      if (form.bank_account_id) {
        const wanted = form.payment_way_id === paymentWays.mobile_wallet ? 'wallet' : 'bank';
        if (refs.bankAccountKind !== wanted) errors.bank_account_id = ['validation.invalid'];
      }
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', { errors });

      const supply = form.type === missionTypes.supply;
      let amount: string | null = null;
      let dueDate = form.due_date ?? null;
      if (supply) {
        await repo.lockClient(session.clientId, tx);
        const state = await deps.supplies.supplyState(session.clientId, tx);
        if (!state.suppliedAvailable) throw new AppError('SUPPLY_NOT_AVAILABLE');
        amount = state.balance;
        dueDate ??= state.nextSupplyDay;
      }
      const created = await repo.insert(
        actor,
        {
          type: form.type,
          status: missionStatuses.new,
          dueDate,
          month: form.month ?? null,
          addressId: form.address_id ?? null,
          bankAccountId: form.bank_account_id ?? null,
          paymentWayId: form.payment_way_id ?? null,
          branchId: form.branch_id ?? refs.defaultBranchId,
          amount,
          notes: form.notes ?? null,
          createdAt: deps.clock.now(),
          updatedAt: deps.clock.now(),
        },
        tx,
      );
      await repo.addLog(
        actor,
        created.id,
        {
          userId: actor.userId,
          actor: 'client',
          actorName: actor.name,
          action: 'create',
          fromStatus: null,
          toStatus: missionStatuses.new,
          note: null,
        },
        tx,
      );
      if (supply) await repo.linkUnsuppliedOrders(session.clientId, created.id, tx);
      return created;
    },

    /** Terminates a mission with a reason: the state machine, the row and its log, in one transaction. */
    async terminate(
      session: AuthContext,
      input: { id: number; reason_id: number; reason?: string | undefined },
    ) {
      const reason = await repo.terminationReason(input.reason_id);
      if (!reason) throw invalid('reason_id');
      if (reason.needsNote && !input.reason) throw invalid('reason', 'validation.required');
      const actor = await actorFor(session);
      await transition(deps.transaction, repo.movable(actor, input.id), (row) => {
        if (!mayFollowMission(session.isFreezed, row.type as MissionTypeCode))
          throw new AppError('ACCOUNT_SUSPENDED');
        const status = missionStatusByCode(row.status)!;
        const check = checkMissionAction(actorOf(session), 'terminate', status);
        if (!check.ok) {
          throw new AppError('MISSION_ACTION_NOT_ALLOWED', {
            paramKeys: { action: missionActionLabelKey('terminate'), status: missionStatusLabelKey(status) },
          });
        }
        const to = missionStatuses[check.to];
        return {
          values: {
            status: to,
            terminationReasonId: reason.id,
            terminationNote: input.reason ?? null,
            updatedAt: deps.clock.now(),
          },
          log: {
            userId: actor.userId,
            actor: 'client',
            actorName: actor.name,
            action: 'terminate',
            fromStatus: row.status,
            toStatus: to,
            note: input.reason ?? `reason:${reason.id}`,
          },
        };
      });
    },

    terminationReasons: (lang: Language) => repo.terminationReasons(lang),

    async orders(session: AuthContext, id: number, page: { page: number; perPage: number }, lang: Language) {
      await followable(session, id, lang);
      const { ids, total } = await repo.orderIds(session.clientId, id, {
        offset: (page.page - 1) * page.perPage,
        limit: page.perPage,
      });
      return { feed: await allOrders(session, ids, lang), feed_count: total };
    },

    /** The documents to print: the mission, its orders (up to the limit) and the totals over all of them. */
    async papers(session: AuthContext, id: number, lang: Language) {
      const row = await followable(session, id, lang);
      const [{ ids }, sums] = await Promise.all([
        repo.orderIds(session.clientId, id, { offset: 0, limit: missionPaperOrdersLimit }),
        repo.totals(session.clientId, id),
      ]);
      return {
        mission: toMission(row, actorOf(session)),
        orders: await allOrders(session, ids, lang),
        totals: totalsOf(sums),
      };
    },

    async preview(
      session: AuthContext,
      id: number,
      type: MissionPreviewType,
      lang: Language,
    ): Promise<MissionPreview> {
      await followable(session, id, lang);
      if (type === 1) {
        const byStatus = await repo.ordersByStatus(session.clientId, id);
        return { type, total: byStatus.reduce((n, s) => n + s.count, 0), by_status: byStatus };
      }
      if (type === 2) return { type, ...totalsOf(await repo.totals(session.clientId, id)) };
      const [sums, rows] = await Promise.all([
        repo.totals(session.clientId, id, true),
        repo.returnedOrders(session.clientId, id, missionPaperOrdersLimit),
      ]);
      return {
        type,
        count: sums.count,
        orders: rows.map((r) => ({
          id: r.id,
          code: r.code,
          receiver: r.receiver,
          status: r.status,
          return_reason: r.returnReason,
          return_to_sender_date: iso(r.returnToSenderDate),
        })),
      };
    },

    /** `mission/excel?id&type`: the mission's orders (types 1 and 2) or its returned ones (3) as an xlsx. */
    async excel(session: AuthContext, id: number, type: MissionPreviewType, lang: Language) {
      const row = await followable(session, id, lang);
      const ids =
        type === 3
          ? (await repo.returnedOrders(session.clientId, id, missionPaperOrdersLimit)).map((r) => r.id)
          : (await repo.orderIds(session.clientId, id, { offset: 0, limit: missionPaperOrdersLimit })).ids;
      const orders = await allOrders(session, ids, lang);
      return {
        fileName: `mission-${row.code}-${type}.xlsx`,
        body: sheetStream('missionExport.ordersSheet', missionOrderColumns(type), [orders], lang),
      };
    },

    /** `export-my-missions`: the missions created in the date range (Cairo days), of the types the caller may follow. */
    async exportMissions(session: AuthContext, query: ExportMissionsBody, lang: Language) {
      const range = { types: typesFor(session, query.type), from: query.date_from, to: query.date_to };
      const actor = actorOf(session);
      async function* batches() {
        let afterId = 0;
        for (;;) {
          const rows = await repo.exportBatch(session.clientId, range, afterId, exportBatchSize, lang);
          if (rows.length === 0) return;
          yield rows.map((r) => toMission(r, actor));
          if (rows.length < exportBatchSize) return;
          afterId = rows.at(-1)!.id;
        }
      }
      return {
        fileName: `missions-${query.date_from}_${query.date_to}.xlsx`,
        body: sheetStream('missionExport.missionsSheet', missionColumns, batches(), lang),
      };
    },
  };
}

function totalsOf(sums: {
  count: number;
  amountToBeCollected: string;
  receivedAmount: string;
  shippingCost: string;
  cashAmount: string;
  net: string;
}) {
  return {
    count: sums.count,
    amount_to_be_collected: sums.amountToBeCollected,
    received_amount: sums.receivedAmount,
    shipping_cost: sums.shippingCost,
    cash_amount: sums.cashAmount,
    net: sums.net,
  };
}

export type MissionsService = ReturnType<typeof createMissionsService>;
