// docs/quality.md, issue 35 (decision 053): `npm run reconcile` on a database holding generate-orders.mjs's
// 1,000,000-order client, on PostgreSQL (BENCH_DATABASE_URL). Target: the check ≤ 10 s.
//
//   node reconcile.mjs            three runs of the command; prints each check's time and the result
//
// The check's time is what the command prints (its queries only); the wall time adds node's start.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureOrders } from './generate-orders.mjs';
import { fmt, machineNote, openDb, pgBenchUrl, root } from './lib/common.mjs';

const pg = { url: pgBenchUrl };
const runs = Number(process.env.BENCH_RECONCILE_RUNS ?? 3);
const targetSeconds = 10;

await ensureOrders(pg);
const db = await openDb(pg);
const { n } = (await db.query('select count(*)::int as n from orders')).rows[0];
await db.close();

console.log(`reconcile on PostgreSQL, ${fmt(n)} orders; ${machineNote()}`);
const checks = [];
for (let i = 1; i <= runs; i += 1) {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/modules/supplies/reconcile-cli.ts'], {
    cwd: join(root, 'apps/api'),
    env: { ...process.env, DATABASE_URL: pg.url, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const wall = (performance.now() - started) / 1000;
  const line = `${run.stdout}`.trim().split('\n').at(-1) ?? '';
  const seconds = Number(/in ([\d.]+) s/.exec(line)?.[1] ?? NaN);
  checks.push(seconds);
  console.log(
    `  run ${i}: check ${seconds.toFixed(2)} s, wall ${wall.toFixed(2)} s, exit ${run.status}: ${line}`,
  );
  if (run.status !== 0) console.log(`${run.stderr}`.split('\n').slice(0, 10).join('\n'));
}
const best = Math.min(...checks);
const met = best <= targetSeconds;
console.log(
  `P15 reconcile of ${fmt(n)} orders (PostgreSQL): best ${best.toFixed(2)} s (target ≤ ${targetSeconds} s) ${met ? 'PASS' : 'MISS'}`,
);
process.exitCode = met ? 0 : 1;
