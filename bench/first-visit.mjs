// Issue 42, docs/quality.md P2's request budget: what a first visit (HTTP cache empty) asks for on /login
// and on a signed-in /Home and /SavedOrder in Arabic, against the production server on a fresh embedded database: the
// number of requests before the page's largest paint and until the network is idle, the fonts among them,
// and the depth of the longest chain (the document is level 1; targets before the largest paint: ≤ 15
// requests, depth ≤ 3). `npm run bench:bundle` runs it after the byte count. Printed, not asserted; the
// exit code is 1 when a target is missed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { startServer } from './lib/common.mjs';
import { requestChain } from './lib/request-chain.mjs';
import { signInThroughForm } from './lib/sign-in-page.mjs';

export const chainTargets = { requests: 15, depth: 3 };

export async function measureFirstVisits(pages = ['/login', '/Home', '/SavedOrder']) {
  const server = await startServer(
    { dir: mkdtempSync(join(tmpdir(), 'courier-first-visit-')) },
    { port: 8481 },
  );
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--lang=ar'],
  });
  try {
    const rows = [];
    for (const path of pages) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      // Lighthouse's mobile preset's screen, as P2 measures these pages (FIRST_VISIT_WIDTH for another):
      // what is largest, so what the count stops at, depends on the width.
      await page.setViewport({ width: Number(process.env.FIRST_VISIT_WIDTH || 412), height: 823 });
      if (path !== '/login') await signInThroughForm(page, server.url);
      else {
        await page.goto(`${server.url}/favicon.svg`);
        await page.evaluate(() => localStorage.setItem('courier.language', 'ar'));
      }
      const chain = await requestChain(page, `${server.url}${path}`);
      rows.push({
        page: path,
        'until usable': chain.usable,
        'depth until usable': chain.usableDepth,
        requests: chain.requests,
        fonts: chain.fonts,
        depth: chain.depth,
        'per level': Object.values(chain.byDepth).join(' · '),
        met: chain.usable <= chainTargets.requests && chain.usableDepth <= chainTargets.depth,
        deepest: chain.chain.join(' → '),
        list: chain.list,
      });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureFirstVisits();
  console.log('First visit (HTTP cache empty): requests until the network is idle, and the longest chain');
  console.table(rows.map(({ deepest: _deepest, list: _list, ...row }) => row));
  if (process.env.BENCH_VERBOSE) for (const row of rows) console.log(row.page, row.list.join('\n'));
  for (const row of rows) {
    console.log(`${row.page} deepest: ${row.deepest}`);
    console.log(
      `P2 first visit ${row.page}: ${row['until usable']} requests before its largest paint (≤ ${chainTargets.requests}), chain depth ${row['depth until usable']} (≤ ${chainTargets.depth}); ${row.requests} until idle, ${row.fonts} fonts: ${row.met ? 'PASS' : 'MISS'}`,
    );
  }
  process.exitCode = rows.every((r) => r.met) ? 0 : 1;
}
