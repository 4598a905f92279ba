import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseKind } from './support/database';
import { useTestApp } from './support/harness';
import { oppositeWriters } from './support/opposite-writers';

// The striped count tables (order_counts, order_deliveries_per_day, order_versions) are written in the slot
// the transaction claims (counter_slot(), migration 0030, decision 033 amendment 6), not in
// `pg_backend_pid() % 16`: two connections whose pids agree modulo 16 used to share a slot's rows, and two
// multi-statement transactions on them deadlocked (40P01). The concurrency needs real backends: PostgreSQL.
const t = useTestApp();
const merchant = 1;

type Rows = { rows: Record<string, unknown>[] };
const query = async (text: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(text)) as unknown as Rows).rows;

/** Connections of their own, opened until some pairs share `pg_backend_pid() % 16` (17 always hold one). */
async function stripeSharingPairs(url: string, pairs: number): Promise<pg.Client[][]> {
  const all: (pg.Client & { stripe?: number })[] = [];
  const byStripe = new Map<number, pg.Client[]>();
  const found = () => [...byStripe.values()].filter((cs) => cs.length >= 2);
  while (all.length < 48 && found().length < pairs) {
    const c = new pg.Client({ connectionString: url }) as pg.Client & { stripe?: number };
    await c.connect();
    // A writer waiting on another's count row fails here instead of hanging the test (main's triggers).
    await c.query(`set lock_timeout = '5s'`);
    const stripe = Number((await c.query('select pg_backend_pid() % 16 as s')).rows[0].s);
    all.push(c);
    byStripe.set(stripe, [...(byStripe.get(stripe) ?? []), c]);
  }
  const kept = found().map((cs) => cs.slice(0, 2));
  await Promise.all(all.filter((c) => !kept.flat().includes(c)).map((c) => c.end()));
  return kept;
}

const insert = (count: number, status: number) => `
  insert into orders (client_id, code, bar_code, receiver, phone1, governorate_id, area_id, address, content,
    amount_to_be_collected, status, delivery_date, notes)
  select ${merchant}, code, 'EG' || code, 'محمد علي', '01012345678', a.governorate_id, a.id, '12 شارع التحرير',
    'كتب', 150, ${status}, case when ${status} in (7, 8) then now() end, 'counter-slots'
  from (select g, nextval('order_codes')::text as code from generate_series(1, ${count}) g) s,
    (select id, governorate_id from areas order by id limit 1) a`;

async function orderVersion(): Promise<number> {
  return Number(
    (
      await query(
        sql`select coalesce(sum(version), 0)::int as v from order_versions where client_id = ${merchant}`,
      )
    )[0]?.v,
  );
}

describe.runIf(testDatabaseKind() === 'postgres')('striped count tables under concurrent writers', () => {
  it('a transaction claims a slot no concurrent transaction holds, and keeps it to the end', async () => {
    const url = (t.database.client as pg.Pool).options.connectionString!;
    const [pair] = await stripeSharingPairs(url, 1);
    const [a, b] = pair as [pg.Client, pg.Client];
    try {
      await t.database.db.execute(sql.raw(insert(4, 4)));
      // Each moves its own orders: the only rows both could wait on are the count tables'.
      const slots = async (c: pg.Client, parity: number) => {
        await c.query(
          `update orders set status = 5 where client_id = ${merchant} and status = 4 and id % 2 = ${parity}`,
        );
        const first = (await c.query(`select current_setting('courier.counter_slot', true) as s`)).rows[0].s;
        await c.query(insert(1, 7));
        const second = (await c.query(`select current_setting('courier.counter_slot', true) as s`)).rows[0].s;
        return [first, second];
      };
      await a.query('begin');
      await b.query('begin');
      const [a1, a2] = await slots(a, 0);
      const [b1, b2] = await slots(b, 1);
      expect(a1).toMatch(/^\d+$/);
      expect(b1).toMatch(/^\d+$/);
      expect(a2).toBe(a1);
      expect(b2).toBe(b1);
      // Same stripe by pid, yet different slots.
      expect(b1).not.toBe(a1);
      await a.query('commit');
      await b.query('commit');
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it('never deadlock: multi-statement transactions in opposite orders on stripe-sharing connections', async () => {
    const url = (t.database.client as pg.Pool).options.connectionString!;
    const pairs = await stripeSharingPairs(url, 3);
    const clients = pairs.flat();
    try {
      for (const status of [4, 5, 12, 13])
        await t.database.db.execute(sql.raw(insert(10 * clients.length, status)));
      const before = await orderVersion();
      // Each writer moves only its own orders (id % writers): any wait between writers is on the tables the
      // triggers write, never on an order row. Odd writers run the same statements in the other order.
      const mine = `client_id = ${merchant} and notes = 'counter-slots' and id % ${clients.length} = $1`;
      const A = `update orders set status = case status when 4 then 5 else 4 end where ${mine} and status in (4, 5)`;
      const B = `update orders set status = case status when 12 then 13 else 12 end where ${mine} and status in (12, 13)`;
      const { committed, failed } = await oppositeWriters(clients, 5, {
        A,
        B,
        insert: (w) => insert(3, w % 2 ? 7 : 4),
      });
      expect(failed).toEqual([]);
      // Every writing statement (three a transaction, one client) moved the client's version by one.
      expect(await orderVersion()).toBe(before + 3 * committed);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
    // The kept counts still equal count(*).
    const counts = await query(sql`
      select coalesce(k.status, r.status) as status, k.n as kept, r.n as real from (
        select status, sum(count)::int as n from order_counts where client_id = ${merchant} group by status
        having sum(count) <> 0
      ) k full join (select status, count(*)::int as n from orders where client_id = ${merchant} group by status) r
      using (status) where k.n is distinct from r.n`);
    expect(counts).toEqual([]);
    const days = await query(sql`
      select coalesce(k.day, r.day) as day, k.n as kept, r.n as real from (
        select day, sum(count)::int as n from order_deliveries_per_day where client_id = ${merchant} group by day
        having sum(count) <> 0
      ) k full join (
        select (delivery_date at time zone 'Africa/Cairo')::date as day, count(*)::int as n from orders
         where client_id = ${merchant} and status in (7, 8) and delivery_date is not null group by 1
      ) r using (day) where k.n is distinct from r.n`);
    expect(days).toEqual([]);
  });
});
