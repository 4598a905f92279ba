// Concurrent writers of one client against the count tables the `orders` triggers keep (decision 033,
// amendment 5). Ten connections, kept two per stripe (`pg_backend_pid() % 16`, as a long-lived pool's
// connections fall by chance); each transaction moves ONLY ITS OWN orders (`id % 10`) 4 ↔ 5, inserts three,
// then moves its own 12 ↔ 13 — odd writers in the other order. No order row is shared, so every deadlock
// (40P01) is in a table a trigger writes; they are counted by relation. Then the bucket deltas are checked
// against count(*). The orders it makes are deleted at the end.
//
//   BENCH_DATABASE_URL=postgres://…/p4_bench node striped-deadlock.mjs [rounds]
//
// 2026-11-24, main's triggers: 98 to 99 of 100–200 transactions failed (order_versions, order_counts);
// order_bucket_deltas' trigger alone: 400 of 400 committed.
// 2026-11-25, slots_bench (20,000 orders), load 3–5.6: main's triggers 73 of 200 failed (order_versions); with
// migration 0030 (each transaction claims its own slot, counter_slot()) 0 of 200 and 0 of 400.
import { accountIds, openDb, pgBenchUrl } from './lib/common.mjs';
import { oppositeWriters } from './lib/opposite-writers.mjs';
import pg from 'pg';

const rounds = Number(process.argv[2] ?? 20);
const db = await openDb({ url: pgBenchUrl });
const { clientId } = await accountIds(db);
await db.close();

const all = [];
for (let i = 0; i < 32; i++) {
  const c = new pg.Client({ connectionString: pgBenchUrl });
  await c.connect();
  c.stripe = (await c.query('select pg_backend_pid() % 16 as s')).rows[0].s;
  all.push(c);
}
const byStripe = new Map();
for (const c of all) byStripe.set(c.stripe, [...(byStripe.get(c.stripe) ?? []), c]);
const clients = [...byStripe.values()]
  .filter((cs) => cs.length >= 2)
  .slice(0, 5)
  .flatMap((cs) => cs.slice(0, 2));
for (const c of all) if (!clients.includes(c)) await c.end();
const [main] = clients;

const insert = (count, status) => `
  insert into orders (client_id, code, bar_code, receiver, phone1, governorate_id, area_id, address, content,
    amount_to_be_collected, status, notes)
  select ${clientId}, code, 'EG' || code, 'striped-deadlock', '01012345678', a.governorate_id, a.id, 'x', 'x', 150,
    ${status}, 'striped-deadlock'
  from (select g, nextval('order_codes')::text as code from generate_series(1, ${count}) g) s,
    (select id, governorate_id from areas order by id limit 1) a`;
const mine = `client_id = ${clientId} and notes = 'striped-deadlock' and id % 10 = $1`;
const A = `update orders set status = case status when 4 then 5 else 4 end where ${mine} and status in (4, 5)`;
const B = `update orders set status = case status when 12 then 13 else 12 end where ${mine} and status in (12, 13)`;
for (const status of [4, 5, 12, 13]) await main.query(insert(100, status));

const { committed, failed } = await oppositeWriters(clients, rounds, {
  A,
  B,
  insert: (w) => insert(3, w % 2 ? 12 : 4),
});
await main.query(`delete from orders where client_id = ${clientId} and notes = 'striped-deadlock'`);
const differences = await main
  .query(
    `select count(*)::int as n from (
       select client_id, status, bucket, sum(count) as n from order_bucket_deltas group by 1, 2, 3 having sum(count) <> 0
     ) k full join (
       select client_id, coalesce(status, 0) as status, id >> 12 as bucket, count(*) as n from orders
        group by grouping sets ((client_id, status, id >> 12), (client_id, id >> 12))
     ) r using (client_id, status, bucket) where k.n is distinct from r.n`,
  )
  .then((r) => r.rows[0].n)
  .catch(() => 'no order_bucket_deltas');
console.log(
  `striped-deadlock: stripes ${clients.map((c) => c.stripe).join(' ')}; ${committed} of ${rounds * clients.length} transactions committed; failed:`,
  failed,
  `; bucket deltas differing from count(*): ${differences}`,
);
await Promise.all(clients.map((c) => c.end()));
