import { openAs } from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

test.describe('shell', () => {
  test('connectivity: a toast when the connection is lost, and one when it is back', async ({ page }) => {
    await openAs(page, 'merchant@demo.test', '/setting');
    await page.route('**/healthz', (route) => route.abort());
    await expect(page.getByText(t('ar', 'shell:connectivity.offline'))).toBeVisible({ timeout: 8_000 });
    await page.unroute('**/healthz');
    await expect(page.getByText(t('ar', 'shell:connectivity.online'))).toBeVisible({ timeout: 8_000 });
  });

  test('starred pages: star the current page and reach it from the starred menu', async ({ page }) => {
    await openAs(page, 'merchant@demo.test', '/setting-main-info');
    await page.getByRole('button', { name: t('ar', 'shell:starred.add') }).click();
    await expect(page.getByRole('button', { name: t('ar', 'shell:starred.remove') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/Home');
    await page.getByRole('button', { name: t('ar', 'shell:starred.menu') }).click();
    await page.getByRole('menuitem', { name: t('ar', 'shell:pages.mainInfo') }).click();
    await expect(page).toHaveURL(/\/setting-main-info$/);

    // Unstar, so the list is as it was.
    await page.getByRole('button', { name: t('ar', 'shell:starred.remove') }).click();
    await expect(page.getByRole('button', { name: t('ar', 'shell:starred.add') })).toBeVisible();
  });

  test('the side navigation lists the screens that exist and marks the current one', async ({ page }) => {
    await openAs(page, 'merchant@demo.test', '/Home');
    await expect(page).toHaveURL(/\/Home$/);
    const nav = page.getByRole('navigation', { name: t('ar', 'shell:nav.label') });
    await expect(nav.getByRole('link', { name: t('ar', 'shell:pages.home') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: t('ar', 'shell:pages.settings') }).click();
    await expect(page).toHaveURL(/\/setting$/);
  });

  test('on a phone the closed navigation is out of the page; the menu button slides it in and out', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openAs(page, 'merchant@demo.test', '/Home');
    const nav = page.getByRole('navigation', { name: t('ar', 'shell:nav.label') });
    const settings = nav.getByRole('link', { name: t('ar', 'shell:pages.settings') });
    // Closed: not merely moved off screen, where Tab would still reach its links.
    await expect(nav).toBeHidden();

    await page.getByRole('button', { name: t('ar', 'shell:nav.open') }).click();
    await expect(settings).toBeVisible();
    // The page behind the open panel is out of reach (inert) until it closes.
    await expect(page.locator('main')).toHaveAttribute('inert');
    // In place once it has slid in (from the right, in Arabic).
    await expect.poll(async () => (await nav.boundingBox())?.x).toBe(0);
    await page.getByRole('button', { name: t('ar', 'shell:nav.close') }).click();
    await expect(nav).toBeHidden();
    await expect(page.locator('main')).not.toHaveAttribute('inert');

    // Leaving the page from the panel closes it.
    await page.getByRole('button', { name: t('ar', 'shell:nav.open') }).click();
    await settings.click();
    await expect(page).toHaveURL(/\/setting$/);
    await expect(nav).toBeHidden();
  });
});
