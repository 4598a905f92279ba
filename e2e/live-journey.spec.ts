import { translate, type Language } from '@courier/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { field, openAs, opsOpenAs, sessionFor, settled, switchLanguage, toast } from './support/app';
import { createOrder, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

/**
 * The courier-to-merchant live journey (issue 7): staff in one browser (Arabic) move a merchant's order
 * through underway → with_captain → given and then supply it; the merchant, in another browser (English)
 * with the portal open, sees each step arrive without reloading: the bell, a toast, the delivered list,
 * the balance up by the order's amount and down by the supply, and the supply in their statements.
 */
const merchant = 'merchant@demo.test';
const orderAmount = 300; // support/data.ts createOrder's collectedAmount

async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/client/balance', { headers: { authorization: `Bearer ${token}` } });
  return Number(((await res.json()) as { total_balance: string }).total_balance);
}

/**
 * The "Total balance" figure's exact amount as the page shows it: "Owed EGP 7,155.00, arriving on 9 Dec
 * 2026" while something is owed (decision 052's payout date), else "Exactly EGP 0.00".
 */
const balanceFigure = (page: Page) =>
  page.getByRole('region', { name: t('en', 'dashboard:balance.total') }).getByText(/^(Exactly|Owed) /);

/** What a freshly loaded /Home shows for the balance now (another tab of the same browser). */
async function freshBalanceText(page: Page): Promise<string> {
  const other = await page.context().newPage();
  await other.goto('/Home');
  await settled(other);
  const text = await balanceFigure(other).innerText();
  await other.close();
  return text;
}

const moved = (lang: Language, code: string, status: string) =>
  translate('opsOrders.notify.status', lang, { code, status: translate(`orderStatus.${status}`, lang) });

test.describe('live journey', () => {
  test.describe.configure({ timeout: 300_000 });

  test('staff move and supply an order; the open portal follows without a reload', async ({
    page,
    request,
    browser,
  }) => {
    const session = await sessionFor(request, merchant);
    const headers = { authorization: `Bearer ${session.access_token}` };
    await request.post('/api/client/notification/read-all', { headers, data: {} });
    const { code } = await createOrder(request, merchant, unique('عميل مباشر'), { sent: true });
    const before = await balanceOf(request, session.access_token);

    // The merchant, in English, on the home page with its balance.
    const merchantContext = await browser.newContext();
    const home = await merchantContext.newPage();
    await openAs(home, merchant, '/Home');
    await expect(home).toHaveURL(/\/Home$/, { timeout: 30_000 });
    await switchLanguage(home, 'en');
    await settled(home);
    const shownBefore = await balanceFigure(home).innerText();
    // Nothing below reloads this page: each check reads it as it stands.
    let reloaded = false;
    home.on('load', () => (reloaded = true));

    // The desk, in Arabic.
    await opsOpenAs(page, 'ops@demo.test', `/ops/orders?code=${code}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await settled(page);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText(translate('orderStatus.sent', 'ar'));

    const steps = ['underway', 'with_captain', 'given'] as const;
    for (const [i, to] of steps.entries()) {
      await page.getByRole('checkbox', { name: t('ar', 'ops-orders:orders.selectRow', { code }) }).check();
      await page
        .getByRole('button', { name: t('ar', 'ops-orders:orders.moveSelected', { count: 1 }) })
        .click();
      const dialog = page.getByRole('dialog');
      await field(dialog, t('ar', 'ops-orders:moveDialog.status')).selectOption({
        label: translate(`orderStatus.${to}`, 'ar'),
      });
      if (to === 'with_captain') await dialog.getByLabel(/^الكابتن( \*)?$/).selectOption({ index: 1 });
      await dialog.getByRole('button', { name: t('ar', 'ops-orders:moveDialog.submit') }).click();
      await expect(dialog).toBeHidden();
      await expect(row).toContainText(translate(`orderStatus.${to}`, 'ar'));

      // The merchant's page: the bell counts it, a toast tells it.
      await expect(
        home.getByRole('button', { name: t('en', 'notifications:bell.labelUnread', { count: i + 1 }) }),
      ).toBeVisible();
      await expect(toast(home, moved('en', code, to))).toBeVisible();
    }

    // Delivered: the balance is up by the order's net amount, on the open page too.
    const afterGiven = await balanceOf(request, session.access_token);
    // (What the courier holds for the merchant: the collected amount less the order's shipping fee.)
    expect(afterGiven - before).toBeGreaterThan(0);
    expect(afterGiven - before).toBeLessThanOrEqual(orderAmount);
    const shownGiven = await freshBalanceText(home);
    expect(shownGiven).not.toBe(shownBefore);
    await expect(balanceFigure(home)).toHaveText(shownGiven);
    // …and the order is on the delivered list (client-side navigation, no reload).
    await home.locator('#main-content a[href^="/GivenOrder"]').first().click();
    await expect(home).toHaveURL(/\/GivenOrder/);
    await settled(home);
    await expect(home.getByRole('row').filter({ hasText: code })).toBeVisible();
    await home.goBack();
    await expect(home).toHaveURL(/\/Home$/);

    // The desk supplies that order: the balance goes down, the statement lists it.
    await page.goto('/ops/supplies');
    await settled(page);
    await page.getByRole('combobox', { name: t('ar', 'ops-supplies:client') }).click();
    await page.getByRole('option', { name: session.client_name }).first().click();
    const owed = page.getByRole('table', { name: t('ar', 'ops-supplies:owedCaption') });
    await owed.getByRole('checkbox', { name: t('ar', 'ops-supplies:selectOrder', { code }) }).check();
    await page.getByRole('button', { name: t('ar', 'ops-supplies:supplySelected', { count: 1 }) }).click();
    const dialog = page.getByRole('dialog', { name: t('ar', 'ops-supplies:dialog.title') });
    await dialog.getByText(t('ar', 'ops-supplies:methods.cash')).click();
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/api/ops/supplies') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: t('ar', 'ops-supplies:dialog.submit') }).click();
    const supply = ((await (await answered).json()) as { feed: { id: number } }).feed;

    await expect(home.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toHaveAccessibleName(
      t('en', 'notifications:bell.labelUnread', { count: steps.length + 1 }),
    );
    const afterSupply = await balanceOf(request, session.access_token);
    expect(afterSupply).toBeLessThan(afterGiven);
    const shownSupplied = await freshBalanceText(home);
    await expect(balanceFigure(home)).toHaveText(shownSupplied);
    await home.getByRole('link', { name: t('en', 'dashboard:balance.statements') }).click();
    await expect(home).toHaveURL(/\/supplies$/);
    await expect(
      home.getByRole('link', { name: t('en', 'supplies:openLabel', { id: supply.id }) }),
    ).toBeVisible();
    expect(reloaded).toBe(false);
    await merchantContext.close();
  });
});
