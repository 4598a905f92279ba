import { openAs, signIn, storeLanguage } from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

/**
 * The signed-in pages come with their frame drawn in the HTML (decision 084): painted before any of the
 * app's scripts has run, shown only to a browser with a stored session, and replaced by the app.
 */
test.describe('the signed-in frame drawn in the HTML', () => {
  test('is painted before the scripts run, is out of reach meanwhile, and the app replaces it', async ({
    page,
  }) => {
    await signIn(page, 'company@demo.test');
    // The entry is held: what shows meanwhile is the HTML's alone.
    let release = () => {};
    const entryHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/initial-[\w-]+\.js$/, async (route) => {
      await entryHeld;
      await route.continue();
    });
    await page.goto('/SavedOrder', { waitUntil: 'domcontentloaded' });
    const frame = page.locator('[data-drawn="app"]');
    await expect(frame).toBeVisible();
    // company@demo.test has no shop: the promotion is part of the frame, as of the page.
    await expect(frame.getByText(t('ar', 'shell:promotion.title'))).toBeVisible();
    await expect(frame.getByText(t('ar', 'common:appName'))).toBeAttached();
    // Its text waits for the app's own faces, not painted first in a narrower fallback (decision 084).
    const face = await frame
      .getByText(t('ar', 'shell:promotion.body'))
      .evaluate((node) => getComputedStyle(node).fontFamily);
    expect(face).toMatch(/^"?IBM Plex Sans Arabic Drawn"?,/);
    expect(
      await page.evaluate(() =>
        [...document.fonts].some((f) => f.family.includes('Drawn') && f.display === 'block'),
      ),
    ).toBe(true);
    // A picture, not the page: nothing in it is in the accessibility tree or reachable by Tab.
    await expect(page.getByRole('main')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(frame).toHaveCount(0);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByText(t('ar', 'shell:promotion.title'))).toHaveCount(1);
  });

  test('shows nothing of it to a visitor, who goes to the sign-in page', async ({ page }) => {
    const entry = /\/assets\/initial-[\w-]+\.js$/;
    await page.route(entry, () => undefined);
    await page.goto('/SavedOrder', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-drawn="app"]')).toBeAttached();
    await expect(page.locator('[data-drawn="app"]')).toBeHidden();

    await page.unroute(entry);
    await page.goto('/SavedOrder');
    await expect(page).toHaveURL(/\/login\?next=%2FSavedOrder$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'auth:login.title'));
  });

  test('is left out in English (its words are Arabic) and where the promotion was hidden', async ({
    page,
  }) => {
    await openAs(page, 'company@demo.test', '/SavedOrder', { lang: 'en' });
    const html = await (await page.request.get('/SavedOrder')).text();
    expect(html).not.toContain('data-drawn');

    // Back to Arabic (the stored choice and the cookie the app writes with it), the promotion hidden.
    await storeLanguage(page, 'ar');
    await page.evaluate(() => {
      document.cookie = 'courier-language=ar; path=/';
      sessionStorage.setItem('courier.promotion-hidden', '1');
    });
    await page.route(/\/assets\/initial-[\w-]+\.js$/, () => undefined);
    await page.goto('/SavedOrder', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('[data-drawn="app"] header')).toBeVisible();
    await expect(page.locator('[data-drawn-promotion]')).toBeHidden();
  });
});
