import { translate } from '@courier/contracts';
import { field, goInApp, openAs, opsOpenAs, settled, toast } from './support/app';
import { createOrder, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { catalogText, t } from './support/texts';

/**
 * Decision 078 (issue 41.4): the follow-up mobile on the order form (optional, must start with 0, shown
 * on the details) and the return value on the return request (required, the money rule, shown to staff
 * on the requests queue), in both languages.
 */
const merchant = 'merchant@demo.test';

for (const lang of ['ar', 'en'] as const) {
  test(`the follow-up mobile and the return value, from the forms to the details and the desk (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await openAs(page, merchant, '/addOrder', { lang });
    await settled(page);
    await field(page, t(lang, 'orders:fields.receiver')).fill(unique('متابعة'));
    await field(page, t(lang, 'orders:fields.phone1')).fill('01234567890');
    await field(page, t(lang, 'orders:fields.government')).selectOption({ index: 1 });
    const area = field(page, t(lang, 'orders:fields.area'));
    await expect(area.locator('option')).not.toHaveCount(1);
    await area.selectOption({ index: 1 });
    await field(page, t(lang, 'orders:fields.address')).fill('12 شارع الهرم، الجيزة');
    await field(page, t(lang, 'orders:fields.content')).fill('أدوات مطبخ');
    await field(page, t(lang, 'orders:fields.amount')).fill('500');
    const followUp = field(page, t(lang, 'orders:fields.followUpMobile'));
    await followUp.fill('11012345678');
    await page.getByRole('button', { name: t(lang, 'orders:form.submitAdd') }).click();
    await expect(page.getByText(await catalogText(lang, 'validation.mobileStartZero'))).toBeVisible();
    await followUp.fill('01112345678');
    await page.getByRole('button', { name: t(lang, 'orders:form.submitAdd') }).click();
    await expect(toast(page, t(lang, 'orders:toasts.added'))).toBeVisible();
    await expect(page).toHaveURL(/\/OrderDetails\/\d+$/);
    await settled(page);
    await expect(page.getByText(t(lang, 'orders:fields.followUpMobile'), { exact: true })).toBeVisible();
    await expect(page.getByText('01112345678', { exact: true })).toBeVisible();

    // The return request asks for its value: required, at most 2 decimals, then it goes to the desk.
    const { code } = await createOrder(request, merchant, unique('مرتجع'), { sent: true });
    await goInApp(page, `/OrderDetails/${code}`);
    await settled(page);
    await page.getByRole('button', { name: await catalogText(lang, 'orderAction.return_on_sender') }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'orders:actions.returnOnSender.title') });
    const submit = dialog.getByRole('button', { name: t(lang, 'orders:actions.returnOnSender.submit') });
    await submit.click();
    await expect(dialog.getByText(await catalogText(lang, 'validation.required'))).toBeVisible();
    const value = field(dialog, t(lang, 'orders:actions.returnOnSender.returnValue'));
    await value.fill('12.345');
    await submit.click();
    await expect(dialog.getByText(await catalogText(lang, 'validation.moneyDecimals'))).toBeVisible();
    await value.fill('1455.5');
    await submit.click();
    await expect(toast(page, t(lang, 'orders:toasts.statusChanged'))).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await opsOpenAs(page, 'ops@demo.test', '/ops/requests?perPage=100', { lang });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await settled(page);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(
      row.getByText(translate('opsOrders.request.returnValue', lang, { amount: '1455.5' })),
    ).toBeVisible();
  });
}
