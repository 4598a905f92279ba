import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { orderBucketDeltas, orders } from '../../db/schema/orders';
import { array } from '../../db/sql/arrays';
import { filtersWhere, type ListPage, type StatusFilter } from './orders-query.repository';

// The deep pages of a list nothing narrows read from `order_bucket_deltas` (decision 033, amendments
// 4 and 5): the bucket query and the fold that keeps the deltas few.

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
export function bucketedIds(clientId: number, status: StatusFilter, window: ListPage): SQL {
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

export interface BucketFoldOptions {
  /** The early fold's settings (tests lower them). */
  fold?: { threshold: number; checkEvery: number };
}

export function createBucketFold(db: Db, options: BucketFoldOptions = {}) {
  const fold = options.fold ?? { threshold: foldThreshold, checkEvery: foldCheckEvery };
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
      if (Number(row?.extra ?? 0) > fold.threshold) await foldBucketDeltas(clientId);
    })().catch(() => {
      // Best effort: the hourly fold logs its failures and catches up.
    });
  };

  /**
   * Folds `order_bucket_deltas` (decision 033, amendment 5): every (client, status, bucket) with more
   * than one row becomes one row holding their sum (none when it is 0), all clients or one. One
   * statement deletes the rows it read (`delete … returning`) and inserts their sums, so a reader sees
   * either every delta or the fold, never both. It cannot deadlock: writers only insert into the table
   * (no unique key, no lock a writer holds is ever waited for), rows a writer has not committed are not
   * in the fold's snapshot so it never waits on them, and only one folder runs at a time (a transaction
   * advisory lock, tried, not waited for: `null` when another fold holds it).
   */
  async function foldBucketDeltas(clientId?: number): Promise<{ deleted: number; written: number } | null> {
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
  }

  return { foldBucketDeltas, foldIfMany };
}
