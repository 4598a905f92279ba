// docs/quality.md P6: Excel export of 100,000 orders through the real route (`POST /api/client/order/export-my-orders`,
// multipart fields date_from, date_to, type → xlsx stream): time from the request to the last byte, and
// the server's peak RSS while it streams, on PostgreSQL and on PGlite, both holding the client's 1M orders.
// The date range is chosen from the data so that it holds the newest ~100,000 orders (whole Cairo days).
import { join } from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { ensureOrders } from './generate-orders.mjs';
import {
  accountIds,
  fmt,
  login,
  machineNote,
  mb,
  openDb,
  pgBenchUrl,
  pgliteBenchDir,
  prioritizeBackends,
  quiet,
  resultsDir,
  sampleRss,
  startServer,
} from './lib/common.mjs';
import { summarizeCpuProfile } from './lib/cpu-profile.mjs';

const wanted = 100_000;
const profile = process.argv.includes('--profile'); // a CPU profile of the server during each export
const profileDir = join(resultsDir, 'cpu-profiles');
// `--only=pglite` or `--only=postgres` for A/B runs of one engine.
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const targets = [
  ['PostgreSQL', { url: pgBenchUrl }, 4000],
  ['PGlite', { dir: pgliteBenchDir }, 6000],
].filter(([label]) => !only || label.toLowerCase().startsWith(only)); // 'postgres' → PostgreSQL

/** The first Cairo day such that the days from it to today hold at least `wanted` orders, and their count. */
async function range(target) {
  const db = await openDb(target);
  try {
    const { clientId } = await accountIds(db);
    const cairoDay = `(created_at at time zone 'Africa/Cairo')::date`;
    const { rows } = await db.query(
      `select to_char(${cairoDay}, 'YYYY-MM-DD') as day, to_char((now() at time zone 'Africa/Cairo')::date, 'YYYY-MM-DD') as today
         from orders where client_id = $1 order by id desc offset $2 limit 1`,
      [clientId, wanted - 1],
    );
    const { day, today } = rows[0];
    const count = (
      await db.query(
        `select count(*)::int as n from orders where client_id = $1
           and created_at >= ($2::date)::timestamp at time zone 'Africa/Cairo'
           and created_at < ($3::date + 1)::timestamp at time zone 'Africa/Cairo'`,
        [clientId, day, today],
      )
    ).rows[0].n;
    return { from: day, to: today, count: Number(count) };
  } finally {
    await db.close();
  }
}

/** Rows in the first sheet of the downloaded file, read back with exceljs (header excluded). */
async function countRows(file) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: 'ignore',
    styles: 'ignore',
  });
  let n = 0;
  for await (const sheet of reader) {
    for await (const _row of sheet) n++;
    break;
  }
  return n - 1;
}

const results = [];
for (const [label, target, budget] of targets) {
  await ensureOrders(target, { count: 1_000_000 });
  const { from, to, count } = await range(target);
  const server = await startServer(target, {
    port: 8475, // moved by BENCH_PORT_BASE
    nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  const token = await login(server.url);
  if (target.url) await prioritizeBackends(target.url);

  /** Posts the export form and reads the answer to its end: { file, firstByte, lastByte } in ms. */
  async function exportRange(dateFrom, dateTo) {
    const form = new FormData();
    form.append('date_from', dateFrom);
    form.append('date_to', dateTo);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/client/order/export-my-orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!res.ok) throw new Error(`export: ${res.status} ${await res.text()}`);
    let firstByte = 0;
    const chunks = [];
    for await (const chunk of res.body) {
      firstByte ||= performance.now() - started;
      chunks.push(chunk);
    }
    return { file: Buffer.concat(chunks), firstByte, lastByte: performance.now() - started };
  }

  // The first export after a start warms the code paths and the database's caches; a one-day export
  // takes that first, so the figure is the steady state. Its time is printed as well.
  const cold = await exportRange(to, to);
  await quiet(`${label} export`);
  const rss = sampleRss(server.pid);
  const { file, firstByte, lastByte } = await exportRange(from, to);
  const memory = rss.stop();
  await server.stop();
  if (profile) summarizeCpuProfile(profileDir, server.pid, { lastSeconds: lastByte / 1000 });

  const exported = await countRows(file);
  console.log(
    `  ${label.padEnd(10)} ${from} … ${to}: ${fmt(exported)} rows${exported === count ? '' : ` (EXPECTED ${fmt(count)})`}, ` +
      `${mb(file.length)} xlsx, first byte ${fmt(firstByte)} ms, last byte ${fmt(lastByte)} ms (≤ ${fmt(budget)}), ` +
      `server RSS ${mb(memory.before)} → peak ${mb(memory.peak)} (first export after start, one day: ${fmt(cold.lastByte)} ms)`,
  );
  results.push({
    label,
    lastByte,
    peak: memory.peak,
    ok: exported === count && lastByte <= budget && memory.peak <= 250 * 1024 * 1024,
    exported,
  });
}

console.log(
  `\nP6 export of ~${fmt(wanted)} orders: ` +
    results
      .map((r) => `${r.label} ${fmt(r.lastByte)} ms to the last byte, peak RSS ${mb(r.peak)}`)
      .join('; ') +
    ' (targets: ≤ 4,000 ms PostgreSQL, ≤ 6,000 ms PGlite, RSS ≤ 250 MB)',
);
// One engine (`--only`) is an A/B figure, not the P6 verdict.
if (!only) {
  const pass = results.every((r) => r.ok);
  console.log(`${pass ? 'PASS' : 'MISS'} — ${machineNote()}`);
  if (!pass) process.exitCode = 1;
}
