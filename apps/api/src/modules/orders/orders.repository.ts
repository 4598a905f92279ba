import { orderStatuses, type AdvancedSearch, type Language, type ReasonTypeCode } from '@courier/contracts';
import { and, asc, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { TransitionStore } from '../../db/transition';
import { clientCosts } from '../../db/schema/costs';
import { areas, governorates } from '../../db/schema/geo';
import { branches, captains } from '../../db/schema/ops';
import { orderRequests } from '../../db/schema/order-requests';
import {
  orderBucketDeltas,
  orderCounts,
  orderDelayRequests,
  orderLogs,
  orders,
  orderVersions,
} from '../../db/schema/orders';
import { reasons } from '../../db/schema/reasons';
import { array } from '../../db/sql/arrays';
import { updateWithLog } from '../../db/sql/logged-update';
import { containsText, startsWithDigits } from '../../db/sql/text';
import { businessDayStart, onBusinessDay } from '../../db/sql/time';
import { createOrderBulkInsert } from './order-bulk-insert.repository';

/**
 * The only SQL of orders. Every client-data query takes the client id as its first parameter and builds
 * its own WHERE from typed filters: another client's order simply is not found.
 */

/** The merchant API's list (decision 029): a status, created between two business days, below an id. */
export interface CursorFilter {
  status: number | null;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  beforeId: number | null;
}

/** The filters of the seven lists and of the advanced search (empty fields are absent). */
export type OrderFilters = Partial<Omit<AdvancedSearch, 'status' | 'page' | 'perPage'>>;
/** A list's status codes (one, or a few: decision 018), or null for every status (the advanced search without one). */
export type StatusFilter = number | readonly number[] | null;

const statusWhere = (status: StatusFilter): SQL | undefined =>
  status === null
    ? undefined
    : typeof status === 'number' || status.length === 1
      ? eq(orders.status, typeof status === 'number' ? status : status[0]!)
      : inArray(orders.status, [...status]);

const areaMatches = (text: string): SQL =>
  sql`${orders.areaId} in (select ${areas.id} from ${areas} where ${or(containsText(areas.nameAr, text), containsText(areas.nameEn, text))})`;

function filtersWhere(clientId: number, status: StatusFilter, f: OrderFilters): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(orders.clientId, clientId),
    statusWhere(status),
    f.code ? codeIn([f.code]) : undefined,
    f.invoice_number ? eq(orders.invoiceNumber, f.invoice_number) : undefined,
    f.second_client ? containsText(orders.secondClient, f.second_client) : undefined,
    f.receiver ? containsText(orders.receiver, f.receiver) : undefined,
    f.phone1
      ? or(startsWithDigits(orders.phone1, f.phone1), startsWithDigits(orders.phone2, f.phone1))
      : undefined,
    f.government_id ? eq(orders.governorateId, f.government_id) : undefined,
    f.area ? areaMatches(f.area) : undefined,
    f.bar_code
      ? and(inArray(orders.code, codeCandidates([f.bar_code])), eq(orders.barCode, f.bar_code))
      : undefined,
    f.captain_id ? eq(orders.captainId, f.captain_id) : undefined,
    f.branch_id ? eq(orders.branchId, f.branch_id) : undefined,
    f.created_at ? onBusinessDay(orders.createdAt, f.created_at) : undefined,
    f.sent_at ? onBusinessDay(orders.sentAt, f.sent_at) : undefined,
    f.delivery_date ? onBusinessDay(orders.deliveryDate, f.delivery_date) : undefined,
    f.execution_date ? onBusinessDay(orders.executionDate, f.execution_date) : undefined,
    f.return_to_sender_date ? onBusinessDay(orders.returnToSenderDate, f.return_to_sender_date) : undefined,
    f.deposit_date ? onBusinessDay(orders.depositDate, f.deposit_date) : undefined,
    f.amount_to_be_collected ? eq(orders.amountToBeCollected, f.amount_to_be_collected) : undefined,
    f.received_amount ? eq(orders.receivedAmount, f.received_amount) : undefined,
    f.cash_amount ? eq(orders.cashAmount, f.cash_amount) : undefined,
    f.return_reason ? containsText(orders.returnReason, f.return_reason) : undefined,
  ];
  return and(...conditions)!;
}

/**
 * The rows `countUpTo` counts: at most `cap + 1` matches. A receiver substring is read newest first, so a
 * common one (a name in 5 % of the orders) is counted by walking the (client_id, id) index, which carries
 * the receiver (migration 0033), until the cap: an index-only scan, not the trigram index's bitmap of every
 * match (47,000 rows: most of the 11 ms) nor a table fetch per row (decision 033, amendments 3 and 9). A
 * rare one still goes through the trigram index. Exported for the plan's test.
 */
export function cappedMatches(
  tx: Db,
  clientId: number,
  status: StatusFilter,
  filters: OrderFilters,
  cap: number,
) {
  const query = tx
    .select({ one: sql`1` })
    .from(orders)
    .where(filtersWhere(clientId, status, filters))
    .$dynamic();
  return (filters.receiver ? query.orderBy(desc(orders.id)) : query).limit(cap + 1);
}

/**
 * What a typed code can be: a code, or a bar code, which is always 'EG' || code (written so only by the
 * insert below and the demo seed). Looking up `code = any(…)` of both forms uses the code index; the
 * bar code then only filters those rows (decision 033: 1 s without an index on bar_code, well under 1 ms).
 */
const codeCandidates = (codes: string[]): string[] => [
  ...new Set(codes.flatMap((c) => (/^EG./i.test(c) ? [c, c.slice(2)] : [c]))),
];
const codeIn = (codes: string[]): SQL =>
  and(
    inArray(orders.code, codeCandidates(codes)),
    or(inArray(orders.code, codes), inArray(orders.barCode, codes)),
  )!;
const codesWhere = (clientId: number, codes: string[]): SQL =>
  and(eq(orders.clientId, clientId), codeIn(codes))!;
/**
 * The marker is compared as text cast in SQL, not as a JS Date: PostgreSQL keeps microseconds that a
 * Date would drop, and the newest row would then come back on every refresh.
 */
const changedAfter = (since: string): SQL => gt(orders.updatedAt, sql`${since}::timestamptz`);

export type OrderInsert = Omit<typeof orders.$inferInsert, 'id' | 'code' | 'barCode' | 'clientId' | 'userId'>;
export type OrderRecord = typeof orders.$inferSelect;
export type OrderUpdate = Partial<typeof orders.$inferInsert>;
export type OrderLogInsert = Omit<typeof orderLogs.$inferInsert, 'id' | 'orderId' | 'clientId'>;

export interface OwedOrder {
  id: number;
  code: string;
  receiver: string;
  deliveryDate: Date | null;
  collected: string;
  fee: string;
  net: string;
}

export interface Actor {
  clientId: number;
  userId: number | null;
  name: string;
}

/** From this offset on, a page skips ids before it reads rows. */
const deepOffset = 1_000;

/** `order_bucket_deltas.bucket` is `id >> bucketBits` (migration 0029). */
const bucketBits = 12;

/** The advisory lock that lets one `foldBucketDeltas` run at a time (beside migrate's 727_001, seed's 727_002). */
const foldLockId = 727_003;

/** Rows beyond one per (status, bucket) after which a client's deltas are folded early; every how many deep reads. */
const foldThreshold = 20_000;
const foldCheckEvery = 32;

/**
 * The ids of a deep page of a list nothing narrows, in ONE statement (so the counts and the rows are one
 * snapshot): the client's bucket deltas for the list's statuses (status 0: all of them) are summed per
 * bucket (a bucket's count is the sum of its rows), then from the end the page is read from; the first
 * bucket whose running sum passes the offset holds the page's first row, the one that reaches offset +
 * limit its last. The ids are read between those two buckets'
 * bounds, skipping what the running sum left over in the first: fewer than 4,096 entries instead of up to
 * half a million (docs/quality.md P4).
 */
function bucketedIds(clientId: number, status: StatusFilter, window: ListPage): SQL {
  const keys = status === null ? [0] : typeof status === 'number' ? [status] : [...status];
  const end = window.offset + window.limit;
  const dir = sql.raw(window.fromOldest ? 'asc' : 'desc');
  const bits = sql.raw(String(bucketBits));
  // Newest first: from the top of the first bucket down to the bottom of the last; oldest first, mirrored.
  const range = window.fromOldest
    ? sql`${orders.id} >= (select bucket from first_bucket)::bigint << ${bits}
        and ${orders.id} < coalesce(((select bucket from last_bucket)::bigint + 1) << ${bits}, ${Number.MAX_SAFE_INTEGER})`
    : sql`${orders.id} < ((select bucket from first_bucket)::bigint + 1) << ${bits}
        and ${orders.id} >= coalesce((select bucket from last_bucket)::bigint << ${bits}, 0)`;
  return sql`(
    with per_bucket as (
      select ${orderBucketDeltas.bucket} as bucket, sum(${orderBucketDeltas.count}) as n from ${orderBucketDeltas}
       where ${orderBucketDeltas.clientId} = ${clientId} and ${orderBucketDeltas.status} = any(${array(keys, 'smallint')})
       group by ${orderBucketDeltas.bucket} having sum(${orderBucketDeltas.count}) <> 0
    ), running as (
      select bucket, n, (sum(n) over (order by bucket ${dir}))::bigint as through from per_bucket
    ), first_bucket as (
      select bucket, ${window.offset}::bigint - (through - n) as skip from running
       where through > ${window.offset} order by through limit 1
    ), last_bucket as (
      select bucket from running where through >= ${end} order by through limit 1
    )
    select ${orders.id} from ${orders}
     where ${filtersWhere(clientId, status, {})} and ${range}
     order by ${orders.id} ${dir}
     limit ${window.limit} offset (select skip from first_bucket)
  )`;
}

export function orderColumns(lang: Language) {
  const en = lang === 'en';
  return {
    id: orders.id,
    code: orders.code,
    barCode: orders.barCode,
    invoiceNumber: orders.invoiceNumber,
    secondClient: orders.secondClient,
    companyId: orders.companyId,
    receiver: orders.receiver,
    phone1: orders.phone1,
    phone2: orders.phone2,
    governorateId: orders.governorateId,
    governorate: en ? governorates.nameEn : governorates.nameAr,
    areaId: orders.areaId,
    area: en ? areas.nameEn : areas.nameAr,
    address: orders.address,
    notes: orders.notes,
    content: orders.content,
    amountToBeCollected: orders.amountToBeCollected,
    receivedAmount: orders.receivedAmount,
    cashAmount: orders.cashAmount,
    shippingCost: orders.shippingCost,
    createdAt: orders.createdAt,
    sentAt: orders.sentAt,
    deliveryDate: orders.deliveryDate,
    executionDate: orders.executionDate,
    returnToSenderDate: orders.returnToSenderDate,
    depositDate: orders.depositDate,
    delayDate: orders.delayDate,
    returnReason: orders.returnReason,
    captainId: orders.captainId,
    captain: captains.name,
    branchId: orders.branchId,
    branch: en ? branches.nameEn : branches.nameAr,
    status: orders.status,
    isUrgent: orders.isUrgent,
    returnRequestedAt: orders.returnRequestedAt,
    rate: orders.rate,
    updatedAt: orders.updatedAt,
    resendType: orders.resendType,
    resendRequestedAt: orders.resendRequestedAt,
    resendGovernorateId: orders.resendGovernorateId,
    resendGovernorate: sql<
      string | null
    >`(select ${en ? sql.raw('name_en') : sql.raw('name_ar')} from ${governorates} where ${governorates.id} = ${orders.resendGovernorateId})`,
    resendAreaId: orders.resendAreaId,
    resendArea: sql<
      string | null
    >`(select ${en ? sql.raw('name_en') : sql.raw('name_ar')} from ${areas} where ${areas.id} = ${orders.resendAreaId})`,
    resendAddress: orders.resendAddress,
    resendPhone: orders.resendPhone,
  };
}

type Columns = ReturnType<typeof orderColumns>;
export type OrderRow = {
  [K in keyof Columns]: Columns[K] extends SQL<infer T>
    ? T
    : Columns[K] extends { _: { data: infer D } }
      ? D
      : never;
} & { governorate: string; area: string; captain: string | null; branch: string | null };

export interface ListPage {
  /** Newest first by id; `offset` counts from that end, `fromOldest` reads the other end for deep pages. */
  offset: number;
  limit: number;
  fromOldest: boolean;
  /**
   * Few matches (a filtered count under its cap): find them through the filter's own index and sort
   * them, rather than walk the id index until they turn up (a day a year back: 300 ms → 1 ms).
   */
  sortAfterFilter?: boolean;
  /**
   * Nothing narrows the list (every order, or whole statuses): a deep page finds its bucket in
   * `order_bucket_deltas` and reads from that bucket's bound (decision 033, amendments 4 and 5).
   */
  byBuckets?: boolean;
}

export interface OrdersRepositoryOptions {
  /** The early fold's settings (tests lower them). */
  fold?: { threshold: number; checkEvery: number };
}

/** The client's orders per status from the striped counts; prepared (the home page's chart asks on every load). */
function countsByStatusQuery(source: Db) {
  return source
    .select({ status: orderCounts.status, n: sql<number>`sum(${orderCounts.count})::int` })
    .from(orderCounts)
    .where(eq(orderCounts.clientId, sql.placeholder('clientId')))
    .groupBy(orderCounts.status)
    .prepare('orders_counts_by_status');
}

export function createOrdersRepository(db: Db, options: OrdersRepositoryOptions = {}) {
  const countsStatement = countsByStatusQuery(db);
  const fold = options.fold ?? { threshold: foldThreshold, checkEvery: foldCheckEvery };
  const selectOrders = (tx: Db, lang: Language) =>
    tx
      .select(orderColumns(lang))
      .from(orders)
      .innerJoin(governorates, eq(governorates.id, orders.governorateId))
      .innerJoin(areas, eq(areas.id, orders.areaId))
      .leftJoin(captains, eq(captains.id, orders.captainId))
      .leftJoin(branches, eq(branches.id, orders.branchId));

  const ordersVersionStatement = db
    .select({
      v: sql<string>`coalesce(sum(${orderVersions.version}), 0)::text || ':' || coalesce(max(${orderVersions.epoch}), 0)::text`,
    })
    .from(orderVersions)
    .where(eq(orderVersions.clientId, sql.placeholder('clientId')))
    .prepare('orders_version');

  const many = (tx: Db, lang: Language, where: SQL, limit: number) =>
    selectOrders(tx, lang).where(where).orderBy(desc(orders.id)).limit(limit) as Promise<OrderRow[]>;

  /**
   * A client's deltas are folded between the hourly folds once it has `foldThreshold` rows more than its
   * groups (decision 033, amendment 5: ~0.09 ms of a deep page per 1,000 rows under load 8), checked
   * after every `foldCheckEvery`th deep page read through the buckets, off the request's path.
   */
  let bucketReads = 0;
  const foldIfMany = (clientId: number) => {
    if (++bucketReads % fold.checkEvery !== 0) return;
    void (async () => {
      const [row] = (
        (await db.execute(sql`select count(*) - count(distinct (status, bucket)) as extra
                                from order_bucket_deltas where client_id = ${clientId}`)) as unknown as {
          rows: { extra: number | string }[];
        }
      ).rows;
      if (Number(row?.extra ?? 0) > fold.threshold) await repository.foldBucketDeltas(clientId);
    })().catch(() => {
      // Best effort: the hourly fold logs its failures and catches up.
    });
  };

  const repository = {
    /**
     * Folds `order_bucket_deltas` (decision 033, amendment 5): every (client, status, bucket) with more
     * than one row becomes one row holding their sum (none when it is 0), all clients or one. One
     * statement deletes the rows it read (`delete … returning`) and inserts their sums, so a reader sees
     * either every delta or the fold, never both. It cannot deadlock: writers only insert into the table
     * (no unique key, no lock a writer holds is ever waited for), rows a writer has not committed are not
     * in the fold's snapshot so it never waits on them, and only one folder runs at a time (a transaction
     * advisory lock, tried, not waited for: `null` when another fold holds it).
     */
    async foldBucketDeltas(clientId?: number): Promise<{ deleted: number; written: number } | null> {
      return db.transaction(async (tx) => {
        const [lock] = (
          (await tx.execute(sql`select pg_try_advisory_xact_lock(${foldLockId}) as ok`)) as unknown as {
            rows: { ok: boolean }[];
          }
        ).rows;
        if (!lock?.ok) return null;
        const client = clientId === undefined ? sql`true` : sql`client_id = ${clientId}`;
        const [row] = (
          (await tx.execute(sql`
            with gone as (
              delete from order_bucket_deltas
               where ${client} and (client_id, status, bucket) in (
                 select client_id, status, bucket from order_bucket_deltas where ${client}
                  group by client_id, status, bucket having count(*) > 1)
              returning client_id, status, bucket, count
            ), kept as (
              insert into order_bucket_deltas (client_id, status, bucket, count)
              select client_id, status, bucket, sum(count) from gone
               group by client_id, status, bucket having sum(count) <> 0
              returning 1
            )
            select (select count(*) from gone)::int as deleted, (select count(*) from kept)::int as written`)) as unknown as {
            rows: { deleted: number; written: number }[];
          }
        ).rows;
        return { deleted: Number(row?.deleted ?? 0), written: Number(row?.written ?? 0) };
      });
    },

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

    async byId(clientId: number, id: number, lang: Language, tx: Db = db): Promise<OrderRow | undefined> {
      return (await many(tx, lang, and(eq(orders.clientId, clientId), eq(orders.id, id))!, 1))[0];
    },

    byIds(clientId: number, ids: number[], lang: Language, tx: Db = db): Promise<OrderRow[]> {
      return many(tx, lang, and(eq(orders.clientId, clientId), inArray(orders.id, ids))!, ids.length);
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

    /**
     * One of the client's orders as `transition()` moves it: locked FOR UPDATE (concurrent actions on
     * one order run one at a time), updated and logged, every statement within the client.
     */
    movable(actor: Actor, id: number): TransitionStore<OrderRecord, OrderUpdate, OrderLogInsert> {
      const own = and(eq(orders.clientId, actor.clientId), eq(orders.id, id));
      return {
        lock: async (tx) => (await tx.select().from(orders).where(own).for('update'))[0],
        write: (values, entry, tx, also, answer) =>
          updateWithLog(
            tx,
            tx.update(orders).set(values).where(own),
            tx.insert(orderLogs).values({ ...entry, orderId: id, clientId: actor.clientId }),
            also,
            answer,
          ),
      };
    },

    /** Orders with their 'create' log rows, in as few statements as the rows allow (order-bulk-insert). */
    insertMany: createOrderBulkInsert(),

    /** Home-delivery price per governorate from the client's own cost table. */
    async shippingPrices(clientId: number, tx: Db = db): Promise<Map<number, string>> {
      const rows = await tx
        .select({ governorateId: clientCosts.governorateId, price: clientCosts.price })
        .from(clientCosts)
        .where(and(eq(clientCosts.clientId, clientId), eq(clientCosts.delivery, 'home')));
      return new Map(rows.map((r) => [r.governorateId, r.price]));
    },

    /** Which of these (government, area) pairs exist: area ids mapped to their governorate. */
    async areaGovernorates(areaIds: number[], tx: Db = db): Promise<Map<number, number>> {
      if (areaIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: areas.id, governorateId: areas.governorateId })
        .from(areas)
        .where(inArray(areas.id, areaIds));
      return new Map(rows.map((r) => [r.id, r.governorateId]));
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

    /** A client's request for the staff desk's queue (decision 023), in the action's transaction. */
    async addRequest(values: typeof orderRequests.$inferInsert, tx: Db) {
      await tx.insert(orderRequests).values(values);
    },

    async addDelayRequest(values: typeof orderDelayRequests.$inferInsert, tx: Db) {
      await tx.insert(orderDelayRequests).values(values);
    },

    async reason(id: number, type: ReasonTypeCode, tx: Db = db) {
      const [row] = await tx
        .select({ id: reasons.id })
        .from(reasons)
        .where(and(eq(reasons.id, id), eq(reasons.type, type)));
      return row;
    },

    async reasons(type: ReasonTypeCode, lang: Language, page: { offset: number; limit: number }) {
      return db
        .select({ id: reasons.id, name: lang === 'en' ? reasons.nameEn : reasons.nameAr })
        .from(reasons)
        .where(eq(reasons.type, type))
        .orderBy(asc(reasons.sortOrder), asc(reasons.id))
        .limit(page.limit)
        .offset(page.offset);
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

    /**
     * The client's delivered orders not yet supplied (status given), with the amounts a supply settles:
     * collected (received), the courier's fee (the order's shipping cost, priced from the client's cost
     * table when it was created) and the net, computed in SQL. With `lock` they are locked FOR UPDATE in
     * id order, so concurrent supplies of one client settle each order once; only the given ones match.
     */
    async owed(
      clientId: number,
      codes: string[] | undefined,
      options: { lock: boolean },
      tx: Db = db,
    ): Promise<OwedOrder[]> {
      const query = tx
        .select({
          id: orders.id,
          code: orders.code,
          receiver: orders.receiver,
          deliveryDate: orders.deliveryDate,
          collected: sql<string>`coalesce(${orders.receivedAmount}, 0)::numeric(22,2)::text`,
          fee: sql<string>`coalesce(${orders.shippingCost}, 0)::numeric(22,2)::text`,
          net: sql<string>`(coalesce(${orders.receivedAmount}, 0) - coalesce(${orders.shippingCost}, 0))::numeric(22,2)::text`,
        })
        .from(orders)
        .where(
          and(
            codes ? codesWhere(clientId, codes) : eq(orders.clientId, clientId),
            eq(orders.status, orderStatuses.given),
          ),
        )
        .orderBy(asc(orders.id));
      return options.lock ? query.for('update') : query;
    },

    /** Which of these codes (or bar codes) name one of the client's orders, and its status. */
    async codesStatus(clientId: number, codes: string[], tx: Db = db) {
      return tx
        .select({ code: orders.code, barCode: orders.barCode, status: orders.status })
        .from(orders)
        .where(codesWhere(clientId, codes));
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

    /**
     * A pickup executed by the courier (issue 7 §3): of these orders of the client, the ones still `sent`
     * (locked, so a concurrent move cannot slip in) go to `underway`, each with its log row written as
     * the staff member. Answers the orders moved.
     */
    async pickUp(
      clientId: number,
      ids: number[],
      staff: { name: string; note: string | null },
      at: Date,
      tx: Db,
    ): Promise<{ id: number; code: string }[]> {
      if (ids.length === 0) return [];
      const sent = orderStatuses.sent;
      const locked = await tx
        .select({ id: orders.id, code: orders.code })
        .from(orders)
        .where(and(eq(orders.clientId, clientId), inArray(orders.id, ids), eq(orders.status, sent)))
        .orderBy(asc(orders.id))
        .for('update');
      if (locked.length === 0) return [];
      const moved = locked.map((o) => o.id);
      await tx
        .update(orders)
        .set({ status: orderStatuses.underway, updatedAt: at })
        .where(and(eq(orders.clientId, clientId), inArray(orders.id, moved)));
      await tx.insert(orderLogs).values(
        moved.map((orderId) => ({
          orderId,
          clientId,
          userId: null,
          actor: 'ops',
          actorName: staff.name,
          action: 'pick_up',
          fromStatus: sent,
          toStatus: orderStatuses.underway,
          note: staff.note,
          createdAt: at,
        })),
      );
      return locked;
    },
  };
  return repository;
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
