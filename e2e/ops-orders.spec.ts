import { translate } from '@courier/contracts';
import type { Page } from '@playwright/test';
import { field, hasSidewaysScroll, opsOpenAs, sessionFor, settled, toast } from './support/app';
import { createOrder, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

const merchant = 'merchant@demo.test';
const status = (key: string) => translate(`orderStatus.${key}`, 'en');

async function openMoveDialog(page: Page, code: string) {
  await page.getByRole('checkbox', { name: t('en', 'ops-orders:orders.selectRow', { code }) }).check();
  await page.getByRole('button', { name: t('en', 'ops-orders:orders.moveSelected', { count: 1 }) }).click();
  return page.getByRole('dialog');
}

/** The orders desk (issue 7 §2): staff find a merchant's order and move it along its delivery. */
test.describe('orders desk', () => {
  // Four moves, each a dialog and a server round trip: longer than the default on a busy 2-core machine.
  test.describe.configure({ timeout: 240_000 });
  test('staff move a sent order to with_captain, then given; a refused move shows its reason', async ({
    page,
    request,
  }) => {
    const { code } = await createOrder(request, merchant, unique('عميل المكتب'), { sent: true });
    await opsOpenAs(page, 'ops@demo.test', `/ops/orders?code=${code}`);
    // The desk is its own lazy chunk: its first load on a busy machine takes longer than settled() waits.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'ops-orders:orders.title'));
    await page.getByRole('button', { name: 'English' }).click();
    await settled(page);
    const row = page.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText(status('sent'));

    // A move opsMoves forbids: refused, with the reason in the user's language.
    let dialog = await openMoveDialog(page, code);
    await field(page, t('en', 'ops-orders:moveDialog.status')).selectOption({ label: status('given') });
    await dialog.getByRole('button', { name: t('en', 'ops-orders:moveDialog.submit') }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      `${code}: This order is Sent: it cannot move to “Delivered”`,
    );
    await dialog.getByRole('button', { name: t('en', 'common:dismiss') }).click();
    await expect(row).toContainText(status('sent'));

    for (const to of ['underway', 'with_captain', 'given'] as const) {
      dialog = await openMoveDialog(page, code);
      await field(page, t('en', 'ops-orders:moveDialog.status')).selectOption({ label: status(to) });
      if (to === 'with_captain')
        // Scoped to the dialog: the search panel has a captain field too.
        await dialog.getByLabel(/^Captain( \*)?$/).selectOption({ index: 1 });
      await dialog.getByRole('button', { name: t('en', 'ops-orders:moveDialog.submit') }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, t('en', 'ops-orders:moveDialog.moved', { count: 1 })).first()).toBeVisible();
      await expect(row).toContainText(status(to));
    }
    expect(await hasSidewaysScroll(page)).toBe(false);

    // The merchant reads each staff move in the order's log.
    const { access_token } = await sessionFor(request, merchant);
    const log = await request.get(`/api/client/order/log?code=${code}`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    const body = (await log.json()) as { feed: { by: string; action: string }[] };
    // The staff moves; the receiver's messages are noted on the log too (decision 062).
    const moves = body.feed.filter((l) => l.action.startsWith('ops_'));
    expect(moves.slice(0, 3).map((l) => l.action)).toEqual(['ops_given', 'ops_with_captain', 'ops_underway']);
    expect(moves[0]!.by).toBe('Operations Desk');
  });

  test('a client request reaches the queue and staff accept it', async ({ page, request }) => {
    const { id, code } = await createOrder(request, merchant, unique('طلب مستعجل'), { sent: true });
    const { access_token } = await sessionFor(request, merchant);
    const urgent = await request.post('/api/client/order/change-to-urgent', {
      headers: { authorization: `Bearer ${access_token}` },
      data: { id },
    });
    expect(urgent.ok()).toBe(true);
    await opsOpenAs(page, 'ops@demo.test', '/ops/requests?perPage=100');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await settled(page);
    const accept = `${t('ar', 'ops-orders:requests.accept')} ${code}`;
    await page.getByRole('button', { name: accept }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('ar', 'ops-orders:requests.accept') })
      .click();
    await expect(toast(page, t('ar', 'ops-orders:requests.accepted'))).toBeVisible();
    await expect(page.getByRole('button', { name: accept })).toHaveCount(0);
  });
});
