import { field, lastOutboxId, latestOtp, logIn, restorePassword } from './support/app';
import { expect, test } from './support/fixtures';
import { catalogText, t } from './support/texts';

test('forgot password end to end, with the code read from the outbox', async ({ page, request }) => {
  const email = 'company@demo.test';
  const newPassword = 'Fresh#Pass2026';

  await page.goto('/login');
  await page.getByRole('link', { name: t('ar', 'auth:login.forgotPassword') }).click();
  await expect(page).toHaveURL(/\/confirm-mobile$/);
  // The URL changes first; the login page (with its own e-mail field) stays shown until this page's code is
  // in (a route change is a transition): filled before, the e-mail went to the login form (flaky under load).
  await expect(page.getByRole('heading', { level: 1, name: t('ar', 'auth:forgot.title') })).toBeVisible();
  const since = await lastOutboxId(request);
  await field(page, t('ar', 'auth:fields.email')).fill(email);
  await page.getByRole('button', { name: t('ar', 'auth:forgot.submit') }).click();

  await expect(page).toHaveURL(/\/otp$/);
  await expect(page.getByText(/\*{3,}/)).toBeVisible(); // the masked phone
  const code = await latestOtp(request, since);

  // A wrong code first: the page says so and stays.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.keyboard.type(wrong);
  await page.getByRole('button', { name: t('ar', 'auth:otp.submit') }).click();
  await expect(page.getByText(await catalogText('ar', 'errors.OTP_INVALID'))).toBeVisible();

  const first = page.getByLabel(t('ar', 'auth:otp.digit', { index: 1, total: 6 }));
  await first.click();
  for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
  await first.fill('');
  await first.pressSequentially(code);
  await page.getByRole('button', { name: t('ar', 'auth:otp.submit') }).click();

  await expect(page).toHaveURL(/\/change-password$/);
  await field(page, t('ar', 'auth:fields.newPassword')).fill(newPassword);
  await field(page, t('ar', 'auth:fields.confirmPassword')).fill('Mismatch#2026');
  await page.getByRole('button', { name: t('ar', 'auth:reset.submit') }).click();
  await expect(page.getByText(await catalogText('ar', 'validation.passwordMismatch'))).toBeVisible();
  await field(page, t('ar', 'auth:fields.confirmPassword')).fill(newPassword);
  await page.getByRole('button', { name: t('ar', 'auth:reset.submit') }).click();

  await expect(page).toHaveURL(/\/changed-password$/);
  await page.getByRole('link', { name: t('ar', 'auth:changed.toLogin') }).click();
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/Home$/);

  // The code was single use.
  const reuse = await request.post('/api/client/reset', {
    data: { email, code, password: 'Another#2026', password_confirmation: 'Another#2026' },
  });
  expect(reuse.status()).toBe(422);

  await restorePassword(request, email, newPassword);
});
