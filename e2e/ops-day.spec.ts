import type { Page } from '@playwright/test';
import { axeViolations, field, hasSidewaysScroll, opsOpenAs, settled, toast } from './support/app';
import { createOrder, staffHeaders, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t, type Lang } from './support/texts';

const merchant = 'merchant@demo.test';

/** A barcode scanner: the code at once, then Enter (as ops-scan.spec.ts's scanner). */
async function scanCodes(page: Page, lang: Lang, codes: readonly string[]) {
  const box = field(page, t(lang, 'ops-orders:scan.input'));
  for (const code of codes) {
    await box.focus();
    await page.keyboard.insertText(code);
    await page.keyboard.press('Enter');
  }
}

/** The "Delivered today" figure on the dashboard. */
async function deliveredToday(page: Page, lang: Lang) {
  const link = page
    .getByRole('link')
    .filter({ has: page.getByText(t(lang, 'ops-dashboard:today.delivered'), { exact: true }) });
  await expect(link).toBeVisible({ timeout: 30_000 });
  return Number((await link.locator('p').first().innerText()).replace(/[,٬]/g, ''));
}

/**
 * Issue 36's "done when", one courier's day at 1280 px in each language: ops@ receives a pickup by
 * scanning at its hub, loads it on a captain by scanning, opens the run sheet, records the deliveries
 * (one with an exception) and the captain's cash hand-in, and the dashboard shows the deliveries.
 */
test.describe('a day on the operations console', () => {
  test.describe.configure({ timeout: 360_000 });
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const lang of ['ar', 'en'] as Lang[]) {
    test(`${lang}: receive, load, run sheet, deliver with an exception, hand in, dashboard`, async ({
      page,
      request,
    }) => {
      const codes: string[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await createOrder(request, merchant, unique('يوم'), { sent: true, amount: '200' })).code);

      await opsOpenAs(page, 'ops@demo.test', '/ops', { lang });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
      const before = await deliveredToday(page, lang);

      // Receive the pickup at the hub by scanning, then load it on a captain (each language its own).
      await page.goto('/ops/orders');
      await settled(page);
      const panel = page.getByRole('region', { name: t(lang, 'ops-orders:scan.title') });
      await field(panel, t(lang, 'ops-orders:scan.hubBranch')).selectOption({ index: 1 });
      await scanCodes(page, lang, codes);
      await expect(page.locator('[data-scan="accepted"]')).toHaveCount(3);
      await page
        .getByRole('button', { name: t(lang, 'ops-orders:scan.moveTo.receive', { count: 3 }) })
        .click();
      await expect(page.locator('[data-scan="accepted"]')).toHaveCount(0, { timeout: 60_000 });
      await field(panel, t(lang, 'ops-orders:scan.workflow')).selectOption('load');
      const captainSelect = field(panel, t(lang, 'ops-orders:moveDialog.captain'));
      await captainSelect.selectOption({ index: lang === 'ar' ? 5 : 6 });
      const captain = (await captainSelect.locator('option:checked').innerText()).trim();
      await scanCodes(page, lang, codes);
      await expect(page.locator('[data-scan="accepted"]')).toHaveCount(3);
      await page.getByRole('button', { name: t(lang, 'ops-orders:scan.moveTo.load', { count: 3 }) }).click();
      await expect(toast(page, t(lang, 'ops-orders:moveDialog.moved', { count: 3 })).first()).toBeVisible({
        timeout: 60_000,
      });

      // The captain's run sheet of today lists the three with their bar codes.
      await page.getByRole('link', { name: t(lang, 'ops-orders:scan.printRunSheet') }).click();
      await settled(page);
      for (const code of codes) await expect(page.locator(`[data-barcode="${code}"]`)).toHaveCount(1);
      expect(await hasSidewaysScroll(page)).toBe(false);

      // End of the run: delivered, one paid 150 of 200 with its reason asked in the same dialog.
      await page.goto('/ops/orders');
      await settled(page);
      await field(panel, t(lang, 'ops-orders:scan.workflow')).selectOption('deliver');
      await scanCodes(page, lang, codes);
      await expect(page.locator('[data-scan="accepted"]')).toHaveCount(3);
      await page
        .getByRole('button', { name: t(lang, 'ops-orders:scan.moveTo.deliver', { count: 3 }) })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t(lang, 'ops-orders:scan.receivedFor', { code: codes[0]! })).fill('150');
      await dialog
        .getByLabel(t(lang, 'ops-orders:scan.reasonFor', { code: codes[0]! }))
        .selectOption({ index: 1 });
      await dialog.getByRole('button', { name: t(lang, 'ops-orders:scan.deliverSubmit') }).click();
      await expect(dialog).toBeHidden({ timeout: 60_000 });

      // The captain hands in what he holds (these three and any demo deliveries before them).
      const headers = await staffHeaders(request);
      const list = (await (
        await request.get(`/api/ops/captains?perPage=100&search=${encodeURIComponent(captain)}`, { headers })
      ).json()) as { feed: { id: number; name: string }[] };
      const captainId = list.feed.find((c) => c.name === captain)!.id;
      const held = (await (await request.get(`/api/ops/captains/${captainId}/cash`, { headers })).json()) as {
        feed: { expected: string; orders: { code: string }[] };
      };
      expect(held.feed.orders.map((o) => o.code)).toEqual(expect.arrayContaining(codes));
      await page.goto('/ops/captain-cash');
      await settled(page);
      const picker = page.getByRole('combobox', { name: t(lang, 'ops-captains:fields.captain') });
      await picker.click();
      await picker.fill(captain);
      await page.getByRole('option', { name: new RegExp(captain) }).click();
      await field(page, t(lang, 'ops-captains:fields.handed')).fill(held.feed.expected);
      await page.getByRole('button', { name: t(lang, 'ops-captains:actions.recordHandIn') }).click();
      await expect(toast(page, t(lang, 'ops-captains:done.handIn.balanced'))).toBeVisible({
        timeout: 30_000,
      });

      // The dashboard counts the three deliveries.
      await page.goto('/ops');
      await expect
        .poll(() => deliveredToday(page, lang), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(before + 3);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
