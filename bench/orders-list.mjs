// docs/quality.md P3: the order list API (`POST /api/client/order/GivenOrder?page=1&perPage=50`) for a client
// with 1,000,000 orders, under autocannon at 50 connections, against
//   1. the built server on PostgreSQL,
//   2. a bare Express + pg endpoint running the same SQL on the same data (bare-orders-list.mjs),
//   3. the built server on PGlite (a folder holding the same 1M orders).
// One after the other, each alone on the machine (2 cores: autocannon, node and the database share them).
//
//   node orders-list.mjs [--profile]   --profile: a CPU profile of the API under load, top functions printed
import { join } from 'node:path';
import { listSql } from './bare-orders-list.mjs';
import { ensureOrders } from './generate-orders.mjs';
import {
  benchDir,
  cpuMs,
  cpuSpent,
  ensureServerBuilt,
  fmt,
  login,
  machineNote,
  pgBackendsCpu,
  pgBenchUrl,
  pgliteBenchDir,
  prioritizeBackends,
  quiet,
  resultsDir,
  startNode,
  startServer,
} from './lib/common.mjs';
import { summarizeCpuProfile } from './lib/cpu-profile.mjs';
import { load, loadSettings, warmUp } from './lib/load.mjs';
import { startSqlSniffer, viaSniffer } from './lib/pg-sniffer.mjs';

const orders = 1_000_000;
const path = '/api/client/order/GivenOrder?page=1&perPage=50';
const profile = process.argv.includes('--profile');
const pg = { url: pgBenchUrl };
const pglite = { dir: process.env.BENCH_PGLITE_DIR ?? pgliteBenchDir };
const request = (token) => ({
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: '{}',
});

await ensureServerBuilt();
await ensureOrders(pg, { count: orders });

// The statements the API sends for one list request, recorded on the wire: the first request (the page is
// not cached yet) and the second (served from the page cache after the version read, decision 033). The
// bare endpoint stays what it was: the uncached work (session, count, page with its joins, max(updated_at)).
{
  const sniffer = await startSqlSniffer();
  const api = await startServer({ url: viaSniffer(pgBenchUrl, sniffer) });
  const token = await login(api.url);
  const sent = [];
  for (const which of ['first request', 'second request']) {
    const statements = await sniffer.during(async () => {
      const res = await fetch(api.url + path, request(token));
      if (!res.ok) throw new Error(`list: ${res.status} ${await res.text()}`);
    });
    const got = statements
      .map((s) => s.sql)
      .filter((sql) => !sql.startsWith('update "sessions"') && !/webhook_events/.test(sql)); // touch; the poller
    sent.push(`${which}: ${got.length} statements (${got.map((sql) => sql.slice(0, 40)).join(' | ')})`);
  }
  await api.stop();
  await sniffer.close();
  console.log(
    `SQL per request: ${sent.join('; ')}; bare endpoint: ${Object.keys(listSql).length} statements`,
  );
}

/**
 * Warm-up, then the load. Besides req/s and latency (which depend on everything else the 2 cores are
 * doing), it reports the CPU each request cost the server process and, on PostgreSQL, the database
 * backends: figures that hold even on a busy machine.
 */
async function run(label, server, token, databaseUrl) {
  await quiet(label);
  await warmUp(server.url + path, request(token));
  if (databaseUrl) await prioritizeBackends(databaseUrl);
  const nodeBefore = cpuMs(server.pid);
  const dbBefore = databaseUrl ? await pgBackendsCpu(databaseUrl) : null;
  const r = await load(server.url + path, request(token));
  const nodeCpu = (cpuMs(server.pid) - nodeBefore) / (r.ok + r.failed);
  const dbCpu = dbBefore ? cpuSpent(dbBefore, await pgBackendsCpu(databaseUrl)) / (r.ok + r.failed) : null;
  console.log(
    `  ${label.padEnd(18)} ${fmt(r.rps).padStart(6)} req/s  p50 ${fmt(r.p50)} ms  p99 ${fmt(r.p99)} ms  max ${fmt(r.max)} ms` +
      `  CPU/request: node ${fmt(nodeCpu, 2)} ms${dbCpu === null ? '' : `, PostgreSQL ${fmt(dbCpu, 2)} ms`}` +
      `  ${fmt(r.bytes / r.ok / 1024, 1)} KB/response${r.failed ? `  FAILED ${r.failed}` : ''}`,
  );
  return { ...r, nodeCpu, dbCpu };
}

console.log(
  `Load: ${loadSettings.connections} connections × ${loadSettings.duration} s, after 300 warm-up requests and 2 s of load`,
);

// 1. The API on PostgreSQL.
const profileDir = join(resultsDir, 'cpu-profiles');
const api = await startServer(pg, {
  nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
});
const token = await login(api.url);
const ours = await run('API (PostgreSQL)', api, token, pgBenchUrl);
await api.stop();
if (profile) summarizeCpuProfile(profileDir, api.pid, { lastSeconds: loadSettings.duration });

// 2. The bare endpoint, same database, same session.
const bare = await startNode([join(benchDir, 'bare-orders-list.mjs')], {
  port: 8472,
  env: { DATABASE_URL: pgBenchUrl },
});
const base = await run('bare Express + pg', bare, token, pgBenchUrl);
await bare.stop();

// 3. The API on PGlite (one embedded database: requests queue for it). BENCH_PGLITE=0 skips it (the
// PGlite target then counts as missed).
let onPglite = { rps: 0, p99: Infinity, nodeCpu: 0 };
if (process.env.BENCH_PGLITE !== '0') {
  await ensureOrders(pglite, { count: orders });
  const embedded = await startServer(pglite);
  onPglite = await run('API (PGlite)', embedded, await login(embedded.url));
  await embedded.stop();
}

const ratio = ours.rps / base.rps;
const pass = ratio >= 1.5 && ours.p99 <= 50 && onPglite.p99 <= 120 && !process.exitCode;
console.log(
  `\nP3 order list (PostgreSQL, ${fmt(orders)} orders): ${fmt(ours.rps)} req/s, p99 ${fmt(ours.p99)} ms; ` +
    `bare express+pg: ${fmt(base.rps)} req/s, p99 ${fmt(base.p99)} ms → ${ratio.toFixed(2)}× (target ≥ 1.5×, p99 ≤ 50 ms)`,
);
console.log(
  `P3 CPU per request: API node ${fmt(ours.nodeCpu, 2)} ms + PostgreSQL ${fmt(ours.dbCpu, 2)} ms; ` +
    `bare node ${fmt(base.nodeCpu, 2)} ms + PostgreSQL ${fmt(base.dbCpu, 2)} ms; API on PGlite ${fmt(onPglite.nodeCpu, 2)} ms (database included)`,
);
console.log(
  `P3 order list (PGlite, ${fmt(orders)} orders): ${fmt(onPglite.rps)} req/s, p99 ${fmt(onPglite.p99)} ms (target ≤ 120 ms)`,
);
console.log(`${pass ? 'PASS' : 'MISS'} — ${machineNote()}`);
if (!pass) process.exitCode = 1;
