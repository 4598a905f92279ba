// Issue 39, docs/quality.md P5 (smart upload): a 20,000-row sheet of whole addresses, as stores export
// it (receiver, phone, one address cell, content, amount; no governorate or area column), through the
// real route (`POST /api/client/order/add-excelsheet/smart`) on a fresh PGlite folder: upload → answer,
// timed from the first byte sent to the last byte of the answer, with the server's peak RSS. The
// addresses are the decision 054 set cycled, each made a distinct string (a building number and a flat
// added), so the reader's cache never answers. A sheet with unsure rows waits whole (202) for the
// merchant: that answer is the report. Figure line against P5's PGlite limits (≤ 3 s, ≤ 300 MB).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { tsImport } from 'tsx/esm/api';
import { summarizeCpuProfile } from './lib/cpu-profile.mjs';
import {
  benchPort,
  cpuMs,
  ensureServerBuilt,
  fmt,
  login,
  machineNote,
  mb,
  ms,
  resultsDir,
  root,
  sampleRss,
  waitReady,
} from './lib/common.mjs';

const rows = 20_000;
const limitMs = 3000;
const limitRss = 300 * 1024 * 1024;
const { wholeAddresses } = await tsImport(
  '../apps/api/test/fixtures/geo-whole-addresses.ts',
  import.meta.url,
);

// --profile: a CPU profile of the server, summarised over the upload (files in bench/results/cpu-profiles/).
// BENCH_NODE_ARGS: more flags for the server's node (`--heap-prof`, `--max-semi-space-size=…`).
const profile = process.argv.includes('--profile');
const profileDir = join(resultsDir, 'cpu-profiles');
const nodeArgs = [
  ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
  ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
];
// BENCH_SERVER_ENTRY: another build (a copy of dist/server.mjs) for a before/after pair.
const entry = process.env.BENCH_SERVER_ENTRY ?? (await ensureServerBuilt());

const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('orders');
sheet.addRow(['Shipping Name', 'Shipping Phone', 'Shipping Address1', 'Lineitem name', 'Total', 'Name']);
for (let i = 0; i < rows; i++) {
  const { address } = wholeAddresses[i % wholeAddresses.length];
  const text =
    i % 2 === 0
      ? `عمارة ${i % 997}، شقة ${i % 13}، ${address}`
      : `Bldg ${i % 991}, flat ${i % 17}, ${address}`;
  sheet.addRow([
    `عميل ${i}`,
    `010${String(10_000_000 + i)}`,
    text,
    'ملابس',
    100 + (i % 40) * 5,
    `#${100_000 + i}`,
  ]);
}
const file = Buffer.from(await workbook.xlsx.writeBuffer());

const dir = mkdtempSync(join(tmpdir(), 'courier-bench-smart-'));
// Started here rather than by startServer: a fresh PGlite folder migrates and seeds before it is ready,
// which takes longer than startServer waits on a loaded machine.
const port = benchPort(8489);
const child = spawn(process.execPath, [...nodeArgs, entry], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO: 'auto',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const server = { url: `http://127.0.0.1:${port}`, pid: child.pid };
try {
  await waitReady(server.url, child, 900_000);
  const token = await login(server.url);
  const form = new FormData();
  form.append('import_file', new Blob([file]), `whole-${rows}.xlsx`);
  const rss = sampleRss(server.pid);
  const cpuBefore = cpuMs(server.pid);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/client/order/add-excelsheet/smart`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  const took = performance.now() - started;
  const memory = rss.stop();
  // The server's CPU time for the upload: what the wall time would be on a quiet core.
  const cpu = cpuMs(server.pid) - cpuBefore;
  if (res.status !== 200 && res.status !== 202)
    throw new Error(`smart upload: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  const unsure = Array.isArray(body.unpredected_geos) ? body.unpredected_geos.length : 0;
  console.log(
    `${fmt(rows)} rows (${fmt(file.length / 1024)} KB): answered ${res.status}, ${fmt(body.created ?? 0)} created, ${fmt(unsure)} to confirm`,
  );
  console.log(machineNote());
  const pass = took <= limitMs && memory.peak <= limitRss;
  console.log(
    `P5 smart upload of ${fmt(rows)} whole addresses (PGlite): ${ms(took)}, ${ms(cpu)} server CPU, RSS ${mb(memory.before)} → peak ${mb(memory.peak)} (limits ${ms(limitMs)}, ${mb(limitRss)}) ${pass ? 'PASS' : 'MISS'}`,
  );
  process.exitCode = pass ? 0 : 1;
  // BENCH_ANSWER_OUT: the answer as JSON, to compare two builds row by row (the same rows to confirm).
  if (process.env.BENCH_ANSWER_OUT) writeFileSync(process.env.BENCH_ANSWER_OUT, JSON.stringify(body));
  if (profile) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    summarizeCpuProfile(profileDir, server.pid, { lastSeconds: took / 1000 + 1, top: 30 });
  }
} finally {
  child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
