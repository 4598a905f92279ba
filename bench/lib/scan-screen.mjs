// The scan panel's own figure (issue 36 §1, target ≤ 50 ms from a scan to its row): Debian's Chromium,
// driven by Playwright, on the orders desk of a running server, signed in as ops@. Each scan is what a
// barcode scanner sends (the code at once, then Enter, as e2e/ops-scan.spec.ts's scanner does); the
// times are the page's own clock (performance.now()): from the scan's last key (Enter's keydown, which
// the box reads the code on; the driver's round trip between the code and Enter is not the page's) to its
// row in the batch (in the DOM, then painted: the next animation frame) and to the row
// turning green with the server's answer. Printed, never asserted.
// The functions given to page.evaluate run in the page: its globals, named for the linter.
/* global document, window, MutationObserver, requestAnimationFrame */
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright';

// The panel's labels as the Arabic page shows them (the web app's own locale file).
const texts = JSON.parse(
  readFileSync(new URL('../../apps/web/src/locales/ar/ops-orders.json', import.meta.url), 'utf8'),
);

const percentile = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** Scans each of `codes` once on the load move for the first captain; the per-scan times in ms. */
export async function measureScanScreen(base, { email, password }, codes) {
  const login = await (
    await fetch(`${base}/api/ops/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
  ).json();
  const session = {
    token: login.access_token,
    staffId: login.staff_id,
    name: login.name,
    email: login.email,
    role: login.role,
    expiresAt: login.expires_at,
  };
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/readyz`);
    await page.evaluate((s) => {
      localStorage.setItem('courier.ops-session', JSON.stringify(s));
      localStorage.setItem('courier.language', 'ar');
    }, session);
    await page.goto(`${base}/ops/orders`);
    const box = page.getByRole('textbox', { name: texts.scan.input });
    await box.waitFor({ timeout: 120_000 });
    const panel = page.getByRole('region', { name: texts.scan.title });
    await panel.getByRole('combobox', { name: texts.scan.workflow }).selectOption('load');
    const captain = panel.getByRole('combobox', { name: texts.moveDialog.captain });
    await captain.selectOption({ index: 1 });
    // The page's clock: the scan's Enter, when its row was added, painted, and answered.
    await page.evaluate(() => {
      const marks = (window.__scanMarks = {
        enter: 0,
        row: new Map(),
        painted: new Map(),
        answered: new Map(),
      });
      document.addEventListener(
        'keydown',
        (e) => e.key === 'Enter' && (marks.enter = performance.now()),
        true,
      );
      new MutationObserver(() => {
        const now = performance.now();
        for (const row of document.querySelectorAll('[data-scan="checking"], [data-scan="accepted"]')) {
          const code = row.querySelector('bdi')?.textContent ?? '';
          if (!marks.row.has(code)) {
            marks.row.set(code, now);
            requestAnimationFrame(() => marks.painted.set(code, performance.now()));
          }
          if (row.getAttribute('data-scan') === 'accepted' && !marks.answered.has(code))
            marks.answered.set(code, now);
        }
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-scan'],
      });
    });
    const times = { row: [], painted: [], answered: [] };
    for (const code of codes) {
      await box.focus();
      await page.keyboard.insertText(code);
      await page.keyboard.press('Enter');
      await page.locator(`[data-scan="accepted"]`).filter({ hasText: code }).waitFor({ timeout: 30_000 });
      const t = await page.evaluate((c) => {
        const m = window.__scanMarks;
        return {
          row: m.row.get(c) - m.enter,
          painted: m.painted.get(c) - m.enter,
          answered: m.answered.get(c) - m.enter,
        };
      }, code);
      for (const key of Object.keys(times)) times[key].push(t[key]);
    }
    return Object.fromEntries(
      Object.entries(times).map(([key, xs]) => [
        key,
        { median: percentile(xs, 0.5), p95: percentile(xs, 0.95) },
      ]),
    );
  } finally {
    await browser.close();
  }
}
