import { orderListStatusCodes, orderStatuses } from '@courier/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageWindow } from '../src/modules/orders/order-paging';
import type { Db } from '../src/db/database';
import { createOrdersRepository } from '../src/modules/orders/orders.repository';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

// Deep pages of the lists nothing narrows are found through order_bucket_deltas (decision 033, amendments
// 4 and 5): every page must stay the plain OFFSET page after each kind of write, after folds, and while
// concurrent writers and a fold run; concurrent writers must never deadlock (amendment 4's did). Pages read the bucket path from
// offset 1,000, so the merchant gets 7,500 orders, interleaved with another client's (its ids are sparse:
// ~6 buckets of 4,096 ids) and spread over statuses so the status lists are deep too.
const t = useTestApp();
const merchant = 1;
const perPage = 100;

type Rows = { rows: Record<string, unknown>[] };
const query = async (text: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(text)) as unknown as Rows).rows;

/** `count` orders in ONE statement, one in three the merchant's (statuses mixed), the rest `other`'s. */
async function insertOrders(count: number, other: number) {
  await t.database.db.execute(sql`
    insert into orders (client_id, code, bar_code, receiver, phone1, governorate_id, area_id, address, content,
      amount_to_be_collected, status)
    select case when g % 3 = 0 then ${merchant}::int else ${other}::int end, code, 'EG' || code, 'محمد علي',
      '01012345678', a.governorate_id, a.id, '12 شارع التحرير', 'كتب', 150,
      (array[7, 7, 7, 1, 1, 1, 3, 10, 3, 2])[1 + (g * 7 + g / 11) % 10]
    from (select g, nextval('order_codes')::text as code from generate_series(1, ${count * 3}::int) g) s,
      (select id, governorate_id from areas order by id limit 1) a`);
}

/** The lists a page can be read from without a filter: all orders, one status, and underway (3 + 10). */
const lists = [
  { name: 'all', url: 'advanced-search-submit', body: {}, statuses: null },
  { name: 'given', url: 'GivenOrder', body: {}, statuses: orderListStatusCodes('GivenOrder') },
  { name: 'underway', url: 'UnderwayOrder', body: {}, statuses: orderListStatusCodes('UnderwayOrder') },
  {
    name: 'saved (advanced search)',
    url: 'advanced-search-submit',
    body: { status: orderStatuses.saved },
    statuses: [orderStatuses.saved],
  },
] as const;

/** Every id of a list, newest first, as a plain query orders them. */
async function plainIds(statuses: readonly number[] | null): Promise<number[]> {
  const rows = await query(
    sql`select id from orders where client_id = ${merchant}
        ${
          statuses
            ? sql`and status in (${sql.join(
                statuses.map((s) => sql`${s}`),
                sql`, `,
              )})`
            : sql``
        }
        order by id desc`,
  );
  return rows.map((r) => Number(r.id));
}

async function page(token: string, list: (typeof lists)[number], n: number, size: number) {
  const search = list.url === 'advanced-search-submit';
  const res = await t.call({
    method: 'POST',
    url: `/api/client/order/${list.url}${search ? '' : `?page=${n}&perPage=${size}`}`,
    token,
    body: search ? { ...list.body, page: n, perPage: size } : list.body,
    lang: 'en',
  });
  expect(res.status, res.raw.body).toBe(200);
  return res.body as { feed: { id: number }[]; feed_count: number };
}

/**
 * Pages of every list equal the same slice of the plain OFFSET order: the first, every fourth from offset
 * 1,000 on (newest-first and oldest-first bucket reads), the last two and one past the end.
 */
async function expectPagesMatch(token: string, size = perPage) {
  for (const list of lists) {
    const expected = await plainIds(list.statuses);
    const last = Math.ceil(expected.length / size);
    const deep = Array.from({ length: last }, (_, i) => i + 1).filter(
      (n) => (n - 1) * size >= 1_000 && n % 4 === 0,
    );
    expect(last, list.name).toBeGreaterThan(2);
    for (const n of new Set([1, ...deep, last - 1, last, last + 1])) {
      const got = await page(token, list, n, size);
      expect(got.feed_count, list.name).toBe(expected.length);
      expect(
        got.feed.map((o) => o.id),
        `${list.name} page ${n}`,
      ).toEqual(expected.slice((n - 1) * size, n * size));
    }
  }
}

/** In ONE statement (one snapshot): kept bucket counts that differ from a real count. */
const bucketDifferences = () =>
  query(sql`
    with kept as (
      select client_id, status, bucket, sum(count)::int as n from order_bucket_deltas
      group by client_id, status, bucket having sum(count) <> 0
    ), real as (
      select client_id, coalesce(status, 0) as status, bucket, count(*)::int as n
        from (select client_id, status, id >> 12 as bucket from orders) o
       group by grouping sets ((client_id, status, bucket), (client_id, bucket))
    )
    select * from kept full join real using (client_id, status, bucket)
     where kept.n is distinct from real.n`);

/** The kept bucket counts equal a real count, per status and for every status (0), bucket by bucket. */
async function expectBucketsReconcile() {
  expect(await bucketDifferences()).toEqual([]);
}

/** Groups of order_bucket_deltas with more than one row (what a fold leaves: none). */
const unfolded = async () =>
  Number(
    (
      await query(sql`select count(*)::int as n from (select 1 from order_bucket_deltas
                        group by client_id, status, bucket having count(*) > 1) g`)
    )[0]?.n,
  );

/**
 * Waits for every concurrent task, then fails with each one's error (a deadlock shows as 40P01: drizzle
 * keeps the driver's error as its cause); `Promise.all` would leave the others running into the next test.
 */
async function settleAll(tasks: Promise<unknown>[]) {
  const results = await Promise.allSettled(tasks);
  const described = results.flatMap((r) => {
    if (r.status === 'fulfilled') return [];
    const e = r.reason as Error & { cause?: { code?: string; message?: string } };
    return [`${e.cause?.code ?? ''} ${e.cause?.message ?? e.message}`];
  });
  expect(described).toEqual([]);
}

// Some 200 page requests each, on a 22,500-order table: ~10 s on PGlite when idle.
const slow = { timeout: 120_000 };

describe('deep pages through order_bucket_deltas', () => {
  it('equal the plain OFFSET page after inserts, deletes, status moves and client moves', slow, async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const other = (await createAccount(t.database.db)).clientId;
    await insertOrders(7_500, other);
    // Every list is deep from both ends (over 2 × 1,000 orders).
    for (const list of lists) expect((await plainIds(list.statuses)).length).toBeGreaterThan(2_000);
    await expectBucketsReconcile();
    await expectPagesMatch(token);
    // Page sizes that do not divide the buckets' counts.
    await expectPagesMatch(token, 37);

    // One order from the form's path, one statement of 1,500 (an import's size), into new buckets.
    await createOrder(t.database.db, merchant, { status: orderStatuses.given });
    await insertOrders(1_500, other);
    await expectBucketsReconcile();
    await expectPagesMatch(token);

    // Deletes: a run in the middle (several buckets) and one of the oldest.
    await t.database.db.execute(
      sql`delete from orders where client_id = ${merchant} and id % 7 = 0
            and id between (select min(id) + 2000 from orders) and (select min(id) + 5000 from orders)`,
    );
    await t.database.db.execute(
      sql`delete from orders where id = (select min(id) from orders where client_id = ${merchant})`,
    );
    await expectBucketsReconcile();
    await expectPagesMatch(token);

    // Status moves of many orders at once and of one; an update that moves no status changes nothing.
    await t.database.db.execute(
      sql`update orders set status = ${orderStatuses.given} where client_id = ${merchant}
            and status = ${orderStatuses.saved} and id % 5 = 0`,
    );
    await t.database.db.execute(
      sql`update orders set status = ${orderStatuses.resent}
            where id = (select max(id) from orders where client_id = ${merchant} and status = ${orderStatuses.sent})`,
    );
    await t.database.db.execute(sql`update orders set notes = 'x' where client_id = ${merchant}`);
    // Orders handed to another client leave the merchant's buckets.
    await t.database.db.execute(
      sql`update orders set client_id = ${other} where client_id = ${merchant} and id % 11 = 0`,
    );
    await expectBucketsReconcile();
    await expectPagesMatch(token);

    // The fold leaves one row per group, the same counts and the same pages; a second fold finds nothing.
    const repo = createOrdersRepository(t.database.db);
    expect(await unfolded()).toBeGreaterThan(0);
    const folded = await repo.foldBucketDeltas();
    expect(folded?.deleted).toBeGreaterThan(0);
    expect(await unfolded()).toBe(0);
    await expectBucketsReconcile();
    await expectPagesMatch(token);
    expect(await repo.foldBucketDeltas()).toEqual({ deleted: 0, written: 0 });
    // One client's fold leaves the other's rows alone.
    await insertOrders(300, other);
    await repo.foldBucketDeltas(other);
    const unfoldedClients = await query(sql`select distinct client_id from order_bucket_deltas
                                             group by client_id, status, bucket having count(*) > 1`);
    expect(unfoldedClients.map((r) => Number(r.client_id))).toEqual([merchant]);
    await expectBucketsReconcile();
  });

  it('equal the plain OFFSET page after concurrent writers', slow, async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const other = (await createAccount(t.database.db)).clientId;
    await insertOrders(7_500, other);
    await expectPagesMatch(token);
    // Each write its own transaction on the pool's connections (PostgreSQL: other backends). The writers
    // touch disjoint orders (by id % 4), so any wait between them is on the tables the triggers write,
    // not on an order row: two writers deleting and moving the same orders in opposite orders deadlock on
    // the orders themselves, whatever the triggers do.
    const db = t.database.db;
    await settleAll([
      insertOrders(300, other),
      insertOrders(300, other),
      db.execute(sql`update orders set status = ${orderStatuses.given}
                      where client_id = ${merchant} and status = ${orderStatuses.saved} and id % 4 = 0`),
      db.execute(sql`delete from orders where client_id = ${merchant} and id % 13 = 0 and id % 4 in (2, 3)`),
      db.transaction(async (tx) => {
        await tx.execute(sql`update orders set status = ${orderStatuses.underway}
                              where client_id = ${merchant} and status = ${orderStatuses.sent} and id % 4 = 1`);
        await tx.execute(
          sql`delete from orders where client_id = ${merchant} and id % 17 = 0 and id % 4 = 1`,
        );
      }),
    ]);
    await expectBucketsReconcile();
    await expectPagesMatch(token);
  });

  it('fold a client early once its deltas pass the threshold, from a deep page read', slow, async () => {
    const other = (await createAccount(t.database.db)).clientId;
    await insertOrders(7_500, other);
    const repo = createOrdersRepository(t.database.db, { fold: { threshold: 10, checkEvery: 1 } });
    await repo.foldBucketDeltas();
    // Single-order statements: one delta row each for the order's status and for status 0.
    for (let i = 0; i < 12; i++) await createOrder(t.database.db, merchant, { status: orderStatuses.given });
    expect(await unfolded()).toBeGreaterThan(0);
    const total = (await plainIds(null)).length;
    // A middle page: over 1,000 from both ends, so it is read through the buckets.
    expect(total).toBeGreaterThan(2_200);
    await repo.list(
      merchant,
      null,
      {},
      { ...pageWindow(Math.ceil(total / perPage / 2), perPage, total)!, byBuckets: true },
      'en',
    );
    await expect.poll(unfolded, { timeout: 10_000 }).toBe(0);
    await expectBucketsReconcile();
    // Under the threshold nothing is folded.
    await createOrder(t.database.db, merchant, { status: orderStatuses.given });
    await repo.list(
      merchant,
      null,
      {},
      { ...pageWindow(Math.ceil(total / perPage / 2), perPage, total + 1)!, byBuckets: true },
      'en',
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(await unfolded()).toBeGreaterThan(0);
  });

  it(
    'never deadlock: 10 writers of multi-statement transactions on the newest orders, with folds and readers',
    slow,
    async () => {
      const token = await t.tokenFor('merchant@demo.test');
      const other = (await createAccount(t.database.db)).clientId;
      await insertOrders(3_000, other);
      const db = t.database.db;
      const repo = createOrdersRepository(db);
      await repo.foldBucketDeltas();
      const newest = Number((await query(sql`select max(id) as n from orders`))[0]?.n);

      // Each writer: rounds of ONE transaction that inserts 20 of the merchant's orders (the newest bucket),
      // moves half of them to given, moves its tenth of the merchant's 400 newest older orders between saved
      // and sent (rows no other writer touches: any wait is on the count tables, not on orders), then
      // deletes a third of what it inserted. All writers hit the same client, statuses and buckets.
      const writer = async (w: number) => {
        for (let round = 0; round < 4; round++)
          await db.transaction(async (tx) => {
            const inserted = (
              (await tx.execute(sql`
              insert into orders (client_id, code, bar_code, receiver, phone1, governorate_id, area_id, address,
                content, amount_to_be_collected, status)
              select ${merchant}::int, code, 'EG' || code, 'محمد علي', '01012345678', a.governorate_id, a.id,
                '12 شارع التحرير', 'كتب', 150, (array[1, 2, 3, 7])[1 + g % 4]
              from (select g, nextval('order_codes')::text as code from generate_series(1, 20) g) s,
                (select id, governorate_id from areas order by id limit 1) a
              returning id`)) as unknown as Rows
            ).rows.map((r) => Number(r.id));
            await tx.execute(sql`update orders set status = ${orderStatuses.given}
                                where id = any(${sql.raw(`array[${inserted.join(',')}]`)}) and id % 2 = 0`);
            await tx.execute(sql`update orders set status = case status when ${orderStatuses.saved}
                                  then ${orderStatuses.sent}::smallint else ${orderStatuses.saved}::smallint end
                                where client_id = ${merchant} and id > ${newest - 1_200} and id <= ${newest}
                                  and id % 10 = ${w} and status in (${orderStatuses.saved}, ${orderStatuses.sent})`);
            await tx.execute(sql`delete from orders
                                where id = any(${sql.raw(`array[${inserted.join(',')}]`)}) and id % 3 = 0`);
          });
      };
      // A reader: in one repeatable-read snapshot, a middle page and one near the oldest end through the
      // buckets equal the plain OFFSET; and, one statement, every bucket's kept count equals count(*).
      const reader = async () => {
        for (let i = 0; i < 4; i++) {
          await db.transaction(
            async (tx) => {
              const total = Number(
                (
                  (await tx.execute(
                    sql`select count(*)::int as n from orders where client_id = ${merchant}`,
                  )) as unknown as Rows
                ).rows[0]?.n,
              );
              for (const n of [Math.ceil(total / perPage / 2), Math.ceil(total / perPage) - 12]) {
                const window = pageWindow(n, perPage, total);
                expect(window, `page ${n}`).not.toBeNull();
                const got = await repo.list(
                  merchant,
                  null,
                  {},
                  { ...window!, byBuckets: true },
                  'en',
                  tx as Db,
                );
                const plain = (
                  (await tx.execute(sql`select id from orders where client_id = ${merchant}
                                       order by id desc limit ${perPage} offset ${(n - 1) * perPage}`)) as unknown as Rows
                ).rows.map((r) => Number(r.id));
                expect(
                  got.map((o) => o.id),
                  `page ${n} of ${total}`,
                ).toEqual(plain);
              }
            },
            { isolationLevel: 'repeatable read' },
          );
          expect(await bucketDifferences()).toEqual([]);
        }
      };
      const folder = async () => {
        for (let i = 0; i < 6; i++) await repo.foldBucketDeltas();
      };

      await settleAll([...Array.from({ length: 10 }, (_, w) => writer(w)), reader(), reader(), folder()]);
      await expectBucketsReconcile();
      await repo.foldBucketDeltas();
      expect(await unfolded()).toBe(0);
      await expectBucketsReconcile();
      await expectPagesMatch(token);
    },
  );
});
