/** The demo merchant the page benchmarks sign in as (P2: `lighthouse.mjs`, `main-thread.mjs`). */
export const merchant = { email: 'merchant@demo.test', password: 'Demo#2026' };

/**
 * Signs the merchant in through the login form of `base` in `page` (puppeteer), so the app stores its
 * session itself (localStorage, "remember me" ticked), in Arabic.
 */
export async function signInThroughForm(page, base) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.evaluate(() => localStorage.setItem('courier.language', 'ar'));
  await page.reload({ waitUntil: 'networkidle0' });
  await page.type('input[autocomplete="username"]', merchant.email);
  await page.type('input[autocomplete="current-password"]', merchant.password);
  await page.click('input[type="checkbox"]');
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/client/login'), { timeout: 60_000 }),
    page.click('button[type="submit"]'),
  ]);
  await page.waitForFunction(() => localStorage.getItem('courier.session') !== null, { timeout: 60_000 });
}
