import { field, openAs, restorePassword, switchLanguage } from './support/app';
import { expect, test } from './support/fixtures';
import { catalogText, t } from './support/texts';

test.describe('settings', () => {
  test('main info shows the profile from the server', async ({ page }) => {
    await openAs(page, 'merchant@demo.test', '/setting-main-info');
    await expect(page.getByText('merchant@demo.test')).toBeVisible();
    await expect(page.getByText(t('ar', 'settings:mainInfo.mainAccount'))).toBeVisible();
    await switchLanguage(page, 'en');
    await expect(page.getByText(t('en', 'settings:mainInfo.mainAccount'))).toBeVisible();
  });

  test('change password with "log out other devices" ends the other sessions', async ({
    page,
    browser,
    request,
  }) => {
    const email = 'frozen@demo.test';
    const otherDevice = await browser.newContext();
    const other = await otherDevice.newPage();
    await openAs(other, email, '/Home');
    await expect(other).toHaveURL(/\/Home$/);

    await openAs(page, email, '/setting-change-password');
    await field(page, t('ar', 'auth:fields.currentPassword')).fill('Wrong#Pass1');
    await field(page, t('ar', 'auth:fields.newPassword')).fill('Frozen#New2026');
    await field(page, t('ar', 'auth:fields.confirmPassword')).fill('Frozen#New2026');
    await page.getByRole('button', { name: t('ar', 'auth:changePassword.submit') }).click();
    await expect(page.getByText(await catalogText('ar', 'errors.WRONG_OLD_PASSWORD')).first()).toBeVisible();

    await field(page, t('ar', 'auth:fields.currentPassword')).fill('Demo#2026');
    await field(page, t('ar', 'auth:fields.logoutDevices')).check();
    await page.getByRole('button', { name: t('ar', 'auth:changePassword.submit') }).click();
    await expect(page.getByText(t('ar', 'auth:changePassword.done')).first()).toBeVisible();

    // This tab keeps working with its new token…
    await page.goto('/setting-main-info');
    await expect(page.getByText(email)).toBeVisible();
    // …and the other device is sent to /login (its socket is cut and its next call gets 401).
    await expect(other).toHaveURL(/\/login$/, { timeout: 10_000 });
    await otherDevice.close();

    await restorePassword(request, email, 'Frozen#New2026');
  });

  test('a suspended client sees the account-suspended notice on the home page', async ({ page }) => {
    await openAs(page, 'frozen@demo.test', '/Home');
    await expect(page).toHaveURL(/\/Home$/);
    await expect(page.getByText(await catalogText('ar', 'errors.ACCOUNT_SUSPENDED')).first()).toBeVisible();
  });
});
