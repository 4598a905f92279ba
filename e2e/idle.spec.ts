import { logIn } from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

// Each test runs on a server of its own with SESSION_IDLE_TIMEOUT_MS=12000 and IDLE_WARNING_MS=6000
// (support/server.ts, support/fixtures.ts): the same settings the production server reads, only shorter.
// They mostly wait, so they run beside the other specs' tests, each on its worker.
test.use({ serverProfile: 'shortIdle' });

test('idle logout: a warning first, one action to stay, then logged out across tabs', async ({
  page,
  context,
}) => {
  await logIn(page, 'merchant@demo.test');
  await expect(page).toHaveURL(/\/Home$/);
  const second = await context.newPage();
  await second.goto('/setting');
  await expect(second).toHaveURL(/\/setting$/);

  const warning = page.getByRole('dialog', { name: t('ar', 'shell:idle.title') });
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await warning.getByRole('button', { name: t('ar', 'shell:idle.stay') }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/Home$/);

  // No activity any more: both tabs end on /login.
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  // The other tab was on /setting: logging in again there returns to it.
  await expect(second).toHaveURL(/\/login\?next=%2Fsetting$/, { timeout: 5_000 });
});

test('a user who keeps working without calling the API stays logged in on the server too', async ({
  page,
}) => {
  await logIn(page, 'merchant@demo.test');
  await expect(page).toHaveURL(/\/Home$/);
  // 16 s of mouse activity with no API call: longer than the server's 12 s idle expiry.
  for (let i = 0; i < 16; i++) {
    await page.mouse.move(100 + (i % 2) * 50, 200);
    await page.waitForTimeout(1000);
  }
  await page
    .getByRole('link', { name: t('ar', 'shell:pages.settings') })
    .first()
    .click();
  await page
    .getByRole('link', { name: t('ar', 'shell:pages.mainInfo') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/setting-main-info$/);
  await expect(page.getByText('merchant@demo.test')).toBeVisible();
});
