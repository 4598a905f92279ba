// docs/quality.md P9 (issue 11, "the dashboard and money at scale"): the home dashboard and the mission
// lists for a client with 1,000,000 orders and 100,000 missions, on PostgreSQL: each route the web calls
// under autocannon at 10 connections (BENCH_DASHBOARD_CONNECTIONS) × 10 s, p50/p99 and the CPU each
// request cost the server and the PostgreSQL backends. Target: p99 ≤ 20 ms per route.
//
//   node dashboard.mjs [--profile]   --profile: a CPU profile of the server under the load, summarised
//   BENCH_DASHBOARD_ONLY=missions     only the routes whose label holds that text
//
// Data: generate-orders.mjs's 1M-order client (BENCH_DATABASE_URL), topped up here to BENCH_MISSIONS
// (100,000) missions in SQL: a courier's mix of types and statuses over two years in id order, with the
// fields each type and status implies and one carried order per return, resend and pickup-and-returns.
import { join } from 'node:path';
import { ensureOrders } from './generate-orders.mjs';
import { summarizeCpuProfile } from './lib/cpu-profile.mjs';
import {
  accountIds,
  cpuMs,
  cpuSpent,
  demo,
  ensureServerBuilt,
  fmt,
  login,
  machineNote,
  openDb,
  pgBackendsCpu,
  pgBenchUrl,
  prioritizeBackends,
  quiet,
  resultsDir,
  startServer,
} from './lib/common.mjs';
import { load, warmUp } from './lib/load.mjs';

const orders = 1_000_000;
const missionsWanted = Number(process.env.BENCH_MISSIONS ?? 100_000);
const connections = Number(process.env.BENCH_DASHBOARD_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const targetP99 = 20;
const pg = { url: pgBenchUrl };
const profile = process.argv.includes('--profile');
const only = process.env.BENCH_DASHBOARD_ONLY;

/** Types (receiving 1, supply 2, return 3, receiving and returns 4, resend 5) and their shares. */
const typeMix = [
  [1, 0.4],
  [2, 0.15],
  [3, 0.2],
  [4, 0.15],
  [5, 0.1],
];
/** Old missions are done (exhausted 4, executed 6) or canceled (5, 7); the newest 1 % are still open (1–3),
 * supplies aside (a client has at most one open supply). */
const statusMix = [
  [4, 0.7],
  [6, 0.15],
  [5, 0.11],
  [7, 0.04],
];
const caseOf = (mix, variable) => {
  let cumulative = 0;
  return `case ${mix.map(([code, share]) => `when ${variable} < ${(cumulative += share).toFixed(3)} then ${code}`).join(' ')} else ${mix.at(-1)[0]} end`;
};

const insertMissions = `
with refs as (
  select
    (select array_agg(id order by id) from captains) as captains,
    (select min(id) from branches) as branch,
    (select min(id) from client_addresses where client_id = $1) as address,
    (select min(id) from client_bank_accounts where client_id = $1) as bank,
    (select array_agg(id order by id) from reasons) as reasons
), m as (
  select n, random() as r_type, random() as r_status,
    now() - interval '730 days' + (n::float / $4) * interval '729 days' as created
  from generate_series($3::int, $3::int + $5::int - 1) as n
), t as (
  select m.*, ${caseOf(typeMix, 'r_type')} as type from m
), s as (
  select t.*, case when n > $4 * 0.99 and t.type <> 2 then 1 + (n % 3) else ${caseOf(statusMix, 'r_status')} end as status
  from t
)
insert into missions (client_id, user_id, type, status, captain_id, branch_id, due_date, execution_date, month,
  address_id, bank_account_id, payment_way_id, amount, termination_reason_id, notes, created_at, updated_at)
select $1, $2, s.type, s.status,
  case when s.status in (3, 4, 6, 7) then refs.captains[1 + n % cardinality(refs.captains)] end,
  refs.branch,
  (s.created + interval '1 day')::date,
  case when s.status in (4, 6) then s.created + interval '30 hours' end,
  case when s.type = 2 then to_char(s.created, 'YYYY-MM') end,
  case when s.type <> 2 then refs.address end,
  case when s.type = 2 then refs.bank end,
  case when s.type = 2 then 1 end,
  case when s.type = 2 then (500 + n % 20000)::numeric(12,2) end,
  case when s.status in (5, 7) then refs.reasons[1 + n % cardinality(refs.reasons)] end,
  case when n % 3 = 0 then 'الاتصال قبل الوصول بنصف ساعة' end,
  s.created,
  least(now(), s.created + interval '30 hours')
from s, refs`;

/** One carried order per return, resend and pickup-and-returns mission, the client's orders in id order. */
const linkOrders = `
insert into mission_orders (mission_id, order_id, client_id, created_at)
select m.id, o.id, $1, m.created_at
from (select id, created_at, row_number() over (order by id) as rn from missions
       where client_id = $1 and type in (3, 4, 5)
         and not exists (select 1 from mission_orders mo where mo.mission_id = missions.id)) m
join (select id, row_number() over (order by id desc) as rn from orders where client_id = $1) o on o.rn = m.rn`;

async function ensureMissions() {
  const db = await openDb(pg);
  try {
    const { clientId, userId } = await accountIds(db, demo.email);
    const have = Number(
      (await db.query('select count(*)::int as n from missions where client_id = $1', [clientId])).rows[0].n,
    );
    const missing = missionsWanted - have;
    if (missing <= 0) return have;
    console.log(`PostgreSQL: ${demo.email} has ${fmt(have)} missions; adding ${fmt(missing)}…`);
    const started = performance.now();
    await db.query('select setseed(0.2026)');
    for (let from = 1; from <= missing; from += 50_000) {
      const count = Math.min(50_000, missing - from + 1);
      await db.query(insertMissions, [clientId, userId, from, missing, count]);
    }
    await db.query(linkOrders, [clientId]);
    await db.exec('vacuum (analyze) missions');
    await db.exec('vacuum (analyze) mission_orders');
    console.log(`  ${fmt(missing)} missions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return missionsWanted;
  } finally {
    await db.close();
  }
}

/** The routes the web's home page and mission screens call (apps/web/src/features/{dashboard,missions}/api). */
const missionList = (type, status, page = 1) => ({
  path: `/api/client/mission/all?page=${page}&perPage=20`,
  method: 'POST',
  body: JSON.stringify(status ? { type, status } : { type }),
});
const allRoutes = [
  ['balance', { path: '/api/client/balance', method: 'GET' }],
  ['chart (30 days, order counts)', { path: '/api/client/chart', method: 'GET' }],
  ['missions: Missions', missionList([1, 4])],
  ['missions: Supplied', missionList([2])],
  ['missions: ReturnWithCompany', missionList([3], [1, 2, 3])],
  ['missions: Return', missionList([3], [6, 4])],
  ['missions: Resent', missionList([5])],
  ['missions: Missions page 500', missionList([1, 4], undefined, 500)],
  // Pages 1–1,000 in turn: more pages than the page cache holds, so every request builds its page (the
  // cost of a miss: the SQL, the mapping and the serialisation).
  ['missions: Missions pages 1–1,000 (misses)', { ...missionList([1, 4]), cycle: 1000 }],
];
const routes = only ? allRoutes.filter(([label]) => label.includes(only)) : allRoutes;

await ensureServerBuilt();
await ensureOrders(pg, { count: orders });
const missionsCount = await ensureMissions();

const profileDir = join(resultsDir, 'cpu-profiles');
const server = await startServer(pg, {
  nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
const token = await login(server.url);
console.log(
  `Load: ${connections} connections × ${duration} s per route, after 100 warm-up requests and 2 s of load; ` +
    `${fmt(orders)} orders, ${fmt(missionsCount)} missions`,
);
const results = [];
try {
  for (const [label, route] of routes) {
    const init = {
      method: route.method,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'ar',
        ...(route.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(route.body ? { body: route.body } : {}),
    };
    const url = server.url + route.path;
    await quiet(label);
    await warmUp(url, init, 100);
    await prioritizeBackends(pgBenchUrl);
    const nodeBefore = cpuMs(server.pid);
    const dbBefore = await pgBackendsCpu(pgBenchUrl);
    let turn = 0;
    const cycled = route.cycle && [
      {
        setupRequest: (req) => ({
          ...req,
          path: route.path.replace('page=1&', `page=${(turn++ % route.cycle) + 1}&`),
        }),
      },
    ];
    const r = await load(url, init, { connections, duration, ...(cycled ? { requests: cycled } : {}) });
    const requests = r.ok + r.failed;
    const nodeCpu = (cpuMs(server.pid) - nodeBefore) / requests;
    const dbCpu = cpuSpent(dbBefore, await pgBackendsCpu(pgBenchUrl)) / requests;
    console.log(
      `  ${label.padEnd(30)} ${fmt(r.rps).padStart(5)} req/s  p50 ${fmt(r.p50)} ms  p99 ${fmt(r.p99)} ms  max ${fmt(r.max)} ms` +
        `  CPU/request: node ${fmt(nodeCpu, 2)} ms, PostgreSQL ${fmt(dbCpu, 2)} ms${r.failed ? `  FAILED ${r.failed}` : ''}`,
    );
    results.push({ label, ...r, nodeCpu, dbCpu, judged: !route.cycle });
  }
} finally {
  await server.stop();
}
// The load of every route (warm-ups and quiet waits between them show as idle).
if (profile) summarizeCpuProfile(profileDir, server.pid, { lastSeconds: routes.length * (duration + 3) });

console.log('');
for (const [i, r] of results.entries()) {
  const pass = r.p99 <= targetP99 && r.failed === 0;
  // The misses route is a figure (what the first read after a write costs), not the target's measure.
  const verdict = r.judged
    ? `(target p99 ≤ ${targetP99} ms): ${pass ? 'PASS' : 'MISS'}`
    : `(a figure, not judged)${r.failed ? `: FAILED ${r.failed}` : ''}`;
  console.log(
    `P9 D${i + 1} ${r.label} (PostgreSQL, ${fmt(orders)} orders, ${fmt(missionsCount)} missions): ` +
      `p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms at ${connections} connections, ${fmt(r.rps)} req/s; ` +
      `CPU/request node ${fmt(r.nodeCpu, 2)} ms + PostgreSQL ${fmt(r.dbCpu, 2)} ms ${verdict}`,
  );
  if (r.judged ? !pass : r.failed > 0) process.exitCode = 1;
}
console.log(machineNote());
