import {
  availableOrderActions,
  cairoDay,
  canOpsMove,
  checkOrderAction,
  isAboveCeiling,
  orderActionLabelKey,
  orderListStatusCodes,
  orderStatusByCode,
  orderStatusLabelKey,
  orderRequestKinds,
  orderStatuses,
  reasonTypes,
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
  type OrderRequestKind,
  type ReasonTypeCode,
  type ResendRequest,
} from '@courier/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { RunInTransaction } from '../../db/transaction';
import { transition } from '../../db/transition';
import type { AuthContext } from '../../http/auth-guard';
import { cachedPage, createPageCache, pageKey, type PageCache } from '../../lib/page-cache';
import { AppError } from '../../http/app-error';
import type { CostsService } from '../costs/costs.service';
import type { Idempotent } from '../idempotency/idempotency.service';
import type { LookupsService } from '../lookups/lookups.service';
import type { ProductsService } from '../products/products.service';
import { isoTime } from '../../lib/iso-time';
import { countCap, pageWindow } from './order-paging';
import {
  ignoreStatusChanges,
  reportStatusChange,
  withStatusEvents,
  type StatusListener,
} from '../../db/status-events';
import type {
  Actor,
  CursorFilter,
  OrderFilters,
  OrderInsert,
  OrderRecord,
  OrderUpdate,
  OrdersRepository,
  OrderRow,
  OwedOrder,
  StatusFilter,
} from './orders.repository';

export interface OrdersDeps {
  orders: OrdersRepository;
  /** Governorates for the order form. */
  lookups: Pick<LookupsService, 'governorates'>;
  /** The client's prices and companies: the form's choices and the check of a sent `company_id`. */
  costs: Pick<CostsService, 'orderFormChoices' | 'unknownCompanies'>;
  /** The client's products: every product line must name one of them. */
  products: Pick<ProductsService, 'foreignIds'>;
  idempotent: Idempotent;
  transaction: RunInTransaction;
  clock: Clock;
  /** The most an order may ask to collect (setting ORDER_AMOUNT_CEILING). */
  amountCeiling: number;
  /** The display name of a user (for the log's "who"). */
  userName: (userId: number) => Promise<string>;
  /** Told of every status change inside its transaction (the webhooks outbox, decision 030). */
  onStatusChange?: StatusListener;
  /** Serialised list pages (decision 033), shared with the mission lists; one per service by default. */
  pageCache?: PageCache;
}

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
    created_at: isoTime(row.createdAt)!,
    sent_at: isoTime(row.sentAt),
    delivery_date: isoTime(row.deliveryDate),
    execution_date: isoTime(row.executionDate),
    return_to_sender_date: isoTime(row.returnToSenderDate),
    deposit_date: isoTime(row.depositDate),
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
    resend:
      row.resendType === null || row.resendRequestedAt === null
        ? null
        : {
            type: row.resendType,
            government_id: row.resendGovernorateId,
            government: row.resendGovernorate,
            area_id: row.resendAreaId,
            area: row.resendArea,
            address: row.resendAddress,
            phone: row.resendPhone,
            requested_at: isoTime(row.resendRequestedAt)!,
          },
    updated_at: isoTime(row.updatedAt)!,
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

/** A list's total; `capped`: there are more than `count` (the web shows "1,000+"). */
interface Total {
  count: number;
  capped: boolean;
}

const allStatusCodes = Object.values(orderStatuses);
const dayFilters = [
  'created_at',
  'sent_at',
  'delivery_date',
  'execution_date',
  'return_to_sender_date',
  'deposit_date',
] as const;

export function createOrdersService(deps: OrdersDeps) {
  const repo = deps.orders;
  const movable = (actor: Actor, id: number) =>
    withStatusEvents(repo.movable(actor, id), deps.onStatusChange ?? ignoreStatusChanges);

  async function actorFor(session: AuthContext): Promise<Actor> {
    return { clientId: session.clientId, userId: session.userId, name: await deps.userName(session.userId) };
  }

  const pageCache = deps.pageCache ?? createPageCache();

  /** A page of the list; with a capped total (a lower bound) it is read from the newest end. */
  async function paged(
    clientId: number,
    status: StatusFilter,
    filters: OrderFilters,
    total: Total,
    page: { page: number; perPage: number },
    lang: Language,
  ) {
    const window = pageWindow(page.page, page.perPage, total.capped ? Infinity : total.count);
    if (!window) return [];
    // Few matches: an exact filtered count, or one business day (bounded by a day's orders, wherever
    // in the id order that day lies).
    const few = narrowed(filters) && (!total.capped || dayFilters.some((k) => filters[k]));
    return repo.list(
      clientId,
      status,
      filters,
      { ...window, sortAfterFilter: few, byBuckets: !narrowed(filters) },
      lang,
    );
  }

  const narrowed = (filters: OrderFilters) =>
    Object.values(filters).some((v) => v !== undefined && v !== null && v !== '');

  /**
   * A list's total (docs/quality.md P4): the trigger-kept counts when nothing narrows it, else the matches
   * counted up to a cap that covers the asked page and a few more ("1,000+"; `capped` when there are more).
   */
  async function total(
    clientId: number,
    status: StatusFilter,
    filters: OrderFilters,
    page: { page: number; perPage: number },
  ): Promise<Total> {
    if (!narrowed(filters))
      return {
        count: await repo.statusCount(clientId, status ?? allStatusCodes),
        capped: false,
      };
    const cap = countCap(page.page, page.perPage);
    const n = await repo.countUpTo(clientId, status, filters, cap);
    return n > cap ? { count: cap, capped: true } : { count: n, capped: false };
  }

  /**
   * Every id a form carries must exist and be the client's own (issue 12: a foreign or unknown
   * `company_id` was stored or answered 500): the area within its governorate, the company among the
   * client's companies, each product in the client's catalogue. The first bad form is a field error,
   * with its row for spreadsheets.
   */
  async function checkReferences(clientId: number, forms: OrderForm[], tx?: Db) {
    forms.forEach((form, row) => {
      if (isAboveCeiling(form.collectedAmount, deps.amountCeiling))
        throw new AppError('VALIDATION_FAILED', {
          errors: { collectedAmount: ['validation.amountCeiling'] },
          params: { max: deps.amountCeiling },
          extra: { row },
        });
    });
    const areaOwners = await repo.areaGovernorates([...new Set(forms.map((f) => f.area))], tx);
    const companyIds = [...new Set(forms.flatMap((f) => (f.company_id === undefined ? [] : [f.company_id])))];
    const foreignCompanies = await deps.costs.unknownCompanies(clientId, companyIds, tx);
    const productIds = [...new Set(forms.flatMap((f) => (f.products ?? []).map((line) => line.product_id)))];
    const foreignProducts = await deps.products.foreignIds(clientId, productIds, tx);
    forms.forEach((form, row) => {
      const errors: Record<string, MessageKey[]> = {};
      if (areaOwners.get(form.area) !== form.government) errors.area = ['validation.invalid'];
      if (form.company_id !== undefined && foreignCompanies.has(form.company_id))
        errors.company_id = ['validation.invalid'];
      // Each product line names one of the client's own products, once.
      const seen = new Set<number>();
      (form.products ?? []).forEach((line, i) => {
        if (foreignProducts.has(line.product_id) || seen.has(line.product_id))
          errors[`products.${i}.product_id`] = ['validation.invalid'];
        seen.add(line.product_id);
      });
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', { errors, extra: { row } });
    });
  }

  /** What the order form offers: governorates, the client's home-delivery prices and companies. */
  async function formChoices(clientId: number, lang: Language) {
    const [governments, payload_feed] = await Promise.all([
      deps.lookups.governorates(lang),
      deps.costs.orderFormChoices(clientId),
    ]);
    return { governments, payload_feed };
  }

  /** Creates orders from validated forms (the form, a spreadsheet, a smart upload) in the caller's transaction. */
  async function createMany(
    actor: Actor,
    forms: OrderForm[],
    log: { action: string; importId?: number | null },
    tx: Db,
  ) {
    await checkReferences(actor.clientId, forms, tx);
    const prices = await repo.shippingPrices(actor.clientId, tx);
    const rows = forms.map((f) => ({
      ...formToColumns(f, prices.get(f.government) ?? null),
      importId: log.importId ?? null,
    }));
    return repo.insertMany(actor, rows, { action: log.action }, tx);
  }

  async function found<T>(row: Promise<T | undefined>): Promise<T> {
    const value = await row;
    if (value === undefined) throw new AppError('NOT_FOUND');
    return value;
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
    await transition(deps.transaction, movable(actor, id), (row) => {
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
        after: async (tx) => {
          await after?.(tx, actor);
          // What the client asked reaches the staff desk's queue (issue 7 §2, decision 023).
          if ((orderRequestKinds as readonly string[]).includes(action))
            await repo.addRequest(
              {
                orderId: row.id,
                clientId: actor.clientId,
                userId: actor.userId,
                actorName: actor.name,
                kind: action as OrderRequestKind,
                fromStatus: row.status,
                toStatus,
                note,
              },
              tx,
            );
        },
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
      const { clientId } = session;
      const status = orderListStatusCodes(list);
      const actor = actorOf(session);
      const since = query.max_order_updated_at;
      if (since) {
        const rows = await repo.changedSince(clientId, status, filters, since, lang, 1_000);
        const count = await total(clientId, status, filters, query);
        return JSON.stringify({
          success: 1,
          feed: rows.map((r) => toOrder(r, actor)),
          feed_count: count.count,
          ...(count.capped ? { feed_count_capped: true } : {}),
          max_order_updated_at: (await repo.maxUpdatedAt(clientId)) ?? since,
          left_ids: await repo.leftSince(clientId, status, since),
        });
      }
      const key = pageKey({
        kind: 'orders',
        clientId,
        list,
        page: query.page,
        perPage: query.perPage,
        lang,
        actor,
        filters,
      });
      return cachedPage(
        pageCache,
        key,
        () => repo.ordersVersion(clientId),
        async () => {
          const count = await total(clientId, status, filters, query);
          const rows = await paged(clientId, status, filters, count, query, lang);
          return {
            success: 1,
            feed: rows.map((r) => toOrder(r, actor)),
            feed_count: count.count,
            ...(count.capped ? { feed_count_capped: true } : {}),
            max_order_updated_at: await repo.maxUpdatedAt(clientId),
          };
        },
      );
    },

    async quickSearch(session: AuthContext, codes: string[], lang: Language) {
      const rows = await repo.byCodes(session.clientId, codes, lang);
      const found = new Set(rows.flatMap((r) => [r.code, r.barCode]));
      return {
        feed: rows.map((r) => toOrder(r, actorOf(session))),
        feed_count: rows.length,
        not_found: codes.filter((c) => !found.has(c)),
      };
    },

    async advancedSearch(session: AuthContext, search: AdvancedSearch, lang: Language) {
      const { status, page = 1, perPage = 20, ...filters } = search;
      const count = await total(session.clientId, status ?? null, filters, { page, perPage });
      const rows = await paged(session.clientId, status ?? null, filters, count, { page, perPage }, lang);
      return {
        feed: rows.map((r) => toOrder(r, actorOf(session))),
        feed_count: count.count,
        ...(count.capped ? { feed_count_capped: true as const } : {}),
      };
    },

    createMany,
    actorFor,

    /** `order/submit`: one order from the form, once per Idempotency-Key. */
    async submit(session: AuthContext, form: OrderForm, idempotencyKey: string | undefined) {
      const actor = await actorFor(session);
      return deps.idempotent(
        { clientId: session.clientId, name: 'order/submit', key: idempotencyKey, body: form },
        async (tx) => {
          const [created] = await createMany(actor, [form], { action: 'create' }, tx);
          return { code: created!.code, id: created!.id };
        },
      );
    },

    /**
     * The merchant API's bulk create (decision 029): every form already passed the form's schema; all
     * are created in one transaction or none (a bad reference is a 422 naming its row), once per key.
     */
    async submitMany(session: AuthContext, forms: OrderForm[], idempotencyKey: string | undefined) {
      const actor = await actorFor(session);
      return deps.idempotent(
        { clientId: session.clientId, name: 'api/orders/bulk', key: idempotencyKey, body: forms },
        async (tx) => {
          const created = await createMany(actor, forms, { action: 'create' }, tx);
          // Ids come from the sequence in the rows' order.
          return created.sort((a, b) => a.id - b.id).map((c, row) => ({ row, id: c.id, code: c.code }));
        },
      );
    },

    /** The merchant API's list: newest first, keyset paging (`next_cursor` is the last id given). */
    async cursorList(session: AuthContext, filter: CursorFilter, limit: number, lang: Language) {
      const rows = await repo.cursorPage(session.clientId, filter, lang, limit + 1);
      const page = rows.slice(0, limit);
      return {
        feed: page.map((r) => toOrder(r, actorOf(session))),
        next_cursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
      };
    },

    /** `order/add`: what the add form offers. */
    formChoices: (session: AuthContext, lang: Language) => formChoices(session.clientId, lang),

    /** `order/edit`: the order with what the form offers. */
    async editForm(session: AuthContext, id: number, lang: Language) {
      const order = await found(repo.byId(session.clientId, id, lang));
      const { governments, payload_feed } = await formChoices(session.clientId, lang);
      return { governments, order: toOrder(order, actorOf(session)), payload_feed };
    },

    async findByCode(session: AuthContext, code: string, lang: Language) {
      return toOrder(await found(repo.byCode(session.clientId, code, lang)), actorOf(session));
    },

    async forPrint(session: AuthContext, ids: number[], lang: Language) {
      const rows = await repo.byIds(session.clientId, ids, lang);
      if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
      return rows.map((r) => toOrder(r, actorOf(session)));
    },

    async edit(session: AuthContext, form: OrderEdit) {
      await checkReferences(session.clientId, [form]);
      const prices = await repo.shippingPrices(session.clientId);
      await act(session, form.id, 'edit', (row) => {
        const next = formToColumns(form, prices.get(form.government) ?? row.shippingCost);
        // An edit that sends no product lines keeps the order's lines (the edit form does not show them).
        if (form.products === undefined) next.products = row.products;
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        for (const [key, value] of Object.entries(next) as [keyof typeof next, unknown][]) {
          const before = row[key as keyof typeof row];
          if (JSON.stringify(before ?? null) !== JSON.stringify(value ?? null))
            changes[key] = { from: before, to: value };
        }
        const status = orderStatusByCode(row.status)!;
        // The place is settled with the amount: once a captain carries the parcel neither may change.
        if (
          (changes.governorateId || changes.areaId) &&
          !checkOrderAction(actorOf(session), 'edit_amount', status).ok
        )
          throw new AppError('PLACE_NOT_EDITABLE');
        if (
          changes.amountToBeCollected &&
          Number(row.amountToBeCollected) !== Number(next.amountToBeCollected)
        ) {
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
      const order = await found(repo.byCode(session.clientId, code, 'ar'));
      const count = await repo.logCount(session.clientId, order.id);
      // A page past the end reads the last page, as the lists do (the answer's `page` says which).
      const lastPage = Math.max(1, Math.ceil(count / page.perPage));
      const current = Math.min(page.page, lastPage);
      const rows = await repo.logs(session.clientId, order.id, {
        offset: (current - 1) * page.perPage,
        limit: page.perPage,
      });
      const feed: OrderLogEntry[] = rows.map((r) => ({
        id: r.id,
        action: r.action,
        from_status: r.fromStatus,
        to_status: r.toStatus,
        changes: r.changes ?? null,
        note: r.note,
        by: r.actorName,
        created_at: isoTime(r.createdAt)!,
      }));
      return { feed, feed_count: count, page: current, order_id: order.id, code: order.code };
    },

    async delayLog(session: AuthContext, code: string, lang: Language) {
      const order = await found(repo.byCode(session.clientId, code, lang));
      const rows = await repo.delayLog(session.clientId, order.id, lang);
      const feed: DelayLogEntry[] = rows.map((r) => ({
        id: r.id,
        delay_date: r.delayDate,
        reason: r.reason ?? null,
        notes: r.notes,
        by: r.by,
        created_at: isoTime(r.createdAt)!,
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
      if (!(await repo.reason(reasonId, reasonTypes.order_delay)))
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
    /**
     * A resend request: to the receiver again (1) or to a new address (2, with governorate, area,
     * address and phone, checked like the order form's). The request is kept on the order for the
     * courier's desk and logged with its address; it replaces an earlier return request.
     */
    async resend(s: AuthContext, request: ResendRequest) {
      const address = request.newAddress;
      if (address) {
        const areaOwners = await repo.areaGovernorates([address.area]);
        if (areaOwners.get(address.area) !== address.government)
          throw new AppError('VALIDATION_FAILED', { errors: { area: ['validation.invalid'] } });
      }
      await act(s, request.orderId, 'resend', () => ({
        values: {
          returnRequestedAt: null,
          resendType: request.type,
          resendRequestedAt: deps.clock.now(),
          resendGovernorateId: address?.government ?? null,
          resendAreaId: address?.area ?? null,
          resendAddress: address?.address ?? null,
          resendPhone: address?.phone1 ?? null,
        },
        note: `type:${request.type}`,
        changes: address
          ? {
              resendGovernorateId: { from: null, to: address.government },
              resendAreaId: { from: null, to: address.area },
              resendAddress: { from: null, to: address.address },
              resendPhone: { from: null, to: address.phone1 },
            }
          : null,
      }));
    },
    returnOnSender: (s: AuthContext, id: number, notes: string | undefined) =>
      act(s, id, 'return_on_sender', (row) => {
        if (row.returnRequestedAt) throw new AppError('ACTION_ALREADY_EXECUTED');
        return { values: { returnRequestedAt: deps.clock.now() }, note: notes ?? null };
      }),
    async delay(
      s: AuthContext,
      input: { id: number; delayDate: string; reason_id?: number | undefined; notes?: string | undefined },
    ) {
      // The Cairo business day, like every other "today" (contracts business-day.ts).
      const today = cairoDay(deps.clock.now());
      if (input.delayDate < today)
        throw new AppError('VALIDATION_FAILED', { errors: { delayDate: ['validation.date'] } });
      if (input.reason_id !== undefined && !(await repo.reason(input.reason_id, reasonTypes.order_delay))) {
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

    /** `order/get_delay_reasons?type`: the reasons of the asked type (type 5, delay and cancel, by default). */
    reasons: (type: ReasonTypeCode, lang: Language, page: { page: number; perPage: number }) =>
      repo.reasons(type, lang, { offset: (page.page - 1) * page.perPage, limit: page.perPage }),

    countsByStatus: (session: AuthContext) => repo.countsByStatus(session.clientId),

    /** The ops supplies desk: what a client is owed now (its delivered, unsettled orders). */
    owedOrders: (clientId: number) => repo.owed(clientId, undefined, { lock: false }),

    /**
     * Settles a client's delivered orders for a supply, inside the supply's transaction `tx`: every
     * given order (or the given `codes`, all of which must be given) is locked and moved given → wallet
     * through `transition()` with its log row written as the staff member. Answers the settled orders
     * with their amounts; none left is SUPPLY_NOTHING_OWED.
     */
    async settleForSupply(
      staff: { name: string },
      clientId: number,
      codes: string[] | undefined,
      supply: { id: number },
      tx: Db,
    ): Promise<OwedOrder[]> {
      const owed = await repo.owed(clientId, codes, { lock: true }, tx);
      if (codes) {
        const settled = new Set(owed.flatMap((o) => [o.code]));
        const rows = await repo.codesStatus(clientId, codes, tx);
        const known = new Set(rows.flatMap((r) => [r.code, r.barCode ?? '']));
        const unknown = codes.filter((c) => !known.has(c));
        if (unknown.length > 0)
          throw new AppError('VALIDATION_FAILED', { errors: { order_codes: ['validation.invalid'] } });
        const notOwed = rows.filter((r) => !settled.has(r.code)).map((r) => r.code);
        if (notOwed.length > 0)
          throw new AppError('SUPPLY_ORDERS_NOT_OWED', { params: { codes: notOwed.join(', ') } });
      }
      if (owed.length === 0) throw new AppError('SUPPLY_NOTHING_OWED');
      const actor: Actor = { clientId, userId: null, name: staff.name };
      const inTx: RunInTransaction = (work) => work(tx);
      const now = deps.clock.now();
      const byId = new Map(owed.map((o) => [o.id, o]));
      for (const order of owed) {
        await transition(inTx, movable(actor, order.id), (row) => {
          const from = orderStatusByCode(row.status)!;
          if (!canOpsMove(from, 'wallet'))
            throw new AppError('SUPPLY_ORDERS_NOT_OWED', { params: { codes: row.code } });
          return {
            values: {
              status: orderStatuses.wallet,
              cashAmount: byId.get(row.id)!.net,
              depositDate: now,
              updatedAt: now,
            },
            log: {
              userId: null,
              actor: 'ops',
              actorName: staff.name,
              action: 'supply',
              fromStatus: row.status,
              toStatus: orderStatuses.wallet,
              note: `supply:${supply.id}`,
              changes: null,
            },
          };
        });
      }
      return owed;
    },
    /**
     * The courier executed a pickup mission (issue 7 §3): these orders of the client that are still
     * `sent` go to `underway`, logged as the staff member, inside the caller's transaction.
     */
    async pickUp(clientId: number, ids: number[], staff: { name: string; note: string | null }, tx: Db) {
      const moved = await repo.pickUp(clientId, ids, staff, deps.clock.now(), tx);
      const listener = deps.onStatusChange ?? ignoreStatusChanges;
      for (const order of moved)
        await reportStatusChange(
          listener,
          { clientId, code: order.code, from: orderStatuses.sent, to: orderStatuses.underway },
          tx,
        );
      return moved;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
