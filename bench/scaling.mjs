// docs/scaling.md: what one instance sustains, and what a second one adds on PostgreSQL and Redis.
//
// Many small merchants rather than one big one: BENCH_SCALE_CLIENTS (200) clients with 2 users each and
// BENCH_SCALE_ORDERS (300) orders each, made by SQL in their own PostgreSQL database `bench_scaling`
// (BENCH_SCALE_DATABASE_URL). Then a merchant's working mix, each request from a random user of a random
// client (see `mix` below: lists, dashboard, notifications, details, search, the add form, new orders),
// under autocannon at BENCH_SCALE_CONNECTIONS (32) for BENCH_DURATION (15) s:
//   1. one instance, direct;
//   2. two instances on Redis (BENCH_REDIS_URL, db 14) behind a round-robin proxy (lib/proxy.mjs).
// Each prints req/s, p50/p99, errors, and the CPU per request of the instances, the proxy and the
// PostgreSQL backends: the figures the capacity plan in docs/scaling.md is computed from. Then
// BENCH_SCALE_SOCKETS (2,000) idle sockets on one instance: its memory per socket.
//
//   node scaling.mjs [--one] [--routes] [--two] [--sockets]   (all by default; --routes: each call of the
//   mix alone for 5 s, its CPU per request)
import autocannon from 'autocannon';
import { addOrders } from './generate-orders.mjs';
import { makeClients } from './lib/bench-clients.mjs';
import {
  benchPort,
  cpuMs,
  cpuSpent,
  ensurePgDatabase,
  ensureServerBuilt,
  fmt,
  machineNote,
  openDb,
  pgBackendsCpu,
  pgBenchUrl,
  prioritizeBackends,
  quiet,
  sampleRss,
  startServer,
} from './lib/common.mjs';
import { startProxy } from './lib/proxy.mjs';
import { startReceivers } from './lib/socket-receivers.mjs';

const databaseUrl = process.env.BENCH_SCALE_DATABASE_URL ?? pgBenchUrl.replace(/\/[^/]*$/, '/bench_scaling');
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/14';
const clientsCount = Number(process.env.BENCH_SCALE_CLIENTS ?? 200);
const ordersPerClient = Number(process.env.BENCH_SCALE_ORDERS ?? 300);
const connections = Number(process.env.BENCH_SCALE_CONNECTIONS ?? 32);
const duration = Number(process.env.BENCH_DURATION ?? 15);
const socketsCount = Number(process.env.BENCH_SCALE_SOCKETS ?? 2000);
const basePort = 8491; // moved by BENCH_PORT_BASE (startNode)
const chosen = process.argv
  .filter((a) => ['--one', '--routes', '--two', '--sockets'].includes(a))
  .map((a) => a.slice(2));
const parts = chosen.length ? chosen : ['one', 'routes', 'two', 'sockets'];

const lists = ['SavedOrder', 'SentOrder', 'UnderwayOrder', 'WithCaptain', 'GivenOrder', 'DelayOrder'];
const pickOne = (array) => array[Math.floor(Math.random() * array.length)];

/**
 * A merchant's working mix, weighted by how often the web app sends each call while someone works:
 * every screen change reads a list, the home page reads the balance and the chart, the bell fetches
 * notifications, and about one request in ten creates an order.
 */
const mix = [
  // [weight, name, request of a user]
  [
    30,
    'list',
    () => ({ method: 'POST', path: `/api/client/order/${pickOne(lists)}?page=1&perPage=20`, body: '{}' }),
  ],
  [12, 'balance', () => ({ method: 'GET', path: '/api/client/balance' })],
  [8, 'chart', () => ({ method: 'GET', path: '/api/client/chart' })],
  [
    15,
    'notifications',
    () => ({ method: 'POST', path: '/api/client/notification/fetch?page=1&perPage=10', body: '{}' }),
  ],
  [
    12,
    'details',
    (u) => ({ method: 'POST', path: `/api/client/order/web-details?code=${pickOne(u.codes)}`, body: '{}' }),
  ],
  [
    8,
    'search',
    (u) => ({
      method: 'POST',
      path: '/api/client/order/search',
      body: JSON.stringify({ codes: pickOne(u.codes) }),
    }),
  ],
  [5, 'add form', () => ({ method: 'POST', path: '/api/client/order/add', body: '{}' })],
  [
    10,
    'create order',
    (u) => ({ method: 'POST', path: '/api/client/order/submit', body: JSON.stringify(u.form) }),
  ],
];
const totalWeight = mix.reduce((sum, [w]) => sum + w, 0);
/** A random user's next request: from the weighted mix, or always `only` (one entry of it). */
function nextRequest(users, only) {
  const user = pickOne(users);
  let roll = Math.random() * totalWeight;
  const [, , make] = only ?? mix.find(([w]) => (roll -= w) < 0) ?? mix[0];
  const { method, path, body } = make(user);
  return {
    method,
    path,
    body,
    headers: {
      authorization: `Bearer ${user.token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
      'accept-language': Math.random() < 0.8 ? 'ar' : 'en',
    },
  };
}

async function prepare() {
  await ensurePgDatabase(databaseUrl);
  const first = await startServer({ url: databaseUrl }, { port: basePort });
  await first.stop();
  const db = await openDb({ url: databaseUrl });
  const { rows: area } = await db.query('select id, governorate_id from areas order by id limit 1');
  const users = [];
  for (const { clientId, users: people } of await makeClients(db, {
    prefix: 'bench-scale',
    count: clientsCount,
    usersPerClient: 2,
  })) {
    const { rows: have } = await db.query('select count(*)::int as n from orders where client_id = $1', [
      clientId,
    ]);
    if (have[0].n < ordersPerClient)
      await addOrders(db, { clientId, userId: people[0].userId, count: ordersPerClient - have[0].n });
    const { rows } = await db.query(
      'select code from orders where client_id = $1 order by id desc limit 50',
      [clientId],
    );
    const codes = rows.map((r) => r.code);
    const form = {
      receiver: 'عميل تجربة السعة',
      phone1: '01012345678',
      government: area[0].governorate_id,
      area: area[0].id,
      address: 'شارع التحرير 12',
      contentOrder: 'ملابس',
      collectedAmount: 250,
    };
    for (const { token } of people) users.push({ clientId, token, codes, form });
  }
  await db.exec('vacuum (analyze) orders');
  await db.close();
  return users;
}

/** One measured stretch against `url`; CPU read from the instances, the proxy and the PostgreSQL backends. */
async function measure(label, url, users, pids, { only, seconds = duration, quietly = false } = {}) {
  const drive = (length) =>
    autocannon({
      url,
      connections,
      duration: length,
      requests: [{ setupRequest: () => nextRequest(users, only) }],
    });
  await drive(3); // warm-up: JIT, pools, caches
  await quiet(label);
  const before = { procs: new Map(pids.map((p) => [p, cpuMs(p)])), pg: await pgBackendsCpu(databaseUrl) };
  const result = await drive(seconds);
  const after = { procs: new Map(pids.map((p) => [p, cpuMs(p)])), pg: await pgBackendsCpu(databaseUrl) };
  const ok = result['2xx'];
  const perRequest = (spent) => (ok ? spent / ok : NaN);
  const procCpu = pids.map((p) => after.procs.get(p) - before.procs.get(p));
  const figures = {
    label,
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuPerRequest: procCpu.map(perRequest),
    pgPerRequest: perRequest(cpuSpent(before.pg, after.pg)),
  };
  if (quietly) return figures;
  console.log(
    `${label}: ${fmt(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${fmt(figures.failed)} failed; CPU per request ${figures.cpuPerRequest
      .map((c) => `${c.toFixed(2)} ms`)
      .join(' + ')} (processes), PostgreSQL ${figures.pgPerRequest.toFixed(2)} ms\n  ${machineNote()}`,
  );
  return figures;
}

await ensureServerBuilt();
const users = await prepare();
console.log(
  `${fmt(clientsCount)} clients × 2 users, ${fmt(ordersPerClient)} orders each; ${connections} connections × ${duration} s, the merchant's mix`,
);
const results = {};

if (parts.includes('one')) {
  const server = await startServer({ url: databaseUrl }, { port: basePort });
  await prioritizeBackends(databaseUrl);
  results.one = await measure('one instance', server.url, users, [server.pid]);
  await server.stop();
}

// What each call of the mix costs alone (5 s each): the capacity plan's unit prices.
if (parts.includes('routes')) {
  const server = await startServer({ url: databaseUrl }, { port: basePort });
  await prioritizeBackends(databaseUrl);
  results.routes = [];
  for (const entry of mix) {
    const f = await measure(entry[1], server.url, users, [server.pid], {
      only: entry,
      seconds: 5,
      quietly: true,
    });
    results.routes.push(f);
    console.log(
      `  ${entry[1].padEnd(14)} ${fmt(f.rps).padStart(5)} req/s  p99 ${String(f.p99).padStart(4)} ms  CPU per request server ${f.cpuPerRequest[0].toFixed(2)} ms, PostgreSQL ${f.pgPerRequest.toFixed(2)} ms${f.failed ? `  ${f.failed} failed` : ''}`,
    );
  }
  await server.stop();
}

if (parts.includes('two')) {
  const servers = [];
  for (let i = 0; i < 2; i++)
    servers.push(
      await startServer({ url: databaseUrl }, { port: basePort + 1 + i, env: { REDIS_URL: redisUrl } }),
    );
  const proxy = await startProxy(
    benchPort(basePort + 3),
    servers.map((s) => s.url),
  );
  await prioritizeBackends(databaseUrl);
  results.two = await measure('two instances on Redis behind a proxy', proxy.url, users, [
    ...servers.map((s) => s.pid),
    proxy.pid,
  ]);
  await proxy.stop();
  for (const s of servers) await s.stop();
}

if (parts.includes('sockets')) {
  const server = await startServer({ url: databaseUrl }, { port: basePort });
  const rss = () => sampleRss(server.pid).stop().before; // VmRSS now
  const settle = () => new Promise((r) => setTimeout(r, 3000));
  await settle();
  const idle = rss();
  const started = performance.now();
  const receivers = await startReceivers(
    Array.from({ length: socketsCount }, (_, i) => ({
      url: server.url,
      auth: { token: users[i % users.length].token },
      tag: i,
    })),
    { event: 'notification:new', fields: [] },
  );
  const connectSeconds = (performance.now() - started) / 1000;
  await settle();
  const cpuBefore = cpuMs(server.pid);
  await new Promise((r) => setTimeout(r, 10_000));
  const idleCpuPerSecond = (cpuMs(server.pid) - cpuBefore) / 10;
  const held = rss();
  const perSocketKb = (held - idle) / 1024 / socketsCount;
  console.log(
    `sockets: ${fmt(socketsCount)} connected in ${connectSeconds.toFixed(1)} s; server RSS ${fmt(idle / 1048576)} → ${fmt(held / 1048576)} MB (${perSocketKb.toFixed(1)} KB per socket); idle CPU with them ${idleCpuPerSecond.toFixed(1)} ms/s\n  ${machineNote()}`,
  );
  results.sockets = { perSocketKb, idleCpuPerSecond };
  await receivers.close();
  await server.stop();
}

// The lines docs/scaling.md quotes; "S" lines are figures, not targets.
if (results.one)
  console.log(
    `S1 one instance, merchant mix: ${fmt(results.one.rps)} req/s, p99 ${results.one.p99} ms; CPU per request server ${results.one.cpuPerRequest[0].toFixed(2)} ms, PostgreSQL ${results.one.pgPerRequest.toFixed(2)} ms`,
  );
if (results.two)
  console.log(
    `S2 two instances + proxy, same machine: ${fmt(results.two.rps)} req/s (${(results.two.rps / (results.one?.rps ?? NaN)).toFixed(2)}× one), p99 ${results.two.p99} ms`,
  );
if (results.sockets)
  console.log(
    `S3 idle sockets: ${results.sockets.perSocketKb.toFixed(1)} KB each, ${results.sockets.idleCpuPerSecond.toFixed(1)} ms/s CPU for ${fmt(socketsCount)}`,
  );
process.exit(0);
