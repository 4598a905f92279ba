import { orderListStatusCodes, orderStatuses } from '@courier/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

// Deep pages of the lists nothing narrows are found through order_buckets (decision 033, amendment 4):
// every page must stay the plain OFFSET page after each kind of write. Pages read the bucket path from
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

/** The kept bucket counts equal a real count, per status and for every status (0), bucket by bucket. */
async function expectBucketsReconcile() {
  const differences = await query(sql`
    with kept as (
      select client_id, status, bucket, sum(count)::int as n from order_buckets
      group by client_id, status, bucket having sum(count) <> 0
    ), real as (
      select client_id, coalesce(status, 0) as status, bucket, count(*)::int as n
        from (select client_id, status, id >> 12 as bucket from orders) o
       group by grouping sets ((client_id, status, bucket), (client_id, bucket))
    )
    select * from kept full join real using (client_id, status, bucket)
     where kept.n is distinct from real.n`);
  expect(differences).toEqual([]);
}

// Some 200 page requests each, on a 22,500-order table: ~10 s on PGlite when idle.
const slow = { timeout: 120_000 };

describe('deep pages through order_buckets', () => {
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
  });

  it('equal the plain OFFSET page after concurrent writers', slow, async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const other = (await createAccount(t.database.db)).clientId;
    await insertOrders(7_500, other);
    await expectPagesMatch(token);
    // Each write its own transaction on the pool's connections (PostgreSQL: other backends, other slots).
    const db = t.database.db;
    await Promise.all([
      insertOrders(300, other),
      insertOrders(300, other),
      db.execute(sql`update orders set status = ${orderStatuses.given}
                      where client_id = ${merchant} and status = ${orderStatuses.saved} and id % 4 = 0`),
      db.execute(sql`delete from orders where client_id = ${merchant} and id % 13 = 0`),
      db.transaction(async (tx) => {
        await tx.execute(sql`update orders set status = ${orderStatuses.underway}
                              where client_id = ${merchant} and status = ${orderStatuses.sent} and id % 2 = 0`);
        await tx.execute(sql`delete from orders where client_id = ${merchant} and id % 17 = 0`);
      }),
    ]);
    await expectBucketsReconcile();
    await expectPagesMatch(token);
  });
});
