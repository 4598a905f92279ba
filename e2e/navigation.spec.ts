import { logIn } from './support/app';
import { createOrder, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

test.describe('navigation rules (spec §2)', () => {
  test('a visitor is sent to /login; public pages open without login', async ({ page }) => {
    await page.goto('/Home');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/setting-main-info');
    await expect(page).toHaveURL(/\/login\?next=%2Fsetting-main-info$/);
    await page.goto('/publictermsandconditions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/publictermsandconditions$/);
  });

  test('a visitor who opens a link to an order logs in and lands on that order, not on /Home', async ({
    page,
    request,
  }) => {
    const order = await createOrder(request, 'merchant@demo.test', unique('عميل الرابط'));
    await page.goto(`/OrderDetails/${order.code}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2FOrderDetails%2F${order.code}$`));
    await logIn(page, 'merchant@demo.test');
    await expect(page).toHaveURL(new RegExp(`/OrderDetails/${order.code}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.code);
    // A link to another site is never followed: the login lands on /Home.
    await page.goto('/login?next=%2F%2Fevil.example%2FHome');
    await expect(page).toHaveURL(/\/Home$/);
  });

  test('unknown paths go to the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/pages\/error-404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'errors:notFound.title'));
  });

  test('logged in: / and /login go to /Home, the session survives a reload, logout ends it', async ({
    page,
  }) => {
    await logIn(page, 'merchant@demo.test');
    await expect(page).toHaveURL(/\/Home$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/Home$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/Home$/);

    await page
      .getByRole('button', { name: new RegExp(t('ar', 'shell:user.menu', { name: '' }).trim()) })
      .click();
    await page.getByRole('menuitem', { name: t('ar', 'shell:user.logout') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/Home');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a sub-user opening an admin-only page is not authorized', async ({ page }) => {
    await logIn(page, 'employee@demo.test');
    await expect(page).toHaveURL(/\/Home$/);
    await page.goto('/setting-employee-accounts');
    await expect(page).toHaveURL(/\/pages\/not-authorized$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'errors:notAuthorized.title'));
  });

  test('a token the server no longer accepts sends the user to /login', async ({ page }) => {
    await logIn(page, 'merchant@demo.test');
    await expect(page).toHaveURL(/\/Home$/);
    // The session ends on the server (as after "log out other devices"); the next call gets 401 + logout.
    const token = await page.evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const value = localStorage.getItem(localStorage.key(i)!) ?? '';
        const match = value.match(/"token":"([^"]+)"/);
        if (match) return match[1];
      }
      return null;
    });
    expect(token).toBeTruthy();
    const res = await page.request.post('/api/client/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
    await page.goto('/setting-main-info');
    await expect(page).toHaveURL(/\/login\?next=%2Fsetting-main-info$/);
  });
});
