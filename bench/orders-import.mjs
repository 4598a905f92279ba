// docs/quality.md P5: Excel import of 20,000 orders through the real route (`POST /api/client/order/add-excelsheet`,
// multipart `import_file`): upload → parse → validate → insert → answer, timed from the first byte sent
// to the last byte of the answer, with the server's peak RSS. On a fresh PostgreSQL database and a
// fresh PGlite folder (an upload of a file already imported is refused as 'old file').
//
// Baseline in the same run: the same 20,000 orders written with one INSERT per row (inside one
// transaction, as the import is all-or-nothing; through pg on PostgreSQL, in-process on PGlite). The
// baseline skips what the route also does — reading the xlsx, validating, the 20,000 log rows — so the
// ratio is, if anything, in the baseline's favour.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import {
  accountIds,
  dropPgDatabase,
  ensurePgDatabase,
  ensureServerBuilt,
  fmt,
  login,
  machineNote,
  mb,
  openDb,
  prioritizeBackends,
  quiet,
  resultsDir,
  sampleRss,
  startServer,
} from './lib/common.mjs';
import { summarizeCpuProfile } from './lib/cpu-profile.mjs';

const rows = 20_000;
const profile = process.argv.includes('--profile'); // a CPU profile of the server during each upload
// For A/B runs of one engine: `--only=pglite` or `--only=postgres`, and `--no-baseline` (no P5 verdict then).
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const withBaseline = !process.argv.includes('--no-baseline');
const profileDir = join(resultsDir, 'cpu-profiles');
const importUrl = process.env.BENCH_IMPORT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_import';
const fixturePath = join(resultsDir, `orders-import-${rows}.xlsx`);

await ensureServerBuilt();

/**
 * The fixture: the template the server hands out (its header row, its list of places), filled with
 * 20,000 valid orders. Rebuilt every run so it follows the template's current headers.
 */
async function makeFixture(template) {
  const source = new ExcelJS.Workbook();
  await source.xlsx.load(template);
  const [ordersSheet, placesSheet] = source.worksheets;
  const headers = ordersSheet.getRow(1).values.slice(1).map(String);
  const places = [];
  placesSheet.eachRow((row, n) => {
    if (n > 1) places.push({ governorate: row.getCell(2).text, area: row.getCell(5).text });
  });

  const first = ['محمد', 'أحمد', 'محمود', 'فاطمة', 'مريم', 'يوسف', 'نورهان', 'خالد', 'هبة', 'عمر'];
  const last = ['عبد الله', 'حسن', 'إبراهيم', 'السيد', 'فؤاد', 'شريف', 'مصطفى', 'سالم', 'رمضان', 'منصور'];
  const contents = ['ملابس', 'سماعات لاسلكية', 'شاحن هاتف', 'ساعة ذكية', 'كتب', 'عطر', 'حقيبة يد'];
  // Values by the English half of each bilingual header ('اسم المستلم / Receiver').
  const valueFor = {
    Receiver: (i) => `${first[i % 10]} ${last[Math.floor(i / 10) % 10]}`,
    Phone: (i) => `01${'0125'[i % 4]}${String(10_000_000 + ((i * 7919) % 89_999_999))}`,
    'Second phone': (i) => (i % 3 === 0 ? `011${String(20_000_000 + i)}` : ''),
    Governorate: (i) => places[(i * 31) % places.length].governorate,
    Area: (i) => places[(i * 31) % places.length].area,
    Address: (i) => `${1 + (i % 120)} شارع التحرير، الدور ${1 + (i % 9)}`,
    Content: (i) => contents[i % contents.length],
    'Amount to collect': (i) => 100 + (i % 60) * 25,
    Sender: () => '',
    Notes: (i) => (i % 4 === 0 ? 'الاتصال قبل التوصيل' : ''),
    'Invoice number': (i) => `INV-${500000 + i}`,
  };
  const english = (header) => header.split(' / ').at(-1).trim();
  const unknown = headers.filter((h) => !valueFor[english(h)]);
  if (unknown.length)
    console.log(`  fixture: template headers the benchmark does not fill: ${unknown.join(', ')}`);
  const fill = headers.map((h) => valueFor[english(h)] ?? (() => ''));

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('orders');
  sheet.addRow(headers);
  const data = [];
  for (let i = 0; i < rows; i++) {
    const values = fill.map((f) => f(i));
    sheet.addRow(values);
    data.push(Object.fromEntries(headers.map((h, c) => [english(h), values[c]])));
  }
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(fixturePath, file); // kept for a look in Excel, or to post by hand
  return { file, data };
}

async function upload(server, token, file) {
  const form = new FormData();
  form.append('import_file', new Blob([file]), `orders-${rows}.xlsx`);
  const rss = sampleRss(server.pid);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/client/order/add-excelsheet`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  const ms = performance.now() - started;
  const memory = rss.stop();
  if (!res.ok || body.created !== rows)
    throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  return { ms, ...memory };
}

/** One INSERT per order, the same orders, with the place ids the import resolved. */
async function baseline(db, data) {
  const { clientId, userId } = await accountIds(db);
  const ids = new Map(
    (
      await db.query(
        'select g.name_ar as g, a.name_ar as a, g.id as gid, a.id as aid from areas a join governorates g on g.id = a.governorate_id',
      )
    ).rows.map((r) => [`${r.g}|${r.a}`, [r.gid, r.aid]]),
  );
  const insert = `insert into orders (client_id, user_id, code, bar_code, receiver, phone1, phone2, governorate_id, area_id,
      address, content, amount_to_be_collected, notes, invoice_number)
    select $1, $2, c, 'EG' || c, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12 from (select nextval('order_codes')::text as c) s`;
  const started = performance.now();
  await db.query('begin');
  for (const r of data) {
    const [gid, aid] = ids.get(`${r.Governorate}|${r.Area}`);
    await db.query(insert, [
      clientId,
      userId,
      r.Receiver,
      r.Phone,
      r['Second phone'] || null,
      gid,
      aid,
      r.Address,
      r.Content,
      r['Amount to collect'],
      r.Notes || null,
      r['Invoice number'],
    ]);
  }
  await db.query('commit');
  return performance.now() - started;
}

async function run(label, target, cleanup) {
  try {
    const server = await startServer(target, {
      port: 8474, // moved by BENCH_PORT_BASE
      env: { SEED_DEMO: 'auto' },
      nodeArgs: profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    const token = await login(server.url);
    const template = Buffer.from(
      await (
        await fetch(`${server.url}/api/client/order/excel-template?lang=ar`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).arrayBuffer(),
    );
    const fixture = await makeFixture(template);
    if (target.url) await prioritizeBackends(target.url);
    await quiet(`${label} import`);
    const result = await upload(server, token, fixture.file);
    await server.stop();
    if (profile) summarizeCpuProfile(profileDir, server.pid, { lastSeconds: result.ms / 1000 });
    if (!withBaseline) {
      console.log(
        `  ${label.padEnd(10)} import ${fmt(result.ms)} ms, server RSS ${mb(result.before)} → peak ${mb(result.peak)}`,
      );
      return undefined;
    }
    const db = await openDb(target);
    await quiet(`${label} baseline`);
    const insertMs = await baseline(db, fixture.data);
    await db.close();
    const rowsPerSecond = rows / (result.ms / 1000);
    const baselineRowsPerSecond = rows / (insertMs / 1000);
    console.log(
      `  ${label.padEnd(10)} import ${fmt(result.ms)} ms (${fmt(rowsPerSecond)} rows/s), server RSS ${mb(result.before)} → peak ${mb(result.peak)}; ` +
        `one INSERT per row ${fmt(insertMs)} ms (${fmt(baselineRowsPerSecond)} rows/s) → ${(rowsPerSecond / baselineRowsPerSecond).toFixed(1)}×`,
    );
    return { ...result, ratio: rowsPerSecond / baselineRowsPerSecond, size: fixture.file.length };
  } finally {
    await cleanup();
  }
}

console.log(`P5 — import of ${fmt(rows)} orders from xlsx (fixture ${fixturePath})`);
const onPg =
  only === 'pglite'
    ? undefined
    : await (async () => {
        await dropPgDatabase(importUrl);
        await ensurePgDatabase(importUrl);
        return run('PostgreSQL', { url: importUrl }, () => dropPgDatabase(importUrl));
      })();
const onPglite =
  only === 'postgres'
    ? undefined
    : await (async () => {
        const dir = mkdtempSync(join(tmpdir(), 'courier-bench-import-'));
        return run('PGlite', { dir: join(dir, 'data') }, () => rmSync(dir, { recursive: true, force: true }));
      })();
if (!onPg || !onPglite) process.exit(0);

const pass =
  onPg.ms <= 2000 &&
  onPglite.ms <= 3000 &&
  Math.max(onPg.peak, onPglite.peak) <= 300 * 1024 * 1024 &&
  Math.min(onPg.ratio, onPglite.ratio) >= 5;
console.log(
  `\nP5 import ${fmt(rows)} orders (${fmt(onPg.size / 1024)} KB xlsx): PostgreSQL ${fmt(onPg.ms)} ms (≤ 2,000), peak RSS ${mb(onPg.peak)}, ${onPg.ratio.toFixed(1)}× one-INSERT-per-row; ` +
    `PGlite ${fmt(onPglite.ms)} ms (≤ 3,000), peak RSS ${mb(onPglite.peak)}, ${onPglite.ratio.toFixed(1)}× (targets: RSS ≤ 300 MB, ≥ 5×)`,
);
console.log(`${pass ? 'PASS' : 'MISS'} — ${machineNote()}`);
if (!pass) process.exitCode = 1;
