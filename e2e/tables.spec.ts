import type { Page } from '@playwright/test';
import { docScreenshot, hasSidewaysScroll, opsSignIn, settled, signIn, storeLanguage } from './support/app';
import { createOrder, createTicket, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t, type Lang } from './support/texts';

/**
 * Issue 43, the table kit (decision 057): every client list and every desk list at 360, 768, 1280 and
 * 1440 px in both languages: cards below 576 px, a table from 576 (from 992 with select-all where the
 * list selects), no clipped column, no sideways scroll, long values whole on hover and focus. One test
 * per list; the viewport and the language change inside it.
 */

const widths = [360, 768, 1280, 1440] as const;

/** The longest values the rules allow: a 120-character receiver; a 20-digit amount (answered below). */
const longReceiver = unique('م'.repeat(100)).slice(0, 120);
const twentyDigits = '12345678901234567890.00';

interface List {
  path: string;
  as?: string;
  /** The list selects rows for bulk actions: select-all on the page from 992 px. */
  bulk?: boolean;
  /** Its first rows carry the long receiver and the 20-digit amount. */
  long?: boolean;
}

const clientLists: List[] = [
  { path: '/SavedOrder', bulk: true, long: true },
  { path: '/SentOrder', bulk: true },
  { path: '/ResultAdvancedSearch?status=1', long: true },
  { path: '/MissionDetails/34' },
  { path: '/Missions' },
  { path: '/Supplied', as: 'company@demo.test' },
  { path: '/tickets' },
  { path: '/setting-employee-accounts' },
  { path: '/locations' },
  { path: '/products' },
  { path: '/supplies' },
  { path: '/notifications' },
  { path: '/ClientCosts' },
];

const deskLists: List[] = [
  { path: '/ops/orders', bulk: true, long: true },
  { path: '/ops/requests' },
  { path: '/ops/supplies' },
  { path: '/ops/missions', bulk: true },
  { path: '/ops/clients' },
  { path: '/ops/tracking' },
  { path: '/ops/tickets' },
  { path: '/ops/staff' },
];

/** The lists' orders answer with the 20-digit amount on their first row. */
async function withTwentyDigitAmount(page: Page) {
  await page.route(
    (url) => /\/api\/(client\/order\/(SavedOrder|advanced-search-submit)|ops\/orders$)/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { feed: unknown };
      const feed = body.feed as { data?: unknown[] } | unknown[];
      const rows = (Array.isArray(feed) ? feed : feed.data) as { amount_to_be_collected?: string }[];
      if (rows[0]) rows[0].amount_to_be_collected = twentyDigits;
      await route.fulfill({ response, json: body });
    },
  );
}

/** What is cut on the page: a header, a badge, a table wider than its box, a cut value nobody can read. */
async function clippedThings(page: Page) {
  return page.evaluate(() => {
    const cut: string[] = [];
    const wider = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    for (const table of document.querySelectorAll('main table')) {
      const box = table.parentElement!;
      if (table.getBoundingClientRect().width > box.getBoundingClientRect().width + 1)
        cut.push('a table wider than its box');
    }
    for (const el of document.querySelectorAll('main th, main .mantine-Badge-label')) {
      if (wider(el) && !el.querySelector('[data-clip]') && !el.closest('[data-cut-value]'))
        cut.push(`header or badge: ${el.textContent}`);
    }
    // A value cut with an ellipsis is fine only when its cell shows it whole on hover (title) and focus.
    for (const el of document.querySelectorAll<HTMLElement>('main [data-clip]')) {
      if (wider(el) && !(el.title && el.hasAttribute('data-cut-value') && el.tabIndex === 0))
        cut.push(`a value cut silently: ${el.textContent}`);
    }
    return cut;
  });
}

/** A cut value's whole text: in its title (hover) and in the tooltip while it has the focus. */
async function expectWholeOnFocus(page: Page, text: string) {
  const cell = page
    .locator('main [data-cut-value]')
    .filter({ hasText: text.slice(0, 20) })
    .first();
  await expect(cell).toHaveAttribute('title', text);
  await cell.focus();
  await expect(page.getByRole('tooltip')).toHaveText(text);
  await cell.blur();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
}

async function checkWidths(page: Page, list: List, lang: Lang) {
  for (const width of widths) {
    await test.step(`${list.path} at ${width} px (${lang})`, async () => {
      await page.setViewportSize({ width, height: 800 });
      await settled(page);
      expect(await hasSidewaysScroll(page), 'sideways scroll').toBe(false);
      const main = page.locator('main');
      const hasRows = (await main.locator('table tbody tr, ul > li').count()) > 0;
      if (width < 576) {
        await expect(main.locator('table')).toHaveCount(0);
        if (hasRows) await expect(main.locator('li').first()).toBeVisible();
      } else if (hasRows) {
        await expect(main.locator('table').first()).toBeVisible();
      }
      // Polled: the kit fits its columns to the box through a resize observer, a frame or more after the
      // viewport changed (on a busy machine /ops/requests was once measured in that frame); a table that
      // stays wider than its box still fails here.
      await expect.poll(() => clippedThings(page)).toEqual([]);
      if (width >= 992 && list.bulk && hasRows) {
        const all = main.getByRole('checkbox', { name: t(lang, 'common:table.selectPage') }).first();
        await all.check();
        const rows = await main.locator('table').first().locator('tbody tr:not([id])').count();
        await expect(main.getByRole('region', { name: t(lang, 'common:table.selection') })).toContainText(
          t(lang, 'common:table.selected', { selected: rows }),
        );
        await main.getByRole('button', { name: t(lang, 'common:table.clearSelection') }).click();
        await expect(all).not.toBeChecked();
      }
      if (width >= 992 && list.long) {
        await expectWholeOnFocus(page, longReceiver);
        await expectWholeOnFocus(page, t(lang, 'orders:money', { amount: '12,345,678,901,234,567,890.00' }));
      }
    });
  }
}

test.describe('the table kit on every list', () => {
  test.beforeAll(async ({ request }) => {
    await createOrder(request, 'merchant@demo.test', longReceiver, { amount: '1000000' });
    await createTicket(request, 'merchant@demo.test', unique('شكوى لفحص الجداول'));
  });

  for (const list of [...clientLists, ...deskLists]) {
    test(`${list.path}: cards below 576 px, a whole table from 576, in Arabic and English`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      if (list.long) await withTwentyDigitAmount(page);
      if (list.path.startsWith('/ops')) await opsSignIn(page, 'ops@demo.test', { lang: 'ar' });
      else await signIn(page, list.as ?? 'merchant@demo.test', { lang: 'ar' });
      await page.goto(list.path);
      await checkWidths(page, list, 'ar');
      await storeLanguage(page, 'en');
      await page.reload();
      await checkWidths(page, list, 'en');
    });
  }
});

test('20 orders and the header fit in one 1280 × 800 screen with the default columns', async ({
  page,
  request,
}) => {
  // Enough saved orders for a page of 20, whatever the other tests left.
  for (let i = 0; i < 20; i += 1) await createOrder(request, 'merchant@demo.test', unique('طلب للكثافة'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'merchant@demo.test', { lang: 'en' });
  await page.goto('/SavedOrder?perPage=20');
  await settled(page);
  const rows = page.locator('main table tbody tr');
  await expect(rows).toHaveCount(20);
  const fit = await page.evaluate(() => {
    const table = document.querySelector('main table')!;
    const head = table.querySelector('thead')!.getBoundingClientRect().height;
    const body = table.querySelector('tbody')!.getBoundingClientRect().height;
    const bar = parseFloat(getComputedStyle(document.querySelector('header')!).height);
    return { needed: head + body, screen: innerHeight - bar, row: body / 20 };
  });
  console.log(
    `20 orders at 1280 × 800: ${Math.round(fit.needed)} px of ${fit.screen} (${fit.row.toFixed(1)} px a row)`,
  );
  expect(fit.needed).toBeLessThanOrEqual(fit.screen);
});

/** When this file started: the orders the tests make are newer, the demo's all older. */
const runStart = Date.now();

test('the docs show the saved orders as a merchant would see them: the demo data, not the stress rows', async ({
  page,
}, testInfo) => {
  // The server is shared with the other specs, whose orders (the longest values the rules allow, made
  // to test the layout) are left out of the answer: the screenshots show the seed's demo orders.
  await page.route(
    (url) => url.pathname === '/api/client/order/SavedOrder',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        feed: { created_at: string; receiver: string }[];
        feed_count: number;
      };
      // Other spec files on this worker's server made orders before this file started: their stress
      // rows (the longest receiver the rules allow) are left out by their shape as well as by time.
      body.feed = body.feed.filter(
        (o) => Date.parse(o.created_at) < runStart - 60_000 && o.receiver.length < 60,
      );
      body.feed_count = body.feed.length;
      await route.fulfill({ response, json: body });
    },
  );
  for (const [lang, width] of [
    ['ar', 360],
    ['en', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'merchant@demo.test', { lang });
    // The newest orders are the tests': a page of 100 reaches the demo's, the only ones kept.
    await page.goto('/SavedOrder?perPage=100');
    await settled(page);
    await expect(page.locator('main').getByText(longReceiver.slice(0, 20))).toHaveCount(0);
    await expect(page.locator('main').locator('table tbody tr, ul > li').first()).toBeVisible();
    await docScreenshot(page, testInfo, `saved-orders-${lang}-${width}`);
  }
});
