import { field, logIn, switchLanguage } from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

test('first login must set a password; then the restored-account confirmation and the walkthrough', async ({
  page,
}) => {
  await logIn(page, 'newbie@demo.test');
  await expect(page).toHaveURL(/\/set_password$/);
  await page.goto('/setting');
  await expect(page).toHaveURL(/\/set_password$/);
  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'auth:setPassword.title'));
  await switchLanguage(page, 'ar');

  const newPassword = 'Newbie#Own2026';
  await field(page, t('ar', 'auth:fields.currentPassword')).fill('Demo#2026');
  await field(page, t('ar', 'auth:fields.newPassword')).fill(newPassword);
  await field(page, t('ar', 'auth:fields.confirmPassword')).fill(newPassword);
  await page.getByRole('button', { name: t('ar', 'auth:setPassword.submit') }).click();
  await expect(page).toHaveURL(/\/Home$/);

  // The account was restored: confirm it once; it does not come back.
  const restored = page.getByRole('dialog', { name: t('ar', 'auth:restored.title') });
  await expect(restored).toBeVisible();
  await restored.getByRole('button', { name: t('ar', 'auth:restored.confirm') }).click();
  await expect(restored).toBeHidden();

  // Then the walkthrough for new users: posted once finished, then never shown again.
  const walkthrough = page.getByRole('dialog', { name: t('ar', 'walkthrough:title') });
  await expect(walkthrough).toBeVisible();
  for (let i = 0; i < 3; i++)
    await walkthrough.getByRole('button', { name: t('ar', 'walkthrough:next') }).click();
  const posted = page.waitForResponse((r) => r.url().includes('/api/client/user/walkthrough') && r.ok());
  await walkthrough.getByRole('button', { name: t('ar', 'walkthrough:finish') }).click();
  await posted;
  await expect(walkthrough).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A fresh login reports both as done, and no longer forces /set_password.
  const res = await page.request.post('/api/client/login', {
    data: { email: 'newbie@demo.test', password: newPassword },
  });
  const body = await res.json();
  expect(body).toMatchObject({ success: 1, is_first_login: 1, restored: 0, walkthrough: 1 });
});
