import { openAs, opsOpenAs, sessionFor, settled, switchLanguage } from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

/** Issue 7 §4: staff supply a merchant's delivered orders at the ops desk; the merchant reads the statement. */
test.describe('supplies', () => {
  test('a supply in the console, then the merchant’s statement shows it', async ({
    browser,
    page,
    request,
  }) => {
    const { client_name } = await sessionFor(request, 'merchant@demo.test');
    await opsOpenAs(page, 'ops@demo.test', '/ops');
    await expect(page).toHaveURL(/\/ops$/);
    await page
      .getByRole('link', { name: t('ar', 'ops:pages.supplies') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/ops\/supplies/);
    await settled(page);

    // Pick the demo merchant; its delivered orders not yet supplied are listed.
    await page.getByRole('combobox', { name: t('ar', 'ops-supplies:client') }).click();
    await page.getByRole('option', { name: client_name }).first().click();
    const owed = page.getByRole('table', { name: t('ar', 'ops-supplies:owedCaption') });
    await expect(owed.getByRole('row').nth(1)).toBeVisible();
    const code = (await owed.getByRole('rowheader').last().innerText()).trim();

    // Settle that one order by bank transfer.
    await owed.getByRole('checkbox', { name: t('ar', 'ops-supplies:selectOrder', { code }) }).check();
    await page.getByRole('button', { name: t('ar', 'ops-supplies:supplySelected', { count: 1 }) }).click();
    const dialog = page.getByRole('dialog', { name: t('ar', 'ops-supplies:dialog.title') });
    await dialog.getByText(t('ar', 'ops-supplies:methods.bank_transfer')).click();
    await dialog.getByLabel(t('ar', 'ops-supplies:dialog.reference')).fill('TRX-E2E-1');
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/ops/supplies') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: t('ar', 'ops-supplies:dialog.submit') }).click();
    const made = (await (await answered).json()) as {
      feed: { id: number; amount: string; orders: string[] };
    };
    expect(made.feed.orders).toEqual([code]);
    await expect(owed.getByRole('rowheader', { name: code, exact: true })).toHaveCount(0);
    const history = page.getByRole('table', { name: t('ar', 'ops-supplies:historyCaption') });
    await expect(history.getByRole('rowheader', { name: String(made.feed.id), exact: true })).toBeVisible();

    // The merchant, in its own browser context: /Home links to the statements, which show the supply.
    const merchant = await browser.newContext();
    const mPage = await merchant.newPage();
    await openAs(mPage, 'merchant@demo.test', '/Home');
    await mPage.getByRole('link', { name: t('ar', 'dashboard:balance.statements') }).click();
    await expect(mPage).toHaveURL(/\/supplies$/);
    await mPage.getByRole('link', { name: t('ar', 'supplies:openLabel', { id: made.feed.id }) }).click();
    await expect(mPage).toHaveURL(new RegExp(`/supplies/${made.feed.id}$`));
    await expect(mPage.getByRole('heading', { level: 1 })).toHaveText(
      t('ar', 'supplies:detailsTitle', { id: made.feed.id }),
    );
    const lines = mPage.getByRole('table', { name: t('ar', 'supplies:ordersCaption') });
    await expect(lines.getByRole('rowheader', { name: code })).toBeVisible();
    await expect(mPage.getByText('TRX-E2E-1')).toBeVisible();
    await switchLanguage(mPage, 'en');
    await expect(mPage.getByRole('heading', { level: 1 })).toHaveText(
      t('en', 'supplies:detailsTitle', { id: made.feed.id }),
    );
    await expect(mPage.getByRole('button', { name: t('en', 'supplies:export') })).toBeVisible();
    await merchant.close();
  });
});

// Issue 35 and 41.13: the lists where the merchant looks for money say what each order means for the
// cash, and supplied and returned orders have lists of their own, reached from the orders' navigation.
for (const lang of ['ar', 'en'] as const) {
  test(`each delivered order says when its cash arrives; supplied and returned orders are listed (${lang})`, async ({
    page,
  }) => {
    await openAs(page, 'merchant@demo.test', '/GivenOrder', { lang });
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: t(lang, 'orders:fields.payout') })).toBeVisible();
    const arrives = new RegExp(
      `${t(lang, 'orders:payout.arrives', { day: 'DAY' }).replace('DAY', '.+')}|${t(lang, 'orders:payout.nextSupply')}`,
    );
    await expect(table.getByRole('cell', { name: arrives }).first()).toBeVisible();

    await page.getByRole('link', { name: t(lang, 'shell:pages.suppliedOrders') }).click();
    await expect(page).toHaveURL(/\/SuppliedOrder$/);
    await expect(
      page.getByRole('heading', { level: 1, name: t(lang, 'shell:pages.suppliedOrders') }),
    ).toBeVisible();
    const paid = t(lang, 'orders:payout.paid', { amount: 'A', day: 'D' }).split('A')[0]!.trim();
    await expect(page.getByRole('cell', { name: new RegExp(paid) }).first()).toBeVisible();

    await page.getByRole('link', { name: t(lang, 'shell:pages.returnedOrders') }).click();
    await expect(page).toHaveURL(/\/ReturnedOrder$/);
    await expect(
      page.getByRole('heading', { level: 1, name: t(lang, 'shell:pages.returnedOrders') }),
    ).toBeVisible();
  });
}
