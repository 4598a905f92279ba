import type { APIRequestContext, Page } from '@playwright/test';
import { openAs, opsOpenAs, settled, toast } from './support/app';
import { createOrder, createPickup, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { catalogText, t } from './support/texts';

/** The missions and clients desks of the staff console (issue 7 §3, §5). */

const client = 'company@demo.test';

async function staffToken(request: APIRequestContext) {
  const res = await request.post('/api/ops/login', {
    data: { email: 'ops@demo.test', password: 'Demo#2026' },
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Selects the desk's only row and opens the dialog of a move. */
async function openMove(page: Page, move: string) {
  await page.locator('tbody').getByRole('checkbox').first().check();
  await page.getByRole('button', { name: t('ar', `ops-missions:moves.${move}`), exact: true }).click();
  return page.getByRole('dialog');
}

test.describe('missions desk', () => {
  test.describe.configure({ timeout: 150_000 });
  test('staff assign a captain, hand over and execute a pickup: its sent order goes underway', async ({
    page,
    request,
  }) => {
    const order = await createOrder(request, client, unique('مستلم الاستلام'), { sent: true });
    const pickup = await createPickup(request, client, unique('استلام من المكتب'));

    await opsOpenAs(page, 'ops@demo.test', `/ops/missions?code=${pickup.code}`);
    await settled(page);
    await expect(page.locator('tbody tr')).toHaveCount(1);

    const assign = await openMove(page, 'for_captain');
    await assign.getByRole('combobox', { name: t('ar', 'ops-missions:dialog.captain') }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await assign.getByRole('button', { name: t('ar', 'ops-missions:moves.for_captain') }).click();
    await expect(toast(page, t('ar', 'ops-missions:moved', { count: 1 }))).toBeVisible();
    const row = page.locator('tbody tr').first();
    await expect(row).toContainText(await catalogText('ar', 'missionStatus.for_captain'));

    const handOver = await openMove(page, 'given_for_captain');
    await handOver.getByRole('button', { name: t('ar', 'ops-missions:moves.given_for_captain') }).click();
    await expect(row).toContainText(await catalogText('ar', 'missionStatus.given_for_captain'));

    const execute = await openMove(page, 'executed_with_captain');
    await execute.getByRole('button', { name: t('ar', 'ops-missions:moves.executed_with_captain') }).click();
    await expect(row).toContainText(await catalogText('ar', 'missionStatus.executed_with_captain'));

    // The order the captain picked up is underway now (through the orders module, logged as staff).
    const token = await staffToken(request);
    const missions = await (
      await request.get(`/api/ops/missions?code=${pickup.code}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const clientId = missions.feed[0].client.id as number;
    expect(missions.feed[0].orders_count).toBeGreaterThan(0);
    const details = await (
      await request.get(`/api/ops/clients/${clientId}`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const moved = (details.feed.orders as { code: string; status: number }[]).find(
      (o) => o.code === order.code,
    );
    expect(moved?.status).toBe(3);

    // A move the table forbids is refused with its reason.
    const again = await openMove(page, 'given_for_captain');
    await again.getByRole('button', { name: t('ar', 'ops-missions:moves.given_for_captain') }).click();
    await expect(page.locator('.mantine-Notification-root').filter({ hasText: pickup.code })).toBeVisible();
  });
});

test.describe('clients desk', () => {
  test.describe.configure({ timeout: 150_000 });
  test("suspending a client shows the notice on the merchant's open page at once", async ({
    page,
    browser,
  }) => {
    // The suspended demo client: lifted, then suspended again, so it ends as it began.
    const merchant = await (await browser.newContext()).newPage();
    await openAs(merchant, 'frozen@demo.test', '/Home');
    await expect(merchant).toHaveURL(/\/Home$/, { timeout: 30_000 });
    const notice = merchant
      .getByRole('alert')
      .filter({ hasText: await catalogText('ar', 'errors.ACCOUNT_SUSPENDED') });
    await expect(notice).toBeVisible();

    await opsOpenAs(page, 'ops@demo.test', '/ops/clients?search=frozen%40demo.test');
    await settled(page);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.locator('tbody tr').first().getByRole('link').click();
    await settled(page);

    await page
      .getByRole('main')
      .getByRole('button', { name: t('ar', 'ops-clients:unsuspend') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ar', 'ops-clients:unsuspend') })
      .click();
    await expect(toast(page, t('ar', 'ops-clients:unsuspended'))).toBeVisible();
    // The confirmation closes with a transition that re-labels its own button: wait it out.
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(notice).toHaveCount(0);

    await page
      .getByRole('main')
      .getByRole('button', { name: t('ar', 'ops-clients:suspend') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ar', 'ops-clients:suspend') })
      .click();
    await expect(toast(page, t('ar', 'ops-clients:suspendedDone'))).toBeVisible();
    await expect(notice).toBeVisible();
    await merchant.context().close();
  });
});
