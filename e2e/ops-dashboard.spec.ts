import { translate } from '@courier/contracts';
import type { Locator, Page } from '@playwright/test';
import { field, hasSidewaysScroll, opsOpenAs, settled, toast } from './support/app';
import { createOrder, staffHeaders, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t, type Lang } from './support/texts';

const merchant = 'merchant@demo.test';
const langs: Lang[] = ['ar', 'en'];

/** The figures of one dashboard section (its h2). */
function section(page: Page, lang: Lang, titleKey: string, params: Record<string, string | number> = {}) {
  const title = t(lang, titleKey, params).replace(/\(.*\)/, '');
  return page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });
}

/** A figure tile: the link whose label is exactly `label`; its first line is the figure. */
function tile(scope: Locator, label: string) {
  return scope.getByRole('link').filter({ has: scope.page().getByText(label, { exact: true }) });
}

const figureOf = async (link: Locator) =>
  Number((await link.locator('p').first().innerText()).replace(/,/g, ''));

/** The staff dashboard (issue 36 §6, §7; decision 060) at 1280 px, in both languages. */
test.describe('ops dashboard', () => {
  // One after the other: each language's test creates a sent order, and counts every sent order, so
  // side by side one saw the other's order arrive as its own left (13 expected, 14 shown).
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  for (const lang of langs) {
    test(`${lang}: a figure leads to the desk with the same count, and changes live`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const sent = await createOrder(request, merchant, unique('لوحة المتابعة'), { sent: true });
      await opsOpenAs(page, 'ops@demo.test', '/ops', { lang });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
      const byStatus = section(page, lang, 'ops-dashboard:byStatus.title');
      const sentTile = tile(byStatus, translate('orderStatus.sent', lang));
      await expect(sentTile).toBeVisible({ timeout: 30_000 });
      const before = await figureOf(sentTile);
      expect(before).toBeGreaterThan(0);

      // Live: a move on the desk's API lowers the figure without a reload. Other workers' tests send and
      // move orders on the same server meanwhile, so the figure is compared with the server's own count
      // (read the same way), not with `before - 1`.
      const headers = await staffHeaders(request);
      const move = await request.post('/api/ops/orders/status', {
        headers,
        data: { codes: [sent.code], status: 'underway' },
      });
      expect(((await move.json()) as { feed: { updated: string[] } }).feed.updated).toEqual([sent.code]);
      const sentNow = async () => {
        const answer = await request.get('/api/ops/dashboard', { headers });
        const { feed } = (await answer.json()) as {
          feed: { orders: { by_status: { status: number; count: number }[] } };
        };
        return feed.orders.by_status.find((row) => row.status === 2)?.count ?? 0;
      };
      // Without a reload the tile can only reach the server's count by the live update (unless other
      // workers happened to add exactly the one order this move took away: then it proves nothing, but
      // does not fail).
      await expect
        .poll(async () => (await figureOf(sentTile)) === (await sentNow()), { timeout: 20_000 })
        .toBe(true);

      await sentTile.click();
      await expect(page).toHaveURL(/\/ops\/orders\?status=2$/);
      await settled(page);
      await expect
        .poll(
          async () => {
            const total = await sentNow();
            const range = t(lang, 'common:table.range', { from: 1, to: Math.min(20, total), total });
            return page.getByText(range).isVisible();
          },
          { timeout: 20_000 },
        )
        .toBe(true);

      await page.goto('/ops');
      await settled(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await expect(sentTile).toBeVisible();
      expect(await hasSidewaysScroll(page)).toBe(false);
    });

    test(`${lang}: an admin sets a time limit and sees the overdue flags`, async ({ page, request }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await opsOpenAs(page, 'admin@demo.test', '/ops/settings/time-limits', { lang });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        t(lang, 'ops-dashboard:limits.title'),
        {
          timeout: 60_000,
        },
      );
      const sentHours = field(page, t(lang, 'ops-dashboard:limits.sent_hours'));
      try {
        // The demo's sent orders were sent hours or days ago: one hour flags them.
        await sentHours.fill('1');
        await page.getByRole('button', { name: t(lang, 'ops-dashboard:limits.save') }).click();
        await expect(toast(page, t(lang, 'ops-dashboard:limits.saved')).first()).toBeVisible();

        await page.goto('/ops');
        await settled(page);
        const overdue = tile(
          section(page, lang, 'ops-dashboard:overdue.title', { total: 0 }),
          t(lang, 'ops-dashboard:overdue.sent'),
        );
        await expect(overdue).toBeVisible({ timeout: 30_000 });
        const flagged = await figureOf(overdue);
        expect(flagged).toBeGreaterThan(0);
        await overdue.click();
        await expect(page).toHaveURL(/\/ops\/orders\?overdue=sent$/);
        await settled(page);
        const badge = new RegExp(
          [
            t(lang, 'ops-dashboard:badge.hours', { age: 999 }),
            t(lang, 'ops-dashboard:badge.days', { age: 999 }),
          ]
            .map((text) => text.replace('999', '\\d+'))
            .join('|'),
        );
        // Each flagged order carries its badge with the age (cards or table rows, by the desk's width).
        await expect(page.getByText(badge).first()).toBeVisible();
        await expect(
          page.getByText(
            t(lang, 'common:table.range', { from: 1, to: Math.min(20, flagged), total: flagged }),
          ),
        ).toBeVisible();
      } finally {
        const admin = await request.post('/api/ops/login', {
          data: { email: 'admin@demo.test', password: 'Demo#2026' },
        });
        const token = ((await admin.json()) as { access_token: string }).access_token;
        await request.put('/api/ops/settings/time-limits', {
          headers: { authorization: `Bearer ${token}` },
          data: { sent_hours: 48, captain_days: 3, delayed_days: 1, request_hours: 24 },
        });
      }
    });
  }
});
