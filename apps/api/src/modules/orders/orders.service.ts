import {
  availableOrderActions,
  checkOrderAction,
  orderActionLabelKey,
  orderListStatusCode,
  orderStatusByCode,
  orderStatusLabelKey,
  orderStatuses,
  type AdvancedSearch,
  type DelayLogEntry,
  type Language,
  type MessageKey,
  type Order,
  type OrderAction,
  type OrderActor,
  type OrderEdit,
  type OrderForm,
  type OrderList,
  type OrderListFilters,
  type OrderLogEntry,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { RunInTransaction } from '../../db/transaction';
import { transition } from '../../db/transition';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import {
  advancedWhere,
  changedSince,
  clientWhere,
  codesWhere,
  idWhere,
  idsWhere,
  listWhere,
  pageWindow,
} from './order-query';
import type {
  Actor,
  OrderInsert,
  OrderRecord,
  OrderUpdate,
  OrdersRepository,
  OrderRow,
} from './orders.repository';

export interface OrdersDeps {
  orders: OrdersRepository;
  transaction: RunInTransaction;
  clock: Clock;
  /** The display name of a user (for the log's "who"). */
  userName: (userId: number) => Promise<string>;
}

const day = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
export const actorOf = (session: Pick<AuthContext, 'isMain'>): OrderActor =>
  session.isMain ? 'client_admin' : 'client_user';

export function toOrder(row: OrderRow, actor: OrderActor): Order {
  const status = orderStatusByCode(row.status) ?? 'saved';
  return {
    id: row.id,
    code: row.code,
    bar_code: row.barCode,
    invoice_number: row.invoiceNumber,
    second_client: row.secondClient,
    company_id: row.companyId,
    receiver: row.receiver,
    phone1: row.phone1,
    phone2: row.phone2,
    government_id: row.governorateId,
    government: row.governorate,
    area_id: row.areaId,
    area: row.area,
    address: row.address,
    notes: row.notes,
    content: row.content,
    amount_to_be_collected: row.amountToBeCollected,
    received_amount: row.receivedAmount,
    cash_amount: row.cashAmount,
    shipping_cost: row.shippingCost,
    created_at: day(row.createdAt)!,
    sent_at: day(row.sentAt),
    delivery_date: day(row.deliveryDate),
    execution_date: day(row.executionDate),
    return_to_sender_date: day(row.returnToSenderDate),
    deposit_date: day(row.depositDate),
    delay_date: row.delayDate,
    return_reason: row.returnReason,
    captain_id: row.captainId,
    captain: row.captain,
    branch_id: row.branchId,
    branch: row.branch,
    status: row.status,
    is_urgent: row.isUrgent ? 1 : 0,
    return_requested: row.returnRequestedAt ? 1 : 0,
    rate: row.rate,
    updated_at: day(row.updatedAt)!,
    actions: availableOrderActions(actor, status),
  };
}

/** The form's fields as order columns (the same mapping for the form, edit and spreadsheet rows). */
export function formToColumns(form: OrderForm, shippingCost: string | null): OrderInsert {
  return {
    receiver: form.receiver,
    phone1: form.phone1,
    phone2: form.phone2 ?? null,
    governorateId: form.government,
    areaId: form.area,
    address: form.address,
    content: form.contentOrder,
    amountToBeCollected: form.collectedAmount,
    secondClient: form.sender ?? null,
    notes: form.notes || null,
    invoiceNumber: form.invoice_number || null,
    companyId: form.company_id ?? null,
    products: form.products ?? null,
    shippingCost,
  };
}

export function createOrdersService(deps: OrdersDeps) {
  const repo = deps.orders;

  async function actorFor(session: AuthContext): Promise<Actor> {
    return { clientId: session.clientId, userId: session.userId, name: await deps.userName(session.userId) };
  }

  async function paged(
    where: ReturnType<typeof listWhere>,
    total: number,
    page: number,
    perPage: number,
    lang: Language,
  ) {
    const window = pageWindow(page, perPage, total);
    return window ? repo.page(where, lang, window) : [];
  }

  /** Area ids must belong to the chosen governorate: field errors otherwise. */
  async function checkGeo(forms: Pick<OrderForm, 'government' | 'area'>[], tx?: Db) {
    const owners = await repo.areaGovernorates([...new Set(forms.map((f) => f.area))], tx);
    return forms.map((f) => owners.get(f.area) === f.government);
  }

  /** The state machine's answer for this action on this row: the status it leads to, or a refusal. */
  function checked(session: AuthContext, row: OrderRecord, action: OrderAction) {
    const status = orderStatusByCode(row.status)!;
    const check = checkOrderAction(actorOf(session), action, status);
    if (!check.ok) {
      const paramKeys: Record<string, MessageKey> = {
        action: orderActionLabelKey(action),
        status: orderStatusLabelKey(status),
      };
      throw new AppError(check.reason === 'role' ? 'ORDER_ACTION_ADMIN_ONLY' : 'ORDER_ACTION_NOT_ALLOWED', {
        paramKeys,
      });
    }
    return check.to;
  }

  /** Runs one action through `transition()`: lock, check the state machine, update, log, one transaction. */
  async function act(
    session: AuthContext,
    id: number,
    action: OrderAction,
    change: (row: OrderRecord) => {
      values?: OrderUpdate;
      note?: string | null;
      changes?: Record<string, { from: unknown; to: unknown }> | null;
      after?: (tx: Db, actor: Actor) => Promise<void>;
    } = () => ({}),
  ): Promise<void> {
    const actor = await actorFor(session);
    await transition(deps.transaction, repo.movable(actor, id), (row) => {
      const to = checked(session, row, action);
      const { values = {}, note = null, changes = null, after } = change(row);
      const toStatus = to ? orderStatuses[to] : row.status;
      return {
        values: { ...values, ...(to ? { status: toStatus } : {}), updatedAt: deps.clock.now() },
        log: {
          userId: actor.userId,
          actor: 'client',
          actorName: actor.name,
          action,
          fromStatus: row.status,
          toStatus,
          note,
          changes,
        },
        after: after && ((tx) => after(tx, actor)),
      };
    });
  }

  return {
    async list(
      session: AuthContext,
      list: OrderList,
      query: { page: number; perPage: number; max_order_updated_at?: string | undefined },
      filters: OrderListFilters,
      lang: Language,
    ) {
      const status = orderListStatusCode(list);
      const filtered = Object.values(filters).some((v) => v !== undefined);
      const base = listWhere(session.clientId, status, filters);
      const actor = actorOf(session);
      if (query.max_order_updated_at) {
        const since = query.max_order_updated_at;
        const where = changedSince(base, since);
        const rows = await repo.many(where, lang, 1_000);
        return {
          feed: rows.map((r) => toOrder(r, actor)),
          feed_count: filtered ? await repo.count(base) : await repo.statusCount(session.clientId, status),
          max_order_updated_at:
            (await repo.maxUpdatedAt(clientWhere(session.clientId))) ?? query.max_order_updated_at,
          left_ids: await repo.leftSince(session.clientId, status, since),
        };
      }
      const total = filtered ? await repo.count(base) : await repo.statusCount(session.clientId, status);
      const rows = await paged(base, total, query.page, query.perPage, lang);
      return {
        feed: rows.map((r) => toOrder(r, actor)),
        feed_count: total,
        max_order_updated_at: await repo.maxUpdatedAt(clientWhere(session.clientId)),
      };
    },

    async quickSearch(session: AuthContext, codes: string[], lang: Language) {
      const rows = await repo.many(codesWhere(session.clientId, codes), lang, codes.length * 2);
      const found = new Set(rows.flatMap((r) => [r.code, r.barCode]));
      return {
        feed: rows.map((r) => toOrder(r, actorOf(session))),
        feed_count: rows.length,
        not_found: codes.filter((c) => !found.has(c)),
      };
    },

    async advancedSearch(session: AuthContext, search: AdvancedSearch, lang: Language) {
      const where = advancedWhere(session.clientId, search);
      const total = await repo.count(where);
      const rows = await paged(where, total, search.page ?? 1, search.perPage ?? 20, lang);
      return { feed: rows.map((r) => toOrder(r, actorOf(session))), feed_count: total };
    },

    /** Creates orders from validated forms (the form, a spreadsheet, a smart upload) in the caller's transaction. */
    async createMany(
      actor: Actor,
      forms: OrderForm[],
      log: { action: string; importId?: number | null },
      tx: Db,
    ) {
      const valid = await checkGeo(forms, tx);
      const bad = valid.findIndex((ok) => !ok);
      if (bad >= 0)
        throw new AppError('VALIDATION_FAILED', {
          errors: { area: ['validation.invalid'] },
          extra: { row: bad },
        });
      const prices = await repo.shippingPrices(actor.clientId, tx);
      const rows = forms.map((f) => ({
        ...formToColumns(f, prices.get(f.government) ?? null),
        importId: log.importId ?? null,
      }));
      return repo.insertMany(actor, rows, { action: log.action }, tx);
    },

    actorFor,

    async findByCode(session: AuthContext, code: string, lang: Language) {
      const row = await repo.find(codesWhere(session.clientId, [code]), lang);
      if (!row) throw new AppError('NOT_FOUND');
      return toOrder(row, actorOf(session));
    },

    async findById(session: AuthContext, id: number, lang: Language) {
      const row = await repo.find(idWhere(session.clientId, id), lang);
      if (!row) throw new AppError('NOT_FOUND');
      return toOrder(row, actorOf(session));
    },

    async forPrint(session: AuthContext, ids: number[], lang: Language) {
      const rows = await repo.many(idsWhere(session.clientId, ids), lang, ids.length);
      if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
      return rows.map((r) => toOrder(r, actorOf(session)));
    },

    async edit(session: AuthContext, form: OrderEdit) {
      const [geoOk] = await checkGeo([form]);
      if (!geoOk) throw new AppError('VALIDATION_FAILED', { errors: { area: ['validation.invalid'] } });
      const prices = await repo.shippingPrices(session.clientId);
      await act(session, form.id, 'edit', (row) => {
        const next = formToColumns(form, prices.get(form.government) ?? row.shippingCost);
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        for (const [key, value] of Object.entries(next) as [keyof typeof next, unknown][]) {
          const before = row[key as keyof typeof row];
          if (JSON.stringify(before ?? null) !== JSON.stringify(value ?? null))
            changes[key] = { from: before, to: value };
        }
        if (
          changes.amountToBeCollected &&
          Number(row.amountToBeCollected) !== Number(next.amountToBeCollected)
        ) {
          const status = orderStatusByCode(row.status)!;
          if (!checkOrderAction(actorOf(session), 'edit_amount', status).ok)
            throw new AppError('AMOUNT_NOT_EDITABLE');
        } else {
          delete changes.amountToBeCollected;
        }
        const { amountToBeCollected: _amount, ...rest } = next;
        return { values: changes.amountToBeCollected ? next : rest, changes };
      });
    },

    async logs(session: AuthContext, code: string, page: { page: number; perPage: number }) {
      const order = await repo.find(codesWhere(session.clientId, [code]), 'ar');
      if (!order) throw new AppError('NOT_FOUND');
      const [rows, total] = await Promise.all([
        repo.logs(session.clientId, order.id, {
          offset: (page.page - 1) * page.perPage,
          limit: page.perPage,
        }),
        repo.logCount(session.clientId, order.id),
      ]);
      const feed: OrderLogEntry[] = rows.map((r) => ({
        id: r.id,
        action: r.action,
        from_status: r.fromStatus,
        to_status: r.toStatus,
        changes: r.changes ?? null,
        note: r.note,
        by: r.actorName,
        created_at: day(r.createdAt)!,
      }));
      return { feed, feed_count: total, order_id: order.id, code: order.code };
    },

    async delayLog(session: AuthContext, code: string, lang: Language) {
      const order = await repo.find(codesWhere(session.clientId, [code]), lang);
      if (!order) throw new AppError('NOT_FOUND');
      const rows = await repo.delayLog(session.clientId, order.id, lang);
      const feed: DelayLogEntry[] = rows.map((r) => ({
        id: r.id,
        delay_date: r.delayDate,
        reason: r.reason ?? null,
        notes: r.notes,
        by: r.by,
        created_at: day(r.createdAt)!,
      }));
      return { feed };
    },

    send: (s: AuthContext, id: number) =>
      act(s, id, 'send', () => ({ values: { sentAt: deps.clock.now() } })),
    unsend: (s: AuthContext, id: number) => act(s, id, 'unsend', () => ({ values: { sentAt: null } })),
    archive: (s: AuthContext, id: number) => act(s, id, 'archive'),
    urgent: (s: AuthContext, id: number) =>
      act(s, id, 'urgent', (row) => {
        if (row.isUrgent) throw new AppError('ACTION_ALREADY_EXECUTED');
        return { values: { isUrgent: true } };
      }),
    async cancel(s: AuthContext, id: number, reasonId: number) {
      if (!(await repo.reason(reasonId, 5)))
        throw new AppError('VALIDATION_FAILED', { errors: { type: ['validation.invalid'] } });
      await act(s, id, 'cancel', () => ({
        values: { cancelReasonId: reasonId },
        note: `reason:${reasonId}`,
      }));
    },
    rate: (s: AuthContext, id: number, rate: number, note: string | undefined) =>
      act(s, id, 'rate', (row) => {
        if (row.rate !== null) throw new AppError('ACTION_ALREADY_EXECUTED');
        return { values: { rate, rateNote: note ?? null }, note: note ?? null };
      }),
    resend: (s: AuthContext, id: number, type: number) =>
      act(s, id, 'resend', () => ({ note: `type:${type}` })),
    returnOnSender: (s: AuthContext, id: number, notes: string | undefined) =>
      act(s, id, 'return_on_sender', (row) => {
        if (row.returnRequestedAt) throw new AppError('ACTION_ALREADY_EXECUTED');
        return { values: { returnRequestedAt: deps.clock.now() }, note: notes ?? null };
      }),
    async delay(
      s: AuthContext,
      input: { id: number; delayDate: string; reason_id?: number | undefined; notes?: string | undefined },
    ) {
      const today = deps.clock.now().toISOString().slice(0, 10);
      if (input.delayDate < today)
        throw new AppError('VALIDATION_FAILED', { errors: { delayDate: ['validation.date'] } });
      if (input.reason_id !== undefined && !(await repo.reason(input.reason_id, 5))) {
        throw new AppError('VALIDATION_FAILED', { errors: { reason_id: ['validation.invalid'] } });
      }
      await act(s, input.id, 'delay', () => ({
        values: { delayDate: input.delayDate },
        note: input.delayDate,
        after: (tx, actor) =>
          repo.addDelayRequest(
            {
              orderId: input.id,
              clientId: actor.clientId,
              userId: actor.userId,
              actorName: actor.name,
              delayDate: input.delayDate,
              reasonId: input.reason_id ?? null,
              notes: input.notes ?? null,
            },
            tx,
          ),
      }));
    },

    delayReasons: (lang: Language, page: { page: number; perPage: number }) =>
      repo.reasons(5, lang, { offset: (page.page - 1) * page.perPage, limit: page.perPage }),

    countsByStatus: (session: AuthContext) => repo.countsByStatus(session.clientId),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
