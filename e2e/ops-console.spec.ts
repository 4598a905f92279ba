import { field, opsLogIn, opsOpenAs, sessionFor, settled, switchLanguage } from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

/** The staff console (/ops): its own login and session, apart from the merchant's. */
test.describe('staff console', () => {
  test('a staff member signs in, sees the console in both languages, and signs out', async ({ page }) => {
    await page.goto('/ops/Orders-that-do-not-exist');
    await expect(page).toHaveURL(/\/ops\/login$/);
    await opsLogIn(page, 'ops@demo.test');
    await expect(page).toHaveURL(/\/ops$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('ar', 'ops:home.greeting', { name: 'Operations Desk' }),
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('en', 'ops:home.greeting', { name: 'Operations Desk' }),
    );
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    // The merchant's portal does not know this session.
    await page.goto('/Home');
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/ops');
    await page.getByRole('button', { name: t('en', 'ops:logout') }).click();
    await expect(page).toHaveURL(/\/ops\/login$/);
  });

  test('on a phone the console keeps its closed navigation out of the page, as the portal does', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await opsOpenAs(page, 'ops@demo.test', '/ops');
    const nav = page.getByRole('navigation', { name: t('ar', 'shell:nav.label') });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: t('ar', 'shell:nav.open') }).click();
    await nav.getByRole('link', { name: t('ar', 'ops:pages.orders') }).click();
    await expect(page).toHaveURL(/\/ops\/orders$/);
    await expect(nav).toBeHidden();
  });

  test('a wrong password is refused with the message in the user language', async ({ page }) => {
    await page.goto('/ops/login');
    await settled(page);
    await field(page, t('ar', 'auth:fields.email')).fill('ops@demo.test');
    await field(page, t('ar', 'auth:fields.password')).fill('Wrong#2026x');
    await page.getByRole('button', { name: t('ar', 'ops:login.submit') }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/ops\/login$/);
  });

  test('a merchant token is refused by the console API', async ({ request }) => {
    const merchant = await sessionFor(request, 'merchant@demo.test');
    const res = await request.get('/api/ops/me', {
      headers: { Authorization: `Bearer ${merchant.access_token}` },
    });
    expect(res.status()).toBe(401);
  });
});
