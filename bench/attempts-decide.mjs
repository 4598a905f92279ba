// Issue 38 §4 (decision 068): one bulk decision of the failed-attempt centre for 100 orders, from the
// request to its answer (target ≤ 2 s). One transaction for the call (decision 071): the orders and their
// cases locked in two statements, each order through its transition (lock, update and log, the desk's
// request), the cases closed and the delay requests written in one statement each. Prints the
// figures, asserts nothing. A fresh embedded database (PGlite, the default engine) or BENCH_DATABASE_URL's
// PostgreSQL (`--postgres`): 2,000 delayed orders of the demo merchant, each with an open failed attempt.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  accountIds,
  benchPort,
  dropPgDatabase,
  ensurePgDatabase,
  login,
  machineNote,
  ms,
  openDb,
  pgBenchUrl,
  startServer,
} from './lib/common.mjs';

const usePostgres = process.argv.includes('--postgres');
const dir = usePostgres ? null : mkdtempSync(join(tmpdir(), 'courier-bench-attempts-'));
const target = usePostgres ? { url: pgBenchUrl.replace(/\/[^/]*$/, '/bench_attempts') } : { dir };
const total = 2_000;
const batch = 100;
const rounds = 5;
const port = benchPort(8489);

if (usePostgres) {
  await dropPgDatabase(target.url);
  await ensurePgDatabase(target.url);
}
// First start: migrations and the demo data.
let server = await startServer(target, { port });
await server.stop();

const db = await openDb(target);
const { clientId } = await accountIds(db);
const [{ id: areaId, governorate_id: governorateId }] = (
  await db.query('select id, governorate_id from areas order by id limit 1')
).rows;
// Delayed orders (13) after a failed attempt, each with its open case (as the status hook writes it).
await db.query(
  `insert into orders (client_id, receiver, phone1, governorate_id, area_id, address, content, amount_to_be_collected, status, delay_date)
   select $1::int, 'مستلم ' || g, '010' || lpad(g::text, 8, '0'), $2, $3, g || ' شارع التحرير', 'ملابس', (100 + g % 400)::numeric, 13, current_date
   from generate_series(1, $4) g`,
  [clientId, governorateId, areaId, total],
);
await db.query(
  `insert into attempt_cases (order_id, client_id, failed_at, deadline_at)
   select id, client_id, now(), now() + interval '24 hours' from orders where client_id = $1 and status = 13`,
  [clientId],
);
const ids = (
  await db.query('select order_id from attempt_cases where client_id = $1 order by id', [clientId])
).rows.map((r) => r.order_id);
await db.close();

server = await startServer(target, { port });
try {
  const token = await login(server.url);
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    'accept-language': 'ar',
  };
  const list = await (await fetch(`${server.url}/api/client/attempts?perPage=1`, { headers })).json();
  const day = list.days[0];
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const orderIds = ids.slice(i * batch, (i + 1) * batch);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/client/attempts/decide`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ order_ids: orderIds, decision: i % 2 ? 'return' : 'retry', day }),
    });
    const body = await res.json();
    times.push(performance.now() - started);
    if (body.success !== 1 || body.feed.decided.length !== batch)
      throw new Error(JSON.stringify(body).slice(0, 300));
  }
  const sorted = [...times].sort((a, b) => a - b);
  const engine = usePostgres ? 'PostgreSQL' : 'PGlite';
  console.log(`failed-attempt centre on ${engine}, ${total} open cases (${machineNote()})`);
  console.log(`  one decision for ${batch} orders → answer: ${times.map(ms).join(', ')}`);
  const median = sorted[Math.floor(rounds / 2)];
  console.log(
    `P-attempts bulk decision of ${batch} orders: median ${ms(median)} (target ≤ 2 s) ${median <= 2000 ? 'PASS' : 'MISS'}`,
  );
  process.exitCode = median <= 2000 ? 0 : 1;
} finally {
  await server.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  else await dropPgDatabase(target.url);
}
