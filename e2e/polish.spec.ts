import type { Page } from '@playwright/test';
import { docScreenshot, hasSidewaysScroll, logIn, settled, switchLanguage, toast } from './support/app';
import { createOrder, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t, type Lang } from './support/texts';

/**
 * Issue 14, the layout and screen points: lists never clip a column (cards below 576 px, a table only
 * when it fits its box), a missing order says "not found", the connection toast is one toast, and the
 * marketing line. The list screenshots of the docs come from here (E2E_UPDATE_DOCS=1).
 */

/** Nothing in the list is cut: no sideways scroll, no cell or badge narrower than its text. */
async function expectNothingClipped(page: Page) {
  expect(await hasSidewaysScroll(page)).toBe(false);
  const clipped = await page.evaluate(() => {
    const cut: string[] = [];
    const scroll = document.querySelector('[role="region"] table')?.parentElement;
    if (scroll && scroll.scrollWidth > scroll.clientWidth + 1) cut.push('the table scrolls inside its box');
    for (const el of document.querySelectorAll<HTMLElement>(
      'th, .mantine-Badge-label, li .mantine-Badge-root',
    )) {
      if (el.scrollWidth > el.clientWidth + 1) cut.push(el.textContent ?? '');
    }
    return cut;
  });
  expect(clipped).toEqual([]);
}

const widths = [360, 768, 1280] as const;

test.describe('lists on phones, and tables everywhere', () => {
  for (const lang of ['ar', 'en'] as Lang[]) {
    test(`a list never clips a column at 360, 768 and 1280 px (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      // The longest values the rules allow: a 120-character receiver, the ceiling's amount.
      const receiver = unique('م'.repeat(100)).slice(0, 120);
      await createOrder(request, 'merchant@demo.test', receiver);
      await page.setViewportSize({ width: 1280, height: 900 });
      await logIn(page, 'merchant@demo.test', undefined, 'ar');
      await expect(page).toHaveURL(/\/Home$/);
      if (lang === 'en') await switchLanguage(page, 'en');
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/SavedOrder');
        await settled(page);
        const caption = t(lang, 'shell:pages.savedOrders');
        if (width < 576) {
          // A card per row: code, status, receiver, place, amount, actions.
          const cards = page.getByRole('list', { name: caption }).getByRole('listitem');
          await expect(cards.first()).toBeVisible();
          const first = cards.first();
          await expect(first.getByText(t(lang, 'orders:fields.place'))).toBeVisible();
          await expect(first.getByText(t(lang, 'orders:fields.amount'))).toBeVisible();
          await expect(first.getByRole('button').first()).toBeVisible();
          await expect(page.getByRole('table')).toHaveCount(0);
        }
        await expectNothingClipped(page);
        if (width !== 768) await docScreenshot(page, testInfo, `saved-orders-${lang}-${width}`);
      }
    });
  }
});

test.describe('screens', () => {
  test('a missing order says it is not found and links back, with no "try again"', async ({ page }) => {
    await logIn(page, 'merchant@demo.test');
    await expect(page).toHaveURL(/\/Home$/);
    await page.goto('/OrderDetails/99999999');
    await expect(page.getByText(t('ar', 'orders:notFound.title'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('ar', 'common:retry') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: t('ar', 'orders:details.backToOrders') })).toBeVisible();
  });

  test('"connection lost" is replaced by "connection restored": one toast', async ({ page }) => {
    await logIn(page, 'merchant@demo.test');
    await expect(page).toHaveURL(/\/Home$/);
    await page.route('**/healthz', (route) => route.abort());
    await expect(toast(page, t('ar', 'shell:connectivity.offline'))).toBeVisible({ timeout: 15_000 });
    await page.unroute('**/healthz');
    await expect(toast(page, t('ar', 'shell:connectivity.online'))).toBeVisible({ timeout: 15_000 });
    await expect(toast(page, t('ar', 'shell:connectivity.offline'))).toHaveCount(0);
  });

  test('the marketing line: more than 50 branches in Arabic, 48 in English', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText(t('ar', 'common:marketing'))).toBeVisible();
    expect(t('ar', 'common:marketing')).toContain('50');
    await switchLanguage(page, 'en');
    await expect(page.getByText(t('en', 'common:marketing'))).toBeVisible();
    expect(t('en', 'common:marketing')).toContain('48');
  });
});
