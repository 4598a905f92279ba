// The staff dashboard (issue 36 §6, decision 060) on PostgreSQL with generate-orders.mjs's 1M-order client:
// `GET /api/ops/dashboard` as admin (every desk's figures) and the orders desk filtered the way its figures
// link (overdue, a delivery day), under autocannon at BENCH_OPS_CONNECTIONS (4) × BENCH_DURATION (5) s.
// Prints p50/p99 per route; no target of its own beyond the console's P9 (p99 ≤ 20 ms).
//
//   BENCH_DATABASE_URL=postgres://…/bench node ops-dashboard.mjs
import { ensureOrders } from './generate-orders.mjs';
import { ensureServerBuilt, fmt, machineNote, pgBenchUrl, quiet, startServer } from './lib/common.mjs';
import { load, warmUp } from './lib/load.mjs';

const orders = Number(process.env.BENCH_OPS_ORDERS ?? 1_000_000);
const connections = Number(process.env.BENCH_OPS_CONNECTIONS ?? 4);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const pg = { url: pgBenchUrl };
const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Cairo' });

const routes = [
  ['dashboard (admin: every desk)', '/api/ops/dashboard'],
  ['desk: overdue=any', '/api/ops/orders?overdue=any'],
  ['desk: delivered today', `/api/ops/orders?delivered_on=${today}`],
  ['desk: status sent', '/api/ops/orders?status=2'],
];

await ensureServerBuilt();
await ensureOrders(pg, { count: orders });
const server = await startServer(pg, { port: Number(process.env.BENCH_OPS_PORT ?? 8471) });
try {
  const res = await fetch(`${server.url}/api/ops/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Demo#2026' }),
  });
  const { access_token: token } = await res.json();
  console.log(`${fmt(orders)} orders; ${connections} connections × ${duration} s per route`);
  for (const [label, path] of routes) {
    const init = { method: 'GET', headers: { authorization: `Bearer ${token}`, 'accept-language': 'ar' } };
    await quiet(label);
    await warmUp(server.url + path, init, 30);
    const r = await load(server.url + path, init, { connections, duration });
    console.log(`${label.padEnd(32)} ${fmt(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms`);
  }
  console.log(machineNote());
} finally {
  await server.stop();
}
