import { field, goInApp, openAs, settled, toast } from './support/app';
import { createOrder, daysFromNow, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { catalogText, t } from './support/texts';

const merchant = 'merchant@demo.test';

test.describe('orders', () => {
  test('add, list, send, find, open, delay and edit an order (Arabic)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const other = await createOrder(request, merchant, unique('عميل البحث'));
    // Any page of the app has the side navigation the journey starts from.
    await openAs(page, merchant, '/setting');

    // Add an order: government → area cascade, the shipping cost, then its details page.
    await page.getByRole('button', { name: t('ar', 'shell:pages.orders') }).click();
    await page.getByRole('link', { name: t('ar', 'shell:pages.addOrder'), exact: true }).click();
    await expect(page).toHaveURL(/\/addOrder$/);
    await settled(page);
    await page.getByRole('button', { name: t('ar', 'orders:form.submitAdd') }).click();
    await expect(page.getByText(await catalogText('ar', 'validation.required')).first()).toBeVisible();

    const receiver = `سلمى عادل ${Date.now() % 100_000}`;
    await field(page, t('ar', 'orders:fields.receiver')).fill(receiver);
    await field(page, t('ar', 'orders:fields.phone1')).fill('01234567890');
    await field(page, t('ar', 'orders:fields.government')).selectOption({ label: 'الجيزة' });
    const area = field(page, t('ar', 'orders:fields.area'));
    await expect(area).toBeEnabled();
    await expect(area.locator('option')).not.toHaveCount(1);
    await area.selectOption({ index: 1 });
    await field(page, t('ar', 'orders:fields.address')).fill('12 شارع الهرم، الجيزة');
    await field(page, t('ar', 'orders:fields.content')).fill('أدوات مطبخ');
    await field(page, t('ar', 'orders:fields.amount')).fill('500');
    await expect(page.getByText(t('ar', 'orders:form.shippingCost', { cost: '45.00 ج.م' }))).toBeVisible();
    await page.getByRole('button', { name: t('ar', 'orders:form.submitAdd') }).click();
    await expect(toast(page, t('ar', 'orders:toasts.added'))).toBeVisible();
    await expect(page).toHaveURL(/\/OrderDetails\/\d+$/);
    const code = page.url().split('/').pop()!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('ar', 'orders:details.title', { code }),
    );

    // It is in Saved; sending it takes it off the list, and it is in Sent.
    await goInApp(page, `/SavedOrder?code=${code}`);
    await settled(page);
    await expect(page.getByRole('link', { name: code })).toBeVisible();
    await page.getByRole('button', { name: t('ar', 'orders:actions.menu', { code }) }).click();
    await page.getByRole('menuitem', { name: await catalogText('ar', 'orderAction.send') }).click();
    await expect(toast(page, t('ar', 'orders:toasts.statusChanged'))).toBeVisible();
    await expect(page.getByRole('link', { name: code })).toHaveCount(0);
    await expect(page.getByText(t('ar', 'orders:table.noMatch'))).toBeVisible();
    await goInApp(page, `/SentOrder?code=${code}`);
    await settled(page);
    await expect(page.getByRole('link', { name: code })).toBeVisible();

    // Quick search: several codes at once, the unknown one listed.
    await goInApp(page, '/order/search');
    await settled(page);
    await field(page, t('ar', 'orders:search.codes')).fill(`${code}, NOPE-404\n${other.code}`);
    await page.getByRole('button', { name: t('ar', 'orders:search.submit') }).click();
    await expect(toast(page, t('ar', 'orders:toasts.searched'))).toBeVisible();
    await expect(page.getByRole('link', { name: code })).toBeVisible();
    await expect(page.getByText(t('ar', 'orders:search.notFound', { missing: 1 }))).toBeVisible();
    await expect(page.getByText('NOPE-404')).toBeVisible();
    await settled(page);

    // Advanced search by code and status; the results URL holds the criteria (reloadable). A page load
    // here: the quick search's "searched" toast would still be up beside the advanced search's own.
    await page.goto('/AdvancedSearch');
    await settled(page);
    await field(page, t('ar', 'orders:fields.code')).fill(code);
    await field(page, t('ar', 'orders:fields.status')).selectOption({
      label: await catalogText('ar', 'orderStatus.sent'),
    });
    await page.getByRole('button', { name: t('ar', 'orders:advanced.submit') }).click();
    await expect(toast(page, t('ar', 'orders:toasts.searched'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/ResultAdvancedSearch\\?.*code=${code}`));
    await page.reload();
    await settled(page);
    await expect(page.getByRole('link', { name: code })).toBeVisible();

    // Details, then the log.
    await page.getByRole('link', { name: code }).click();
    await expect(page).toHaveURL(new RegExp(`/OrderDetails/${code}$`));
    await settled(page);
    await expect(page.getByText(receiver).first()).toBeVisible();
    await page.getByRole('link', { name: t('ar', 'orders:details.viewLog') }).click();
    await expect(page).toHaveURL(new RegExp(`/Log/${code}/1$`));
    await settled(page);
    await expect(page.getByRole('cell', { name: t('ar', 'orders:log.actions.create') })).toBeVisible();
    await expect(page.getByRole('cell', { name: await catalogText('ar', 'orderAction.send') })).toBeVisible();

    // Delay request: the date is required first, then it goes through and shows in the delay log.
    await page.getByRole('link', { name: t('ar', 'orders:log.backToDetails') }).click();
    await page.getByRole('button', { name: await catalogText('ar', 'orderAction.delay') }).click();
    const dialog = page.getByRole('dialog', { name: t('ar', 'orders:actions.delay.title') });
    await dialog.getByRole('button', { name: t('ar', 'orders:actions.delay.submit') }).click();
    await expect(dialog.getByText(await catalogText('ar', 'validation.delayDateRequired'))).toBeVisible();
    const delayDate = daysFromNow(3);
    await dialog.getByLabel(t('ar', 'orders:actions.delay.date')).fill(delayDate);
    await dialog.getByRole('button', { name: t('ar', 'orders:actions.delay.submit') }).click();
    await expect(toast(page, t('ar', 'orders:toasts.statusChanged'))).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const delayLog = page.getByRole('table', { name: t('ar', 'orders:delayLog.title') });
    await expect(delayLog.getByRole('row')).toHaveCount(2);
    await expect(
      page.getByText(await catalogText('ar', 'orderStatus.delayed'), { exact: true }),
    ).toBeVisible();

    // Edit: filled in; a delayed order's amount is locked with its reason.
    await page.getByRole('link', { name: await catalogText('ar', 'orderAction.edit') }).click();
    await expect(page).toHaveURL(new RegExp(`/editOrder/${code}$`));
    await settled(page);
    const receiverField = field(page, t('ar', 'orders:fields.receiver'));
    await expect(receiverField).toHaveValue(receiver);
    await expect(field(page, t('ar', 'orders:fields.amount'))).toBeDisabled();
    await expect(page.getByText(await catalogText('ar', 'errors.AMOUNT_NOT_EDITABLE'))).toBeVisible();
    await receiverField.fill(`${receiver} محمود`);
    await page.getByRole('button', { name: t('ar', 'orders:form.submitEdit') }).click();
    await expect(toast(page, t('ar', 'orders:toasts.modified'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/OrderDetails/${code}$`));
    await expect(page.getByText(`${receiver} محمود`).first()).toBeVisible();
  });

  test('an order’s id in its URL leads to the same page under its code; a code leads to its chat (issue 41.3)', async ({
    page,
    request,
  }) => {
    const order = await createOrder(request, merchant, unique('عميل الرابط'));
    await openAs(page, merchant, `/OrderDetails/${order.id}`);
    await expect(page).toHaveURL(new RegExp(`/OrderDetails/${order.code}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(order.code));
    await page.goto(`/Log/${order.id}/1`);
    await expect(page).toHaveURL(new RegExp(`/Log/${order.code}/1$`));
    await page.goto(`/apps/chat/${order.code}`);
    await expect(page).toHaveURL(new RegExp(`/apps/chat/${order.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('ar', 'chat:thread.title.order', { code: order.code }),
    );
  });

  test('bulk send from Saved with the selection toolbar', async ({ page, request }) => {
    const group = unique('عميل الإرسال الجماعي');
    const { code: first } = await createOrder(request, merchant, `${group} أ`);
    const { code: second } = await createOrder(request, merchant, `${group} ب`);
    await openAs(page, merchant, `/SavedOrder?receiver=${group}`);
    await expect(page.getByRole('link', { name: first })).toBeVisible();
    await page.getByRole('checkbox', { name: t('ar', 'orders:table.selectOrder', { code: first }) }).check();
    await page.getByRole('checkbox', { name: t('ar', 'orders:table.selectOrder', { code: second }) }).check();
    const toolbar = page.getByRole('region', { name: t('ar', 'common:table.selection') });
    await expect(toolbar.getByRole('link', { name: t('ar', 'orders:bulk.print') })).toHaveAttribute(
      'href',
      /\/printOrder\/\?ids=\d+,\d+$/,
    );
    await toolbar.getByRole('button', { name: t('ar', 'orders:bulk.send', { sendable: 2 }) }).click();
    await expect(toast(page, t('ar', 'orders:bulk.summary_two', { sent: 2, count: 2 }))).toBeVisible();
    await expect(page.getByText(t('ar', 'orders:table.noMatch'))).toBeVisible();
  });

  test('a sub-user does not see archive; the main account does', async ({ page, browser, request }) => {
    await createOrder(request, merchant, unique('عميل الأرشفة'));
    await openAs(page, 'employee@demo.test', '/SavedOrder');
    const firstMenu = page.getByRole('button', {
      name: new RegExp(t('ar', 'orders:actions.menu', { code: '' })),
    });
    await firstMenu.first().click();
    await expect(
      page.getByRole('menuitem', { name: await catalogText('ar', 'orderAction.send') }),
    ).toBeVisible();
    await expect(
      page.getByRole('menuitem', { name: await catalogText('ar', 'orderAction.archive') }),
    ).toHaveCount(0);

    const admin = await (await browser.newContext()).newPage();
    await openAs(admin, merchant, '/SavedOrder');
    await admin
      .getByRole('button', { name: new RegExp(t('ar', 'orders:actions.menu', { code: '' })) })
      .first()
      .click();
    await expect(
      admin.getByRole('menuitem', { name: await catalogText('ar', 'orderAction.archive') }),
    ).toBeVisible();
    await admin.context().close();
  });

  test('a suspended client is told the account is suspended on the order pages', async ({ page }) => {
    const suspended = await catalogText('ar', 'errors.ACCOUNT_SUSPENDED');
    const paths = ['/SavedOrder', '/addOrder', '/order/search?codes=NOPE-404'];
    await openAs(page, 'frozen@demo.test', paths[0]!);
    for (const [i, path] of paths.entries()) {
      if (i > 0) await goInApp(page, path);
      await expect(page.getByRole('alert').filter({ hasText: suspended })).toBeVisible();
      await expect(page.getByText(t('ar', 'orders:suspendedHint'))).toBeVisible();
    }
  });

  test('the lists, the form and the details in English', async ({ page, request }) => {
    const { code } = await createOrder(request, merchant, unique('عميل الإنجليزية'));
    await openAs(page, merchant, '/SavedOrder', { lang: 'en' });
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'shell:pages.savedOrders'));
    await expect(page.getByRole('columnheader', { name: t('en', 'orders:fields.receiver') })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(String(code)) })).toBeVisible();
    await goInApp(page, '/addOrder');
    await settled(page);
    await page.getByRole('button', { name: t('en', 'orders:form.submitAdd') }).click();
    await expect(page.getByText(await catalogText('en', 'validation.required')).first()).toBeVisible();
    await goInApp(page, `/OrderDetails/${code}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('en', 'orders:details.title', { code }),
    );
  });
});
