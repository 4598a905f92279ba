import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, logIn, snapshot, switchLanguage } from './support/app';
import type { Lang } from './support/texts';

const publicPages = [
  '/login',
  '/confirm-mobile',
  '/otp',
  '/change-password',
  '/changed-password',
  '/publictermsandconditions',
  '/pages/error-404',
  '/pages/error-500',
  '/pages/not-authorized',
];
const privatePages = ['/Home', '/setting', '/setting-main-info', '/setting-change-password'];

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const lang of ['ar', 'en'] as Lang[]) {
  test.describe(`axe, ${lang}`, () => {
    test(`public pages have no WCAG A/AA violations (${lang})`, async ({ page }, testInfo) => {
      await page.goto('/login');
      if (lang === 'en') await switchLanguage(page, 'en');
      for (const path of publicPages) {
        await visit(page, path);
        await expectAccessible(page);
        await snapshot(page, testInfo, `${lang}${path.replaceAll('/', '-')}`);
      }
    });

    test(`logged-in pages have no WCAG A/AA violations (${lang}), on desktop and at 360 px`, async ({
      page,
    }, testInfo) => {
      await page.goto('/login');
      if (lang === 'en') await switchLanguage(page, 'en');
      await logIn(page, 'merchant@demo.test', undefined, lang);
      await expect(page).toHaveURL(/\/Home$/);
      for (const path of privatePages) {
        await visit(page, path);
        await expectAccessible(page);
        await snapshot(page, testInfo, `${lang}${path.replaceAll('/', '-')}-desktop`);
      }
      await page.setViewportSize({ width: 360, height: 740 });
      for (const path of privatePages) {
        await visit(page, path);
        await expectAccessible(page);
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
          ),
        ).toBe(true);
        await snapshot(page, testInfo, `${lang}${path.replaceAll('/', '-')}-360`);
      }
    });
  });
}
