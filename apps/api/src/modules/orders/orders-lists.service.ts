import {
  awaitsPayout,
  orderAttemptsSchema,
  orderListStatusCodes,
  orderStatuses,
  type AdvancedSearch,
  type DelayLogEntry,
  type Language,
  type Order,
  type OrderDetails,
  type OrderList,
  type OrderListFilters,
  type OrderLogEntry,
  type ReasonTypeCode,
} from '@courier/contracts';
import type { AuthContext } from '../../http/auth-guard';
import { AppError } from '../../http/app-error';
import { cachedPage, createPageCache, pageKey, type PageCache } from '../../lib/page-cache';
import { isoTime } from '../../lib/iso-time';
import { actorOf, found, toOrder } from './order-mapping';
import { countCap, pageWindow } from './order-paging';
import type { OrdersRepository } from './orders.repository';
import type { CursorFilter, OrderFilters, StatusFilter } from './orders-query.repository';

// The orders service's reading part: the lists and their totals (decisions 008, 033), searches, one
// order, its logs, the reasons and the counts.

export interface OrderListsDeps {
  orders: OrdersRepository;
  /** Serialised list pages (decision 033), shared with the mission lists; one per service by default. */
  pageCache?: PageCache;
  /** Each order's delivery proof and failed attempts from the captain's app, by id (decision 065). */
  lastAttempts?: (clientId: number, orderIds: number[]) => Promise<Map<number, unknown>>;
  /** The supplies module's payout date of an order in this status (decision 053; composed after orders). */
  payoutDate?: (clientId: number, status: number) => Promise<string | null>;
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

export function createOrderLists(deps: OrderListsDeps) {
  const repo = deps.orders;
  const pageCache = deps.pageCache ?? createPageCache();

  /**
   * One order by what a URL names (issue 41.3): its code or bar code, else its id (spec §2 names ids in
   * `/OrderDetails/{id}` and `/Log/{id}/{page}`). The answer carries the code, the canonical reference.
   */
  async function byRef(clientId: number, ref: string, lang: Language, test = false) {
    // A test key names its test orders by code only (decision 074).
    if (test) return repo.testByCode(clientId, ref, lang);
    const row = await repo.byCode(clientId, ref, lang);
    if (row || !/^\d{1,9}$/.test(ref)) return row;
    return repo.byId(clientId, Number(ref), lang);
  }

  /** Each order with its payout date (decision 053): the client's one date, read once, on those that await it. */
  async function withPayoutDates(clientId: number, feed: Order[]): Promise<Order[]> {
    const waiting = feed.some((o) => awaitsPayout(o.status));
    return datedFeed(feed, waiting ? await payoutDay(clientId) : null);
  }
  const payoutDay = async (clientId: number) =>
    deps.payoutDate ? deps.payoutDate(clientId, orderStatuses.given) : null;
  const datedFeed = (feed: Order[], day: string | null) =>
    feed.map((o) => ({ ...o, payout_date: awaitsPayout(o.status) ? day : null }));

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
      // A list that shows orders awaiting payout gives each its payout date (issue 35): the client's one
      // date, read before the cache and part of its key, since a new supply mission or a new day moves
      // the date without changing the orders' version.
      const day = status.some(awaitsPayout) ? await payoutDay(clientId) : null;
      if (since) {
        const rows = await repo.changedSince(clientId, status, filters, since, lang, 1_000);
        const count = await total(clientId, status, filters, query);
        return JSON.stringify({
          success: 1,
          feed: datedFeed(
            rows.map((r) => toOrder(r, actor)),
            day,
          ),
          feed_count: count.count,
          ...(count.capped ? { feed_count_capped: true } : {}),
          max_order_updated_at: (await repo.maxUpdatedAt(clientId)) ?? since,
          left_ids: await repo.leftSince(clientId, status, since),
        });
      }
      const key = pageKey({
        kind: 'orders',
        clientId,
        list: day ? `${list}@${day}` : list,
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
            feed: datedFeed(
              rows.map((r) => toOrder(r, actor)),
              day,
            ),
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
        feed: await withPayoutDates(
          session.clientId,
          rows.map((r) => toOrder(r, actorOf(session))),
        ),
        feed_count: rows.length,
        not_found: codes.filter((c) => !found.has(c)),
      };
    },

    async advancedSearch(session: AuthContext, search: AdvancedSearch, lang: Language) {
      const { status, page = 1, perPage = 20, ...filters } = search;
      const count = await total(session.clientId, status ?? null, filters, { page, perPage });
      const rows = await paged(session.clientId, status ?? null, filters, count, { page, perPage }, lang);
      return {
        feed: await withPayoutDates(
          session.clientId,
          rows.map((r) => toOrder(r, actorOf(session))),
        ),
        feed_count: count.count,
        ...(count.capped ? { feed_count_capped: true as const } : {}),
      };
    },
    /** The merchant API's list: newest first, keyset paging (`next_cursor` is the last id given). */
    async cursorList(session: AuthContext, filter: CursorFilter, limit: number, lang: Language) {
      const rows = await repo.cursorPage(
        session.clientId,
        { ...filter, test: !!session.testMode },
        lang,
        limit + 1,
      );
      const page = rows.slice(0, limit);
      const feed = page.map((r) => toOrder(r, actorOf(session)));
      return {
        feed: await withPayoutDates(session.clientId, feed),
        next_cursor: rows.length > limit ? String(page[page.length - 1]!.id) : null,
      };
    },
    /** One order, with its delivery proof and failed attempts (decision 065). */
    async findByCode(session: AuthContext, code: string, lang: Language): Promise<OrderDetails> {
      const row = await found(byRef(session.clientId, code, lang, !!session.testMode));
      const order = toOrder(row, actorOf(session));
      const [withDate] = await withPayoutDates(session.clientId, [order]);
      const attempts = await deps.lastAttempts?.(session.clientId, [order.id]);
      const field = orderAttemptsSchema.parse(attempts?.get(order.id) ?? { proof: null, last_attempts: [] });
      return { ...withDate!, ...field };
    },

    async forPrint(session: AuthContext, ids: number[], lang: Language) {
      const rows = await repo.byIds(session.clientId, ids, lang);
      if (rows.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
      return rows.map((r) => toOrder(r, actorOf(session)));
    },

    async logs(session: AuthContext, code: string, page: { page: number; perPage: number }) {
      const order = await found(byRef(session.clientId, code, 'ar'));
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
      const order = await found(byRef(session.clientId, code, lang));
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

    /** `order/get_delay_reasons?type`: the reasons of the asked type (type 5, delay and cancel, by default). */
    reasons: (type: ReasonTypeCode, lang: Language, page: { page: number; perPage: number }) =>
      repo.reasons(type, lang, { offset: (page.page - 1) * page.perPage, limit: page.perPage }),

    countsByStatus: (session: AuthContext) => repo.countsByStatus(session.clientId),
  };
}
