import {
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
  type MissionAddResponse,
  type SubmitMissionBody,
  type MissionListBody,
  type MissionSearchBody,
  type MissionTypeCode,
  type Order,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { RunInTransaction } from '../../db/transaction';
import { ignoreStatusChanges, withStatusEvents, type StatusListener } from '../../db/status-events';
import { transition } from '../../db/transition';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { cachedPage, createPageCache, pageKey, type PageCache } from '../../lib/page-cache';
import type { Idempotent } from '../idempotency/idempotency.service';
import { actorOf, type OrdersService } from '../orders/orders.service';
import type { SuppliesService } from '../supplies/supplies.service';
import { createMissionDocuments } from './mission-documents';
import { toMission } from './mission-mapping';
import type { MissionsRepository } from './missions.repository';
import type { MissionActor as Actor, MissionListFilter, MissionRow } from './missions-query.repository';

export interface MissionsDeps {
  missions: MissionsRepository;
  /** Orders as the orders module shapes them (a mission's orders are the client's orders). */
  orders: Pick<OrdersService, 'forPrint'>;
  /** The balance and whether a supply may be requested. */
  supplies: Pick<SuppliesService, 'supplyState'>;
  transaction: RunInTransaction;
  /** Told of every status change inside its transaction (the webhooks outbox, decision 030). */
  onStatusChange?: StatusListener;
  /** Runs a creation once per Idempotency-Key. */
  idempotent: Idempotent;
  clock: Clock;
  /** The display name of a user (for the log's "who"). */
  userName: (userId: number) => Promise<string>;
  /** Serialised list pages, shared with the order lists (decision 035, amendment); one per service by default. */
  pageCache?: PageCache;
}

const invalid = (field: string, key: MessageKey = 'validation.invalid') =>
  new AppError('VALIDATION_FAILED', { errors: { [field]: [key] } });

export function createMissionsService(deps: MissionsDeps) {
  const repo = deps.missions;
  const today = () => cairoDay(deps.clock.now());
  const pageCache = deps.pageCache ?? createPageCache();

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

  /**
   * `mission/submit`, inside the idempotency transaction: the rules the schema cannot see (the
   * suspension, ids that are the client's, a day not in the past, a supply only when available), then
   * the mission and its 'create' log row; a supply also takes the delivered orders whose cash it brings.
   * Everything reads through `tx` (PGlite has one connection: a query outside would wait for it).
   */
  async function create(
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
  }

  const documents = createMissionDocuments({ missions: repo, followable, typesFor, ordersOf: allOrders });

  return {
    /**
     * `mission/all`, serialised: the JSON string is sent as it is. A page (no refresh marker) comes from
     * the page cache while the client's missions version has not moved (decision 035, amendment).
     */
    async list(
      session: AuthContext,
      query: { page: number; perPage: number; max_mission_updated_at?: string | undefined },
      filters: MissionListBody,
      lang: Language,
    ): Promise<string> {
      const types = typesFor(session, filters.type);
      const { type: _type, status, ...rest } = filters;
      const list: MissionListFilter = {
        types,
        statuses: status ?? defaultListedMissionStatuses,
        filters: rest,
      };
      const actor = actorOf(session);
      const client = session.clientId;
      if (query.max_mission_updated_at) {
        const since = query.max_mission_updated_at;
        // The marker first: a change committed after it is in the next refresh, never lost.
        const [total, max] = await Promise.all([repo.count(client, list), repo.maxUpdatedAt(client, types)]);
        const [rows, changed] = await Promise.all([
          repo.page(client, { ...list, changedAfter: since }, lang, { offset: 0, limit: 1_000 }),
          repo.changedIds(client, types, since),
        ]);
        const kept = new Set(rows.map((r) => r.id));
        return JSON.stringify({
          success: 1,
          feed: rows.map((r) => toMission(r, actor)),
          feed_count: total,
          max_mission_updated_at: max ?? since,
          left_ids: changed.filter((id) => !kept.has(id)),
        });
      }
      const key = pageKey({
        kind: 'missions',
        clientId: client,
        // The types the caller may follow (a suspended client's are fewer) and the statuses asked.
        list: `${types.join(',')}/${list.statuses.join(',')}`,
        page: query.page,
        perPage: query.perPage,
        lang,
        // The actions offered (main account or sub-user) and, to be safe, the user's role.
        actor: `${actor}:${session.role}`,
        filters: rest,
      });
      return cachedPage(
        pageCache,
        key,
        () => repo.missionsVersion(client),
        async () => {
          const [total, max] = await Promise.all([
            repo.count(client, list),
            repo.maxUpdatedAt(client, types),
          ]);
          const rows =
            (query.page - 1) * query.perPage < total
              ? await repo.page(client, list, lang, {
                  offset: (query.page - 1) * query.perPage,
                  limit: query.perPage,
                })
              : [];
          return {
            success: 1,
            feed: rows.map((r) => toMission(r, actor)),
            feed_count: total,
            max_mission_updated_at: max,
          };
        },
      );
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

    /** `mission/submit`, once per `Idempotency-Key` (a double click or a retry creates one mission). */
    async submit(session: AuthContext, form: SubmitMissionBody, key: string | undefined) {
      const actor = await actorFor(session);
      return deps.idempotent({ clientId: session.clientId, name: 'mission/submit', key, body: form }, (tx) =>
        create(session, actor, form, tx),
      );
    },

    /**
     * Spec §1 before the form (issue 41.11): a suspended client asking for a type it may not add, or
     * acting on a mission it may not follow, hears 'account suspended' rather than the fields it left
     * empty. Runs before validation, so it reads the raw values and leaves anything unreadable to the
     * schema (an unknown type or id is the form's error, not the suspension's).
     */
    async refuseSuspended(session: AuthContext, asked: { type?: unknown; id?: unknown }): Promise<void> {
      if (!session.isFreezed) return;
      const type = rawId(asked.type);
      if (type !== undefined && missionTypeByCode(type) && !mayAddMission(true, type as MissionTypeCode))
        throw new AppError('ACCOUNT_SUSPENDED');
      const id = rawId(asked.id);
      if (id !== undefined) await followable(session, id, 'en').catch(suspensionOnly);
    },

    /** Terminates a mission with a reason: the state machine, the row and its log, in one transaction. */
    async terminate(session: AuthContext, input: { id: number; reason_id: number; reason: string }) {
      const reason = await repo.terminationReason(input.reason_id);
      if (!reason) throw invalid('reason_id');
      const actor = await actorFor(session);
      await transition(
        deps.transaction,
        withStatusEvents(repo.movable(actor, input.id), deps.onStatusChange ?? ignoreStatusChanges),
        (row) => {
          if (!mayFollowMission(session.isFreezed, row.type as MissionTypeCode))
            throw new AppError('ACCOUNT_SUSPENDED');
          const status = missionStatusByCode(row.status)!;
          const check = checkMissionAction(actorOf(session), 'terminate', status);
          if (!check.ok) {
            throw new AppError('MISSION_ACTION_NOT_ALLOWED', {
              paramKeys: {
                action: missionActionLabelKey('terminate'),
                status: missionStatusLabelKey(status),
              },
            });
          }
          const to = missionStatuses[check.to];
          return {
            values: {
              status: to,
              terminationReasonId: reason.id,
              terminationNote: input.reason,
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
        },
      );
    },

    terminationReasons: (lang: Language) => repo.terminationReasons(lang),

    ...documents,
  };
}

export type MissionsService = ReturnType<typeof createMissionsService>;

/** A raw id or code as the client sent it (number or digits), else undefined. */
function rawId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/** Only the suspension answers early; a mission that is not found is left to the call itself. */
function suspensionOnly(error: unknown): void {
  if (error instanceof AppError && error.code === 'ACCOUNT_SUSPENDED') throw error;
}
