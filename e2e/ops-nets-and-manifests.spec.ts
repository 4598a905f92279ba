import { formatMoney } from '@courier/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, field, opsOpenAs, sessionFor, settled, toast } from './support/app';
import { createPickup, daysFromNow, staffHeaders } from './support/data';
import { expect, test } from './support/fixtures';
import { scanCodes, scanPanel, sentOrders } from './support/scan';
import { t, type Lang } from './support/texts';

const merchant = 'merchant@demo.test';

/** The desk's rows of these codes, read over the API: what each collects and its fee. */
async function deskRows(request: APIRequestContext, codes: readonly string[]) {
  const headers = await staffHeaders(request);
  const res = await request.get('/api/ops/orders', {
    headers,
    params: { code: codes.join(' '), perPage: 100 },
  });
  const body = (await res.json()) as {
    feed: { code: string; amount_to_be_collected: string; shipping_cost: string | null }[];
  };
  return new Map(body.feed.map((o) => [o.code, o]));
}

/** The debt of orders delivered at these amounts (fee − collected, where the fee is larger), as shown. */
function debtOf(rows: Map<string, { shipping_cost: string | null }>, paid: Record<string, string>) {
  let cents = 0;
  for (const [code, amount] of Object.entries(paid)) {
    const net = Math.round(Number(amount) * 100) - Math.round(Number(rows.get(code)!.shipping_cost) * 100);
    if (net < 0) cents -= net;
  }
  return formatMoney((cents / 100).toFixed(2));
}

/** Orders moved by the desk's API to `with_company` (at the company, waiting to go back to the merchant). */
async function atTheCompany(request: APIRequestContext, codes: string[]) {
  const headers = await staffHeaders(request);
  const captains = (await (await request.get('/api/ops/orders/captains', { headers })).json()) as {
    feed: { id: number }[];
  };
  for (const data of [
    { codes, status: 'underway' },
    { codes, status: 'with_captain', captain_id: captains.feed[0]!.id },
    { codes, status: 'with_company' },
  ]) {
    const res = await request.post('/api/ops/orders/status', { headers, data });
    const body = (await res.json()) as { feed: { updated: string[] } };
    expect(body.feed.updated.sort(), JSON.stringify(body)).toEqual([...codes].sort());
  }
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

const owing = (page: Page) => page.getByRole('dialog').getByTestId('move-owing');

/**
 * Issue 35 §3 and issue 36 §4 at 1280 px: the move dialog warns of every selected order that nets below
 * zero, on every page of the selection; the scan panel's "delivered, with exceptions" dialog warns the
 * same way before confirming; the pickup and returns manifests are chosen from lists by keyboard.
 */
for (const lang of ['ar', 'en'] as const satisfies readonly Lang[]) {
  test.describe(`${lang}: negative nets and manifest pickers`, () => {
    test.describe.configure({ timeout: 300_000 });
    test.use({ viewport: { width: 1280, height: 900 } });

    test('the move dialog counts the selected orders of every page', async ({ page, request }) => {
      // 11 orders that cover their fee and, made first so that it sits on the second page (newest first),
      // one collecting nothing: it nets minus its fee.
      const [zero] = await sentOrders(request, 1, '0');
      const paid = await sentOrders(request, 11, '300');
      const codes = [zero!, ...paid];
      const rows = await deskRows(request, codes);
      await opsOpenAs(page, 'ops@demo.test', `/ops/orders?code=${codes.join('+')}&perPage=10`, { lang });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
      await settled(page);
      const row = (code: string) =>
        page.getByRole('checkbox', { name: t(lang, 'ops-orders:orders.selectRow', { code }) });
      await expect(row(paid[10]!)).toBeVisible();
      await expect(row(zero!)).toHaveCount(0);

      // This page, then every result: the order on page 2 is selected without being shown.
      await page.getByRole('checkbox', { name: t(lang, 'common:table.selectPage') }).check();
      await page.getByRole('button', { name: t(lang, 'common:table.selectAll', { total: 12 }) }).click();
      await expectNoAxeViolations(page);
      const move = page.getByRole('button', {
        name: t(lang, 'ops-orders:orders.moveSelected', { count: 12 }),
      });
      await move.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t(lang, 'ops-orders:moveDialog.status')).selectOption('given');
      await expect(owing(page)).toContainText(
        t(lang, 'ops-orders:moveDialog.owing', { count: 1, amount: debtOf(rows, { [zero!]: '0' }) }),
      );
      await expect(owing(page)).toContainText(zero!);
      await expectNoAxeViolations(page);
    });

    test('"delivered, with exceptions" says which orders net below zero before confirming', async ({
      page,
      request,
    }) => {
      const codes = await sentOrders(request, 2, '250');
      const rows = await deskRows(request, codes);
      await opsOpenAs(page, 'ops@demo.test', '/ops/orders', { lang });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
      await settled(page);
      const panel = scanPanel(page, lang);
      const moveBatch = (workflow: string) =>
        page.getByRole('button', { name: t(lang, `ops-orders:scan.moveTo.${workflow}`, { count: 2 }) });
      await scanCodes(page, lang, codes);
      await moveBatch('receive').click();
      await expect(page.locator('[data-scan="accepted"]')).toHaveCount(0);
      await field(page, t(lang, 'ops-orders:scan.workflow')).selectOption('load');
      await field(panel, t(lang, 'ops-orders:moveDialog.captain')).selectOption({ index: 1 });
      await scanCodes(page, lang, codes);
      await moveBatch('load').click();
      await expect(page.locator('[data-scan="accepted"]')).toHaveCount(0);

      await field(page, t(lang, 'ops-orders:scan.workflow')).selectOption('deliver');
      await scanCodes(page, lang, codes);
      await moveBatch('deliver').click();
      const dialog = page.getByRole('dialog');
      // Paid in full: nothing to say.
      await expect(
        dialog.getByLabel(t(lang, 'ops-orders:scan.receivedFor', { code: codes[0]! })),
      ).toBeVisible();
      await expect(owing(page)).toHaveCount(0);
      // The receiver paid nothing for the first: it nets minus its fee, said before confirming.
      await dialog.getByLabel(t(lang, 'ops-orders:scan.receivedFor', { code: codes[0]! })).fill('0');
      await expect(owing(page)).toContainText(
        t(lang, 'ops-orders:moveDialog.owing', { count: 1, amount: debtOf(rows, { [codes[0]!]: '0' }) }),
      );
      await expect(owing(page)).toContainText(codes[0]!);
      await expectNoAxeViolations(page);
      await dialog
        .getByLabel(t(lang, 'ops-orders:scan.reasonFor', { code: codes[0]! }))
        .selectOption({ index: 1 });
      await dialog.getByRole('button', { name: t(lang, 'ops-orders:scan.deliverSubmit') }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, t(lang, 'ops-orders:moveDialog.moved', { count: 2 })).first()).toBeVisible();
    });

    test('the pickup and returns manifests are chosen from lists, by keyboard', async ({ page, request }) => {
      const day = daysFromNow(3);
      const pickup = await createPickup(request, merchant, 'بيان الاستلام', 3);
      const [back] = await sentOrders(request, 1);
      await atTheCompany(request, [back!]);
      const clientId = (await sessionFor(request, merchant)).client_id as number;
      const waiting = (await (
        await request.get('/api/ops/orders/returns-waiting', { headers: await staffHeaders(request) })
      ).json()) as { feed: { id: number; name: string }[] };
      const name = waiting.feed.find((c) => c.id === clientId)!.name;

      await opsOpenAs(page, 'ops@demo.test', '/ops/run-sheets?kind=pickup', { lang });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
      await settled(page);
      await page.getByLabel(t(lang, 'ops-run-sheets:date')).fill(day);
      const mission = page.getByRole('combobox', { name: t(lang, 'ops-run-sheets:pickupMission') });
      await mission.focus();
      await page.keyboard.type(pickup.code);
      const option = page.getByRole('option', { name: new RegExp(pickup.code) });
      await expect(option).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(mission).toHaveValue(new RegExp(`^${pickup.code} · `));
      await page.getByRole('button', { name: t(lang, 'ops-run-sheets:show') }).click();
      await expect(page).toHaveURL(new RegExp(`kind=pickup&mission_id=${pickup.id}$`));

      await page
        .getByLabel(t(lang, 'ops-run-sheets:kind'))
        .selectOption(t(lang, 'ops-run-sheets:kinds.returns'));
      const client = page.getByRole('combobox', { name: t(lang, 'ops-run-sheets:merchant') });
      await client.focus();
      await page.keyboard.type(name);
      await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(client).toHaveValue(name);
      await page.keyboard.press('Tab');
      await page.getByRole('button', { name: t(lang, 'ops-run-sheets:show') }).click();
      await expect(page).toHaveURL(new RegExp(`kind=returns&client_id=${clientId}$`));
      await expect(page.locator(`[data-barcode="${back}"]`)).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  });
}
