import { field, openAs, opsOpenAs, settled, toast } from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

/**
 * Decision 020's amendment: staff enter an international shipment and an event on /ops/tracking; the
 * merchant's international search finds it at once and shows the event on its timeline.
 */
test.describe('international tracking desk', () => {
  test.describe.configure({ timeout: 180_000 });

  test('staff add a shipment with an event; the merchant searches its code and sees the timeline', async ({
    page,
    browser,
    baseURL,
  }) => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await opsOpenAs(page, 'ops@demo.test', '/ops/tracking');
    await expect(page.getByRole('heading', { level: 1, name: t('ar', 'ops:pages.tracking') })).toBeVisible({
      timeout: 60_000,
    });
    await settled(page);

    // The shipment: a short code is refused on its field, then the real one lands on the shipment's page.
    await page.getByRole('button', { name: t('ar', 'ops-tracking:actions.add') }).click();
    const dialog = page.getByRole('dialog', { name: t('ar', 'ops-tracking:titles.add') });
    await field(dialog, t('ar', 'ops-tracking:fields.code')).fill('ab');
    await field(dialog, t('ar', 'ops-tracking:fields.carrier')).fill('Aramex');
    await field(dialog, t('ar', 'ops-tracking:fields.status')).fill('InTransit');
    await field(dialog, t('ar', 'ops-tracking:fields.origin')).fill('AE');
    await dialog.getByRole('button', { name: t('ar', 'ops-tracking:actions.add') }).click();
    await expect(dialog.getByText('كود التتبع 5 أحرف على الأقل')).toBeVisible();
    await field(dialog, t('ar', 'ops-tracking:fields.code')).fill(code.toLowerCase());
    await dialog.getByRole('button', { name: t('ar', 'ops-tracking:actions.add') }).click();
    await expect(toast(page, t('ar', 'ops-tracking:done.added', { code }))).toBeVisible();
    await expect(page).toHaveURL(/\/ops\/tracking\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();

    // One event, in both languages.
    await page.getByRole('button', { name: t('ar', 'ops-tracking:actions.addEvent') }).click();
    const eventDialog = page.getByRole('dialog', { name: t('ar', 'ops-tracking:titles.addEvent', { code }) });
    await field(eventDialog, t('ar', 'ops-tracking:events.time')).fill('2026-11-20T10:30');
    await field(eventDialog, t('ar', 'ops-tracking:events.status')).fill('InTransit');
    await field(eventDialog, t('ar', 'ops-tracking:events.description_ar')).fill('وصلت الشحنة إلى دبي');
    await field(eventDialog, t('ar', 'ops-tracking:events.description_en')).fill('Arrived in Dubai');
    await field(eventDialog, t('ar', 'ops-tracking:events.location')).fill('Dubai');
    await eventDialog.getByRole('button', { name: t('ar', 'ops-tracking:actions.addEvent') }).click();
    await expect(toast(page, t('ar', 'ops-tracking:done.eventAdded', { code }))).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'وصلت الشحنة إلى دبي' })).toBeVisible();

    // The list finds it by a part of its code.
    await page.goto(`/ops/tracking?search=${code.slice(4)}`);
    await expect(page.getByRole('link', { name: code })).toBeVisible();

    // The merchant, in its own browser: the timeline shows the staff's event.
    const merchant = await browser.newContext({ baseURL });
    const merchantPage = await merchant.newPage();
    await openAs(merchantPage, 'merchant@demo.test', '/international-tracking');
    await field(merchantPage, t('ar', 'tracking:search.label')).fill(code);
    await merchantPage.getByRole('button', { name: t('ar', 'tracking:search.submit') }).click();
    await expect(merchantPage.getByRole('heading', { name: code })).toBeVisible();
    await expect(merchantPage.getByText('وصلت الشحنة إلى دبي')).toBeVisible();
    await expect(merchantPage.getByText('Aramex')).toBeVisible();
    await merchant.close();
  });
});
