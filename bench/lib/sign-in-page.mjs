/** The demo merchant the page benchmarks sign in as (P2: `lighthouse.mjs`, `main-thread.mjs`). */
export const merchant = { email: 'merchant@demo.test', password: 'Demo#2026' };

/**
 * Signs the merchant in through the login form of `base` in `page` (puppeteer), so the app stores its
 * session itself (localStorage, "remember me" ticked), in Arabic. The demo merchant has a survey to answer:
 * it is postponed for this login, as the merchant's "Later" does once per login (the prompt's mark, the
 * token's last 12 characters: apps/web/src/features/survey), unless `keepSurvey` (BENCH_SURVEY=open), which
 * measures the first page after a login, the survey open over it.
 */
export async function signInThroughForm(
  page,
  base,
  { keepSurvey = process.env.BENCH_SURVEY === 'open' } = {},
) {
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
  if (!keepSurvey)
    await page.evaluate(() => {
      const { token } = JSON.parse(localStorage.getItem('courier.session'));
      localStorage.setItem('courier.survey-postponed', token.slice(-12));
    });
}
