import { field, opsLogIn, opsOpenAs, settled, toast } from './support/app';
import { unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

/** The staff admin screen (decision 028): an admin adds a member, who is out at once when deactivated. */
test.describe('staff admin', () => {
  test.describe.configure({ timeout: 180_000 });

  test('an admin adds a member (a taken email is refused on its field) and deactivates them', async ({
    page,
    browser,
  }) => {
    await opsOpenAs(page, 'admin@demo.test', '/ops/staff');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await settled(page);
    await page.getByRole('button', { name: 'English' }).click();
    await settled(page);

    const name = unique('Agent');
    const email = `${name.replace(/\W+/g, '-').toLowerCase()}@demo.test`;
    const password = 'Agent#2026x';
    await page.getByRole('button', { name: t('en', 'ops-staff:actions.add') }).click();
    const dialog = page.getByRole('dialog');
    await field(dialog, t('en', 'ops-staff:fields.name')).fill(name);
    await field(dialog, t('en', 'ops-staff:fields.email')).fill('ops@demo.test');
    await field(dialog, t('en', 'ops-staff:fields.role')).selectOption('ops');
    await field(dialog, t('en', 'ops-staff:fields.password')).fill(password);
    await dialog.getByRole('button', { name: t('en', 'ops-staff:submit.add') }).click();
    await expect(dialog.getByText('This email is already used by another staff member')).toBeVisible();
    await field(dialog, t('en', 'ops-staff:fields.email')).fill(email);
    await dialog.getByRole('button', { name: t('en', 'ops-staff:submit.add') }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, t('en', 'ops-staff:done.add', { name }))).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText(t('en', 'ops-staff:state.active'));
    await expect(row).toContainText(t('en', 'ops-staff:never'));

    // The new member signs in elsewhere.
    const other = await browser.newContext();
    const member = await other.newPage();
    await opsLogIn(member, email, 'ar', password);
    await expect(member).toHaveURL(/\/ops$/);

    // Deactivated: their session is over on their next call.
    await page.getByRole('button', { name: t('en', 'ops-staff:actions.deactivateOf', { name }) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('en', 'ops-staff:actions.deactivate') })
      .click();
    await expect(toast(page, t('en', 'ops-staff:done.deactivated', { name }))).toBeVisible();
    await expect(row).toContainText(t('en', 'ops-staff:state.inactive'));
    // (The console's home makes no call; a desk does, and answers 401.)
    await member.goto('/ops/orders');
    await expect(member).toHaveURL(/\/ops\/login/, { timeout: 30_000 });
    await other.close();
  });
});
