import type { Language } from '@courier/contracts';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderCounts, orderDelayRequests, orderLogs, orders, orderVersions } from '../../db/schema/orders';
import { reasons } from '../../db/schema/reasons';
import { businessDayStart } from '../../db/sql/time';
import { bucketedIds, createBucketFold, type BucketFoldOptions } from './order-buckets.repository';
import {
  cappedMatches,
  changedAfter,
  codesWhere,
  filtersWhere,
  manyOrders as many,
  selectOrders,
  statusWhere,
  type CursorFilter,
  type ListPage,
  type OrderFilters,
  type OrderRow,
  type StatusFilter,
} from './orders-query.repository';

// The orders repository's reading part: list pages and their counts (decisions 008, 033), the version
// the page cache checks, one order by code or id, its logs and delay log.

/** From this offset on, a page skips ids before it reads rows. */
const deepOffset = 1_000;

/** The client's orders per status from the striped counts; prepared (the home page's chart asks on every load). */
function countsByStatusQuery(source: Db) {
  return source
    .select({ status: orderCounts.status, n: sql<number>`sum(${orderCounts.count})::int` })
    .from(orderCounts)
    .where(eq(orderCounts.clientId, sql.placeholder('clientId')))
    .groupBy(orderCounts.status)
    .prepare('orders_counts_by_status');
}

export function createOrderListsRepository(db: Db, options: BucketFoldOptions = {}) {
  const countsStatement = countsByStatusQuery(db);
  const { foldBucketDeltas, foldIfMany } = createBucketFold(db, options);

  const ordersVersionStatement = db
    .select({
      v: sql<string>`coalesce(sum(${orderVersions.version}), 0)::text || ':' || coalesce(max(${orderVersions.epoch}), 0)::text`,
    })
    .from(orderVersions)
    .where(eq(orderVersions.clientId, sql.placeholder('clientId')))
    .prepare('orders_version');

  return {
    foldBucketDeltas,

    /**
     * One page of the client's orders in `status` matching `filters`. Deep pages read from the other
     * end of the index so the database never skips more than half the rows (docs/quality.md P4).
     */
    async list(
      clientId: number,
      status: StatusFilter,
      filters: OrderFilters,
      window: ListPage,
      lang: Language,
      tx: Db = db,
    ): Promise<OrderRow[]> {
      // `id + 0` is the same order, but no index gives it: the planner filters first, then sorts.
      const byId = window.sortAfterFilter ? sql`${orders.id} + 0` : orders.id;
      const order = window.fromOldest ? asc(byId) : desc(byId);
      const where = filtersWhere(clientId, status, filters);
      // A deep offset skips ids only (an index-only scan), then reads the page's rows: the skipped rows'
      // heap pages are never read (middle of 1,000,000: 1.2 s → decision 033's figure).
      // Sorted after filtering, the ids alone are sorted and the page's 50 rows joined after: joining every
      // match first (a day's 1,400 orders) cost 3× as much (docs/quality.md P4).
      const idsFirst = window.offset >= deepOffset || window.sortAfterFilter === true;
      const byBuckets = idsFirst && window.byBuckets === true && window.offset >= deepOffset;
      if (byBuckets) foldIfMany(clientId);
      const ids = !idsFirst
        ? undefined
        : byBuckets
          ? bucketedIds(clientId, status, window)
          : tx
              .select({ id: orders.id })
              .from(orders)
              .where(where)
              .orderBy(order)
              .limit(window.limit)
              .offset(window.offset);
      const rows = (await (ids
        ? selectOrders(tx, lang)
            .where(inArray(orders.id, ids))
            .orderBy(window.fromOldest ? asc(orders.id) : desc(orders.id))
        : selectOrders(tx, lang)
            .where(where)
            .orderBy(order)
            .limit(window.limit)
            .offset(window.offset))) as OrderRow[];
      return window.fromOldest ? rows.reverse() : rows;
    },

    async count(clientId: number, status: StatusFilter, filters: OrderFilters, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(filtersWhere(clientId, status, filters));
      return row?.n ?? 0;
    },

    /** The matches counted up to `cap + 1` only: past the cap the exact figure is not worth a scan. */
    async countUpTo(
      clientId: number,
      status: StatusFilter,
      filters: OrderFilters,
      cap: number,
      tx: Db = db,
    ): Promise<number> {
      const matches = cappedMatches(tx, clientId, status, filters, cap).as('matches');
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(matches);
      return row?.n ?? 0;
    },

    /**
     * The version of the client's orders (decision 033): changes with every committed write to them.
     * Read before every list page, so it is built once and prepared by name (decision 026).
     */
    async ordersVersion(clientId: number): Promise<string> {
      const [row] = await ordersVersionStatement.execute({ clientId });
      return row?.v ?? '0:0';
    },

    /** The list's rows changed after `since` (incremental refresh), newest first, at most `limit`. */
    changedSince(
      clientId: number,
      status: StatusFilter,
      filters: OrderFilters,
      since: string,
      lang: Language,
      limit: number,
      tx: Db = db,
    ): Promise<OrderRow[]> {
      return many(tx, lang, and(filtersWhere(clientId, status, filters), changedAfter(since))!, limit);
    },

    /** One page of the merchant API's cursor list: newest first, `limit` rows below `f.beforeId` (keyset). */
    cursorPage(clientId: number, f: CursorFilter, lang: Language, limit: number): Promise<OrderRow[]> {
      const where = and(
        eq(orders.clientId, clientId),
        eq(orders.test, f.test ?? false),
        statusWhere(f.status),
        f.createdFrom ? gte(orders.createdAt, businessDayStart(f.createdFrom)) : undefined,
        f.createdTo ? lt(orders.createdAt, businessDayStart(f.createdTo, 1)) : undefined,
        f.beforeId !== null ? lt(orders.id, f.beforeId) : undefined,
      )!;
      return many(db, lang, where, limit);
    },

    /** The client's orders whose code or bar code is one of `codes`. */
    byCodes(clientId: number, codes: string[], lang: Language, tx: Db = db): Promise<OrderRow[]> {
      return many(tx, lang, codesWhere(clientId, codes), codes.length * 2);
    },

    async byCode(clientId: number, code: string, lang: Language, tx: Db = db): Promise<OrderRow | undefined> {
      return (await many(tx, lang, codesWhere(clientId, [code]), 1))[0];
    },

    /** A test key's order by code or bar code (decision 074). */
    async testByCode(clientId: number, code: string, lang: Language): Promise<OrderRow | undefined> {
      return (await many(db, lang, codesWhere(clientId, [code], true), 1))[0];
    },

    async byId(clientId: number, id: number, lang: Language, tx: Db = db): Promise<OrderRow | undefined> {
      const where = and(eq(orders.clientId, clientId), eq(orders.id, id), eq(orders.test, false))!;
      return (await many(tx, lang, where, 1))[0];
    },

    byIds(clientId: number, ids: number[], lang: Language, tx: Db = db): Promise<OrderRow[]> {
      const where = and(eq(orders.clientId, clientId), inArray(orders.id, ids), eq(orders.test, false))!;
      return many(tx, lang, where, ids.length);
    },

    /** The trigger-kept count of one client's orders in one status (no scan; the sum of its slots). */
    async statusCount(clientId: number, status: number | readonly number[], tx: Db = db): Promise<number> {
      const codes = typeof status === 'number' ? [status] : [...status];
      const [row] = await tx
        .select({ n: sql<number>`coalesce(sum(${orderCounts.count}), 0)::int` })
        .from(orderCounts)
        .where(and(eq(orderCounts.clientId, clientId), inArray(orderCounts.status, codes)));
      return row?.n ?? 0;
    },

    async countsByStatus(clientId: number, tx: Db = db): Promise<Map<number, number>> {
      const statement = tx === db ? countsStatement : countsByStatusQuery(tx);
      const rows = await statement.execute({ clientId });
      return new Map(rows.map((r) => [r.status, r.n]));
    },

    async logs(clientId: number, orderId: number, page: { offset: number; limit: number }, tx: Db = db) {
      return tx
        .select()
        .from(orderLogs)
        .where(and(eq(orderLogs.clientId, clientId), eq(orderLogs.orderId, orderId)))
        .orderBy(desc(orderLogs.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async logCount(clientId: number, orderId: number, tx: Db = db) {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orderLogs)
        .where(and(eq(orderLogs.clientId, clientId), eq(orderLogs.orderId, orderId)));
      return row?.n ?? 0;
    },

    async delayLog(clientId: number, orderId: number, lang: Language, tx: Db = db) {
      return tx
        .select({
          id: orderDelayRequests.id,
          delayDate: orderDelayRequests.delayDate,
          reason: lang === 'en' ? reasons.nameEn : reasons.nameAr,
          notes: orderDelayRequests.notes,
          by: orderDelayRequests.actorName,
          createdAt: orderDelayRequests.createdAt,
        })
        .from(orderDelayRequests)
        .leftJoin(reasons, eq(reasons.id, orderDelayRequests.reasonId))
        .where(and(eq(orderDelayRequests.clientId, clientId), eq(orderDelayRequests.orderId, orderId)))
        .orderBy(desc(orderDelayRequests.id));
    },

    /** The newest change, as ISO text with microseconds (the marker of the next incremental refresh). */
    async maxUpdatedAt(clientId: number, tx: Db = db): Promise<string | null> {
      const [row] = await tx
        .select({
          at: sql<
            string | null
          >`to_char(max(${orders.updatedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(orders)
        .where(eq(orders.clientId, clientId));
      return row?.at ?? null;
    },

    /** Ids of the client's orders changed since `since` that no longer match the list's status. */
    async leftSince(
      clientId: number,
      status: readonly number[],
      since: string,
      tx: Db = db,
    ): Promise<number[]> {
      const rows = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.clientId, clientId),
            changedAfter(since),
            sql`not (${orders.status} in (${sql.join(
              status.map((s) => sql`${s}`),
              sql`, `,
            )}))`,
          ),
        )
        .limit(1_000);
      return rows.map((r) => r.id);
    },
  };
}
