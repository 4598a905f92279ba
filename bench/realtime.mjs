// docs/quality.md P7 (issue 7): 1,000 socket.io clients, the users of 100 clients (10 each), stay connected
// while staff move 1,000 orders (10 per client) through `POST /api/ops/orders/status`. Measured:
//   - delivered: the share of (order move × user of that order's client) that received its `notification:new`;
//   - only to its own client: no socket receives another client's event (any leak is counted);
//   - p50/p95/max latency, move → receipt.
// Once with one instance, once with two instances sharing Redis (the sockets split between them, the moves
// sent to both). The clients, users, sessions and orders are made with SQL here (no scrypt per user).
//
// Latency: the server's commit is not visible from outside, so each sample is measured from the moment the
// move request was sent to the moment the socket got the event. That bounds commit → receipt from above
// (it also holds the move's own transaction), so the real figure is lower than the one reported.
//
//   node realtime.mjs [--one] [--two]   (both by default; --two needs Redis: BENCH_REDIS_URL)
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ensurePgDatabase,
  fmt,
  machineNote,
  openDb,
  pgBenchUrl,
  resultsDir,
  startServer,
} from './lib/common.mjs';
import { connectSocket, makeClients, staffToken } from './lib/bench-clients.mjs';

const clientsCount = Number(process.env.BENCH_RT_CLIENTS ?? 100);
const usersPerClient = Number(process.env.BENCH_RT_USERS ?? 10);
const ordersPerClient = Number(process.env.BENCH_RT_ORDERS ?? 10);
const concurrency = Number(process.env.BENCH_RT_CONCURRENCY ?? 8);
const event = 'notification:new';
const databaseUrl = process.env.BENCH_RT_DATABASE_URL ?? pgBenchUrl.replace(/\/[^/]*$/, '/bench_realtime');
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const only = process.argv.filter((a) => a === '--one' || a === '--two');
const modes = only.length ? only.map((a) => a.slice(2)) : ['one', 'two'];
const staff = { email: 'ops@demo.test', password: 'Demo#2026' };

/** 100 clients × 10 users with fresh sessions, and 10 sent orders per client (made again each run). */
async function prepare(db) {
  const { rows: area } = await db.query('select id, governorate_id from areas order by id limit 1');
  const people = [];
  const orders = [];
  for (const { clientId, users } of await makeClients(db, {
    prefix: 'bench-rt',
    count: clientsCount,
    usersPerClient,
  })) {
    for (const { token } of users) people.push({ clientId, token });
    const { rows: made } = await db.query(
      `insert into orders (client_id, receiver, phone1, governorate_id, area_id, address, content,
         amount_to_be_collected, status, sent_at)
       select $1, 'RT receiver', '01000000000', $2, $3, 'RT address', 'RT', 100, 2, now()
       from generate_series(1, $4) returning id, code`,
      [clientId, area[0].governorate_id, area[0].id, ordersPerClient],
    );
    for (const o of made) orders.push({ clientId, code: o.code, id: o.id });
  }
  return { people, orders };
}

// The push names its order in `subject_code` (contracts NotificationPush).
const codeOf = (payload) => payload?.subject_code ?? null;
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : NaN;

async function run(mode) {
  const instances = mode === 'two' ? 2 : 1;
  const env = instances === 2 ? { REDIS_URL: redisUrl } : {};
  const servers = [];
  for (let i = 0; i < instances; i++)
    servers.push(await startServer({ url: databaseUrl }, { port: 8481 + i, env }));
  const db = await openDb({ url: databaseUrl });
  const { people, orders } = await prepare(db);
  await db.close();
  const clientOfCode = new Map(orders.map((o) => [o.code, o.clientId]));
  const sentAt = new Map();
  const received = new Map(); // code → count of sockets of its client that got it
  const latencies = []; // move request sent → receipt (includes the request and its transaction)
  const fromCommit = []; // the notification's write (its created_at) → receipt: P7's measure
  let leaks = 0;
  let unmatched = 0;

  const sockets = [];
  for (let i = 0; i < people.length; i += 50) {
    const batch = people.slice(i, i + 50);
    sockets.push(
      ...(await Promise.all(
        batch.map(async (person, j) => {
          const socket = await connectSocket(servers[(i + j) % instances].url, { token: person.token });
          socket.on(event, (payload) => {
            const at = performance.now();
            const code = codeOf(payload);
            const owner = clientOfCode.get(code);
            if (owner === undefined) return void unmatched++;
            if (owner !== person.clientId) return void leaks++;
            received.set(code, (received.get(code) ?? 0) + 1);
            latencies.push(at - sentAt.get(code));
            // Same machine, same clock: the wall-clock gap from the row's time to its arrival.
            fromCommit.push(Date.now() - Date.parse(payload.created_at));
          });
          return socket;
        }),
      )),
    );
  }

  const tokens = await Promise.all(servers.map((s) => staffToken(s.url, staff)));
  let next = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < orders.length) {
        const order = orders[next++];
        const target = (next + worker) % instances;
        sentAt.set(order.code, performance.now());
        const res = await fetch(`${servers[target].url}/api/ops/orders/status`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens[target]}`, 'content-type': 'application/json' },
          body: JSON.stringify({ codes: [order.code], status: 'underway' }),
        });
        const body = await res.json();
        if (body.feed?.updated?.length !== 1) refused++;
      }
    }),
  );
  const movesMs = performance.now() - started;
  // Stragglers: wait until every event is in, or 10 s without a new one.
  const expected = orders.length * usersPerClient;
  let last = -1;
  for (let waited = 0; waited < 10_000 && latencies.length < expected; waited += 250) {
    if (latencies.length !== last) {
      last = latencies.length;
      waited = 0;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  for (const s of sockets) s.disconnect();
  for (const s of servers) await s.stop();

  const sorted = latencies.slice().sort((a, b) => a - b);
  const sortedCommit = fromCommit.slice().sort((a, b) => a - b);
  const result = {
    mode: instances === 1 ? 'one instance' : 'two instances on Redis',
    sockets: sockets.length,
    clients: clientsCount,
    moves: orders.length,
    refusedMoves: refused,
    movesPerSecond: Math.round((orders.length / movesMs) * 1000),
    expectedDeliveries: expected,
    delivered: latencies.length,
    deliveredPercent: Number(((latencies.length / expected) * 100).toFixed(2)),
    leaksToOtherClients: leaks,
    unmatchedEvents: unmatched,
    p50Ms: Number(percentile(sortedCommit, 0.5).toFixed(1)),
    p95Ms: Number(percentile(sortedCommit, 0.95).toFixed(1)),
    maxMs: Number((sortedCommit.at(-1) ?? NaN).toFixed?.(1) ?? NaN),
    requestP50Ms: Number(percentile(sorted, 0.5).toFixed(1)),
    requestP95Ms: Number(percentile(sorted, 0.95).toFixed(1)),
  };
  console.log(
    `${result.mode}: ${fmt(result.sockets)} sockets, ${fmt(result.moves)} moves (${result.refusedMoves} refused, ${result.movesPerSecond}/s); ` +
      `delivered ${result.deliveredPercent} % (${fmt(result.delivered)}/${fmt(expected)}), leaks ${leaks}, unmatched ${unmatched}, ` +
      `commit → receipt p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms, max ${result.maxMs} ms; ` +
      `move sent → receipt p50 ${result.requestP50Ms} ms, p95 ${result.requestP95Ms} ms`,
  );
  return result;
}

await ensurePgDatabase(databaseUrl);
const results = [];
for (const mode of modes) results.push(await run(mode));
console.log(machineNote());
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  join(resultsDir, 'realtime.json'),
  JSON.stringify({ at: new Date().toISOString(), results }, null, 2),
);
const failed = results.some((r) => r.deliveredPercent < 100 || r.leaksToOtherClients > 0 || r.p95Ms > 50);
if (failed) {
  console.log('P7 target: 100 % delivered, 0 leaks, p95 ≤ 50 ms: NOT MET');
  process.exitCode = 1;
}
