// Issue 38 §1, decision 062: the receiver's tracking page /t/{token} of an order out for delivery, in Arabic
// and in English, through Lighthouse's mobile preset (simulated slow 4G, a 4x slower CPU), the median of 3
// runs per language (TRACKING_RUNS), against the production server on a fresh embedded database. Also the
// page's bytes (gzip) and the JavaScript it loads before it renders. Debian's Chromium (CHROMIUM_PATH, else
// /usr/bin/chromium). Printed, not asserted by any test; the exit code is 1 when a target is missed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = fileURLToPath(new URL('..', import.meta.url));
const { ensureBuilt, serverEntry } = await import(join(root, 'scripts/ensure-built.mjs'));
ensureBuilt();

const runs = Number(process.env.TRACKING_RUNS || 3);
const port = Number(process.env.TRACKING_PORT || 8473);
const base = `http://127.0.0.1:${port}`;
const targets = { performance: 98, accessibility: 100, lcp: 1200, jsKb: 40 };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), 'courier-tracking-'));
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SEED_DEMO: 'auto',
    PUBLIC_URL: base,
    RATE_LIMIT_TRACKING: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let chrome;
try {
  await waitForReady();
  const path = await orderOutForDelivery();
  const html = await (await fetch(`${base}${path}`)).text();
  const scripts = (html.match(/<script\b/g) ?? []).length;
  console.log(
    `page: ${Buffer.byteLength(html)} B, ${gzipSync(html).length} B gzip; <script> elements: ${scripts}; external style sheets: ${(html.match(/<link[^>]+stylesheet/g) ?? []).length}`,
  );
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const rows = [];
  for (const [lang, url] of [
    ['ar', `${base}${path}`],
    ['en', `${base}${path}?lang=en`],
  ]) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const result = await measure(chrome.port, url).catch(() => measure(chrome.port, url));
      console.log(`${lang} run ${i + 1}:`, JSON.stringify(result));
      results.push(result);
    }
    const m = (key) => median(results.map((r) => r[key]));
    const row = {
      page: `/t/{token} ${lang}`,
      performance: m('performance'),
      accessibility: m('accessibility'),
      'FCP ms': Math.round(m('fcp')),
      'LCP ms': Math.round(m('lcp')),
      'TBT ms': Math.round(m('tbt')),
      CLS: Number(m('cls').toFixed(3)),
      'JS KB gzip': Number((m('jsBytes') / 1024).toFixed(1)),
    };
    row.met =
      row.performance >= targets.performance &&
      row.accessibility >= targets.accessibility &&
      row['LCP ms'] <= targets.lcp &&
      row['JS KB gzip'] <= targets.jsKb;
    rows.push(row);
  }
  console.table(rows);
  for (const row of rows)
    console.log(
      `tracking ${row.page}: performance ${row.performance} (≥ ${targets.performance}), accessibility ${row.accessibility}, LCP ${row['LCP ms']} ms (≤ ${targets.lcp}), JS ${row['JS KB gzip']} KB gzip (≤ ${targets.jsKb}): ${row.met ? 'PASS' : 'MISS'}`,
    );
  process.exitCode = rows.every((r) => r.met) ? 0 : 1;
} finally {
  await chrome?.kill();
  const stopped = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}

async function waitForReady() {
  for (let i = 0; i < 1500; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the server never became ready');
}

async function call(path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok || json.success !== 1) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** The demo merchant's new order, sent, picked up and out with a captain: its tracking page's path. */
async function orderOutForDelivery() {
  const login = async (url, email) =>
    (
      await (
        await fetch(`${base}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Demo#2026' }),
        })
      ).json()
    ).access_token;
  const merchant = await login('/api/client/login', 'merchant@demo.test');
  const staff = await login('/api/ops/login', 'ops@demo.test');
  const areas = await call('/api/client/get-area/1', merchant);
  const order = await call('/api/client/order/submit', merchant, {
    receiver: 'محمد عبد الله',
    phone1: '01011112222',
    government: 1,
    area: areas.feed[0].id,
    address: '5 شارع النصر، مدينة نصر',
    contentOrder: 'ملابس',
    collectedAmount: '300',
  });
  await call(`/api/client/order/change-to-sent?id=${order.id}`, merchant, {});
  const captains = await call('/api/ops/orders/captains', staff);
  await call('/api/ops/orders/status', staff, { codes: [order.code], status: 'underway' });
  await call('/api/ops/orders/status', staff, {
    codes: [order.code],
    status: 'with_captain',
    captain_id: captains.feed[0].id,
  });
  const link = await call(`/api/client/order/${order.code}/tracking-link`, merchant);
  return new URL(link.feed.url).pathname;
}

async function measure(debuggingPort, url) {
  const { lhr } = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const jsBytes = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsBytes,
  };
}
