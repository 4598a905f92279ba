import { formatMoney } from '@courier/contracts';
import { formatAmountShort, formatCount, formatDay, formatWeekday } from '../apps/web/src/lib/format';
import { docScreenshot, openAs, sessionFor, settled, switchLanguage } from './support/app';
import { expect, test } from './support/fixtures';
import { catalogText, t } from './support/texts';

/**
 * `/Home`, the dashboard (spec §2, §3 Balance, §9): its figures are the API's (`GET balance`, `GET chart`,
 * read here with the same session), numbers above 999 read "1.2k", times are 12-hour with the right
 * AM/PM, and the English page too. The suspended client sees 'account suspended' and no figures.
 */
interface Balance {
  next_supply: string | null;
  total_supplied_balance: string;
  payout_date: string | null;
  total_balance: string;
}
interface Chart {
  feed: {
    delivered_per_day: { day: string; count: number }[];
    orders_per_status: { status: number; count: number }[];
  };
}

const statusNames = [
  'saved',
  'sent',
  'underway',
  'with_captain',
  'with_company',
  'returned',
  'given',
  'wallet',
  'deleted',
  'resent',
  'missing_return',
  'expired_return',
  'delayed',
  'uncompleted',
];
const listOf: Record<string, string> = {
  saved: '/SavedOrder',
  sent: '/SentOrder',
  underway: '/UnderwayOrder',
  with_captain: '/WithCaptain',
  delayed: '/DelayOrder',
  given: '/GivenOrder',
  uncompleted: '/UncompletedOrder',
  wallet: '/SuppliedOrder',
  returned: '/ReturnedOrder',
};

test.describe('dashboard', () => {
  test('the figures match the API: balance, next supply, orders per status and the 30-day chart', async ({
    page,
    request,
  }, testInfo) => {
    const { access_token } = await sessionFor(request, 'merchant@demo.test');
    const headers = { authorization: `Bearer ${access_token}` };
    const balance = (await (await request.get('/api/client/balance', { headers })).json()) as Balance;
    const chart = ((await (await request.get('/api/client/chart', { headers })).json()) as Chart).feed;

    await openAs(page, 'merchant@demo.test', '/Home');
    await expect(page).toHaveURL(/\/Home$/);
    await expect(
      page.getByRole('heading', { level: 2, name: t('ar', 'dashboard:balance.title') }),
    ).toBeVisible();

    const money = (amount: string) => t('ar', 'dashboard:money', { amount });
    const figure = (label: string) => page.getByRole('region', { name: label, exact: true });
    const total = figure(t('ar', 'dashboard:balance.total'));
    await expect(total).toContainText(money(formatAmountShort(balance.total_balance)));
    // Owed cash names the day it arrives (decision 052); otherwise the exact figure.
    const exact = money(formatMoney(balance.total_balance));
    await expect(total).toContainText(
      balance.payout_date
        ? t('ar', 'dashboard:balance.arriving', { amount: exact, day: formatDay(balance.payout_date, 'ar') })
        : t('ar', 'dashboard:balance.exact', { amount: exact }),
    );
    const supplied = figure(t('ar', 'dashboard:balance.supplied'));
    await expect(supplied).toContainText(money(formatAmountShort(balance.total_supplied_balance)));
    await expect(supplied).toContainText(
      t('ar', 'dashboard:balance.exact', { amount: money(formatMoney(balance.total_supplied_balance)) }),
    );
    // The demo balances are above 999: shown as one decimal and k (spec §9).
    expect(Number(balance.total_balance)).toBeGreaterThan(999);
    await expect(total).toContainText(/\d+\.\dk/);
    const next = figure(t('ar', 'dashboard:balance.nextSupply'));
    if (balance.next_supply) {
      await expect(next).toContainText(formatDay(balance.next_supply, 'ar'));
      await expect(next).toContainText(formatWeekday(balance.next_supply, 'ar'));
    } else {
      await expect(next).toContainText(t('ar', 'dashboard:balance.noSupply'));
    }

    // "Updated at" in 12-hour form with the right mark for the browser's own clock.
    const period = await page.evaluate(() => (new Date().getHours() < 12 ? 'ص' : 'م'));
    await expect(page.getByText(new RegExp(`^آخر تحديث \\d{1,2}:\\d{2} ${period}$`))).toBeVisible();

    // Orders per status: all 14, each with the API's count, linking to its list or to the search.
    const tiles = page.getByRole('region', { name: t('ar', 'dashboard:statuses.title') }).getByRole('link');
    await expect(tiles).toHaveCount(14);
    for (const [i, name] of statusNames.entries()) {
      const count = chart.orders_per_status.find((s) => s.status === i + 1)?.count ?? 0;
      const tile = tiles.filter({
        has: page.getByText(await catalogText('ar', `orderStatus.${name}`), { exact: true }),
      });
      await expect(tile).toContainText(formatCount(count));
      await expect(tile).toHaveAttribute('href', listOf[name] ?? `/ResultAdvancedSearch?status=${i + 1}`);
    }

    // The chart: 30 bars, and every day's value in the table screen readers get.
    await expect(
      page.getByRole('img', { name: t('ar', 'dashboard:chart.title_many', { count: 30 }) }),
    ).toBeVisible();
    await expect(page.locator('svg rect')).toHaveCount(chart.delivered_per_day.length);
    const table = page.getByRole('table', { name: t('ar', 'dashboard:chart.tableCaption') });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(chart.delivered_per_day.length);
    for (const [i, day] of chart.delivered_per_day.entries()) {
      await expect(rows.nth(i)).toHaveText(`${formatDay(day.day, 'ar')}${day.count}`);
    }
    const delivered = chart.delivered_per_day.reduce((n, d) => n + d.count, 0);
    await expect(
      page.getByText(
        delivered > 0
          ? new RegExp(`آخر 30 يومًا: ${formatCount(delivered)}\\.`)
          : t('ar', 'dashboard:chart.summaryNone_many', { count: 30 }),
      ),
    ).toBeVisible();

    // Shortcuts and videos.
    await expect(
      page.getByRole('link', { name: new RegExp(t('ar', 'shell:pages.addOrder')) }),
    ).toHaveAttribute('href', '/addOrder');
    await expect(
      page.getByRole('link', { name: new RegExp(t('ar', 'shell:pages.addMission')) }).first(),
    ).toHaveAttribute('href', '/addMission');
    await expect(
      page.getByRole('region', { name: t('ar', 'dashboard:videos.title') }).getByRole('link'),
    ).not.toHaveCount(0);
    // Screens built since the FAQ and videos were written are linked: support tickets.
    await expect(
      page
        .getByRole('region', { name: t('ar', 'dashboard:help.title') })
        .getByRole('link', { name: new RegExp(t('ar', 'shell:pages.tickets')) }),
    ).toHaveAttribute('href', '/tickets');

    await settled(page);
    await docScreenshot(page, testInfo, 'home-ar');

    // A status opens its list.
    await tiles
      .filter({ has: page.getByText(await catalogText('ar', 'orderStatus.saved'), { exact: true }) })
      .click();
    await expect(page).toHaveURL(/\/SavedOrder$/);
  });

  test('/Home at 360 px in English: AM/PM and short amounts', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await openAs(page, 'merchant@demo.test', '/Home');
    await expect(page).toHaveURL(/\/Home$/);
    await expect(
      page.getByRole('img', { name: t('ar', 'dashboard:chart.title_many', { count: 30 }) }),
    ).toBeVisible();
    await settled(page);

    await switchLanguage(page, 'en');
    await expect(
      page.getByRole('heading', { level: 2, name: t('en', 'dashboard:balance.title') }),
    ).toBeVisible();
    // Spec §9: in English the delivered-orders window is the last week (30 days in Arabic).
    await expect(
      page.getByRole('img', { name: t('en', 'dashboard:chart.title', { count: 7 }) }),
    ).toBeVisible();
    await expect(page.locator('svg rect')).toHaveCount(7);
    await expect(page.getByText(/^Updated at \d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
    await expect(page.getByText(/^EGP \d+\.\dk$/).first()).toBeVisible();
    await settled(page);
    await docScreenshot(page, testInfo, 'home-en-360');
  });

  test('a suspended client sees “account suspended”, no figures, and can still add a pickup', async ({
    page,
  }) => {
    await openAs(page, 'frozen@demo.test', '/Home');
    await expect(page).toHaveURL(/\/Home$/);
    await expect(
      page.getByRole('alert').filter({ hasText: await catalogText('ar', 'errors.ACCOUNT_SUSPENDED') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: t('ar', 'dashboard:balance.title') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(t('ar', 'shell:pages.addOrder')) })).toHaveCount(
      0,
    );
    await expect(
      page.getByRole('link', { name: new RegExp(t('ar', 'dashboard:shortcuts.addPickup')) }),
    ).toHaveAttribute('href', '/addMission');
    await settled(page);
  });
});
