// docs/quality.md P7 (issue 7): 1,000 socket.io clients, the users of 100 clients (10 each), stay connected
// while staff move 1,000 orders (10 per client) through `POST /api/ops/orders/status`. Measured:
//   - delivered: the share of (order move × user of that order's client) that received its `notification:new`;
//   - only to its own client: no socket receives another client's event (any leak is counted);
//   - p50/p95/p99/max latency from the notification's write (its `created_at`, the start of the move's
//     transaction) to receipt (P7's measure), and from the move request to receipt beside it.
// Once with one instance, once with two instances sharing Redis (the sockets split between them, the moves
// sent to both). The clients, users, sessions and orders are made with SQL here (no scrypt per user).
//
// The 1,000 sockets live in child processes (lib/socket-receivers.mjs) that only stamp arrivals, so the
// figures are the server's and not this process's (which sends the moves); their CPU time and event-loop
// delay are printed with the figures. One move per client is a warm-up, not counted (BENCH_RT_WARMUP).
// Beside the latencies: CPU time per move of the server(s) and of the PostgreSQL backends.
//
//   node realtime.mjs [--one] [--two] [--profile]   (both by default; --two needs Redis: BENCH_REDIS_URL;
//   --profile: the server's CPU profile over the measured moves, summarised)
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  cpuMs,
  cpuSpent,
  ensurePgDatabase,
  fmt,
  machineNote,
  openDb,
  pgBackendsCpu,
  pgBenchUrl,
  prioritizeBackends,
  resultsDir,
  startServer,
} from './lib/common.mjs';
import { makeClients, staffToken } from './lib/bench-clients.mjs';
import { summarizeCpuProfile } from './lib/cpu-profile.mjs';
import { round1, spread, startReceivers, wallNow } from './lib/socket-receivers.mjs';

const clientsCount = Number(process.env.BENCH_RT_CLIENTS ?? 100);
const usersPerClient = Number(process.env.BENCH_RT_USERS ?? 10);
const ordersPerClient = Number(process.env.BENCH_RT_ORDERS ?? 10);
const concurrency = Number(process.env.BENCH_RT_CONCURRENCY ?? 8);
/** Moves per client before the measured ones (JIT, pools, first frames), not counted. */
const warmupPerClient = Number(process.env.BENCH_RT_WARMUP ?? 1);
const profile = process.argv.includes('--profile');
const moveOrder = process.env.BENCH_RT_ORDER === 'by-client' ? 'by-client' : 'spread';
const profileDir = join(resultsDir, 'cpu-profiles');
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
      [clientId, area[0].governorate_id, area[0].id, ordersPerClient + warmupPerClient],
    );
    for (const [i, o] of made.entries())
      orders.push({ clientId, code: o.code, id: o.id, warmup: i < warmupPerClient });
  }
  return { people, orders };
}

async function run(mode) {
  const instances = mode === 'two' ? 2 : 1;
  const env = instances === 2 ? { REDIS_URL: redisUrl } : {};
  const servers = [];
  for (let i = 0; i < instances; i++)
    servers.push(
      await startServer(
        { url: databaseUrl },
        {
          port: 8481 + i,
          env,
          nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
        },
      ),
    );
  const db = await openDb({ url: databaseUrl });
  const { people, orders } = await prepare(db);
  await db.close();
  const clientOfCode = new Map(orders.map((o) => [o.code, o.clientId]));
  const warmupCodes = new Set(orders.filter((o) => o.warmup).map((o) => o.code));
  const sentAt = new Map();

  // The sockets live in child processes (lib/socket-receivers.mjs): this one only sends the moves.
  const receivers = await startReceivers(
    people.map((person, i) => ({
      url: servers[i % instances].url,
      auth: { token: person.token },
      tag: i,
    })),
    { event, fields: ['subject_code', 'created_at'] },
  );
  const tokens = await Promise.all(servers.map((s) => staffToken(s.url, staff)));
  let refused = 0;
  const move = async (orderList, concurrencyOf) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrencyOf }, async (_, worker) => {
        while (next < orderList.length) {
          const order = orderList[next++];
          const target = (next + worker) % instances;
          sentAt.set(order.code, wallNow());
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
  };
  // Warm-up (not counted): JIT, the pools, the sockets' first frames.
  const warm = orders.filter((o) => o.warmup);
  // `spread` (default): the concurrent moves are of different clients, as several staff members moving
  // their own batches; `by-client`: one client's 10 orders after another, so the 8 concurrent moves are
  // mostly of one client and queue on its `order_counts` rows (decision 021, P7).
  const byClient = orders.filter((o) => !o.warmup);
  const measured =
    moveOrder === 'by-client'
      ? byClient
      : byClient
          .map((o, i) => ({ o, rank: i % ordersPerClient }))
          .sort((a, b) => a.rank - b.rank)
          .map(({ o }) => o);
  await move(warm, concurrency);
  await receivers.settle(warm.length * usersPerClient, 2_000);

  await prioritizeBackends(databaseUrl); // under `nice -n -10`: the backends the warm-up opened too
  await receivers.start();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpuBefore = servers.map((s) => cpuMs(s.pid));
  const pgBefore = await pgBackendsCpu(databaseUrl);
  const started = performance.now();
  await move(measured, concurrency);
  const movesMs = performance.now() - started;
  const expected = measured.length * usersPerClient;
  await receivers.settle(expected);
  const serverCpuMs = servers.reduce((sum, s, i) => sum + cpuMs(s.pid) - cpuBefore[i], 0);
  const pgCpuMs = cpuSpent(pgBefore, await pgBackendsCpu(databaseUrl));
  loop.disable();
  const got = await receivers.collect();
  await receivers.close();
  for (const s of servers) await s.stop();
  if (profile)
    for (const s of servers) summarizeCpuProfile(profileDir, s.pid, { lastSeconds: movesMs / 1000 });

  const latencies = []; // move request sent → receipt (includes the request and its transaction)
  const fromCommit = []; // the notification's write (its created_at) → receipt: P7's measure
  let leaks = 0;
  let unmatched = 0;
  for (const [tag, at, code, createdAt] of got.samples) {
    if (warmupCodes.has(code)) continue; // a warm-up straggler
    const owner = clientOfCode.get(code);
    if (owner === undefined || !sentAt.has(code)) {
      unmatched++;
      continue;
    }
    if (owner !== people[tag].clientId) {
      leaks++;
      continue;
    }
    latencies.push(at - sentAt.get(code));
    fromCommit.push(at - Date.parse(createdAt));
  }
  const write = spread(fromCommit);
  const request = spread(latencies);
  const result = {
    mode: instances === 1 ? 'one instance' : 'two instances on Redis',
    moveOrder,
    sockets: people.length,
    receiverProcesses: receivers.processes,
    clients: clientsCount,
    warmupMoves: warm.length,
    moves: measured.length,
    refusedMoves: refused,
    movesPerSecond: Math.round((measured.length / movesMs) * 1000),
    expectedDeliveries: expected,
    delivered: fromCommit.length,
    deliveredPercent: Number(((fromCommit.length / expected) * 100).toFixed(2)),
    leaksToOtherClients: leaks,
    unmatchedEvents: unmatched,
    p50Ms: write.p50,
    p95Ms: write.p95,
    p99Ms: write.p99,
    maxMs: write.max,
    requestP50Ms: request.p50,
    requestP95Ms: request.p95,
    requestP99Ms: request.p99,
    serverCpuMsPerMove: round1(serverCpuMs / measured.length),
    postgresCpuMsPerMove: round1(pgCpuMs / measured.length),
    receiversCpuMs: got.cpuMs,
    receiversLoopDelayP99Ms: got.loopDelayMs.p99,
    senderLoopDelayP99Ms: round1(loop.percentile(99) / 1e6),
  };
  console.log(
    `${result.mode}: ${fmt(result.sockets)} sockets in ${result.receiverProcesses} receiver processes, ` +
      `${fmt(result.moves)} moves (${moveOrder}) after ${result.warmupMoves} warm-up (${result.refusedMoves} refused, ${result.movesPerSecond}/s); ` +
      `delivered ${result.deliveredPercent} % (${fmt(result.delivered)}/${fmt(expected)}), leaks ${leaks}, unmatched ${unmatched}\n` +
      `  write → receipt p50 ${write.p50} ms, p95 ${write.p95} ms, p99 ${write.p99} ms, max ${write.max} ms; ` +
      `move sent → receipt p50 ${request.p50} ms, p95 ${request.p95} ms, p99 ${request.p99} ms\n` +
      `  CPU per move: server ${result.serverCpuMsPerMove} ms, PostgreSQL ${result.postgresCpuMsPerMove} ms; ` +
      `receivers ${fmt(got.cpuMs)} ms in all, event-loop delay p99 ${result.receiversLoopDelayP99Ms} ms ` +
      `(sender ${result.senderLoopDelayP99Ms} ms)`,
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
