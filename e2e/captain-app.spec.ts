import { attemptReasonLabel, partialAmountReasonLabel } from '@courier/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoPassword, field, signIn, switchLanguage, toast } from './support/app';
import { createOrder, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { catalogText, t } from './support/texts';

/**
 * The captain's app (issue 37, decision 061) on a 360 px phone in Arabic: sign in, confirm a parcel by its
 * typed code, deliver one with the receiver's code, one with a partial amount, fail one while offline, back
 * online; the merchant's order page (a second context) shows what happened.
 */
const captainPhone = '01275320885';
const merchant = 'merchant@demo.test';

/** Three of the merchant's orders, given to the demo captain at the office, with their receivers' codes. */
async function ordersGivenToCaptain(request: APIRequestContext) {
  const login = await request.post('/api/ops/login', {
    data: { email: 'ops@demo.test', password: demoPassword },
  });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const captains = await request.get(`/api/ops/orders/captains?search=${captainPhone}`, { headers });
  const captainId = ((await captains.json()) as { feed: { id: number }[] }).feed[0]!.id;
  const made = [];
  for (const name of ['أ', 'ب', 'ج']) {
    const order = await createOrder(request, merchant, unique(`مستلم ${name}`), {
      sent: true,
      amount: '300',
    });
    for (const body of [
      { codes: [order.code], status: 'underway' },
      { codes: [order.code], status: 'with_captain', captain_id: captainId },
    ]) {
      const moved = await request.post('/api/ops/orders/status', { headers, data: body });
      expect((await moved.json()).feed.updated).toEqual([order.code]);
    }
    const code = (
      (await (await request.get(`/api/dev/delivery-codes/${order.id}`)).json()) as { code: string }
    ).code;
    made.push({ ...order, deliveryCode: code });
  }
  return made;
}

const stopOf = (page: Page, code: string) => page.getByRole('article').filter({ hasText: code });

test('a captain confirms, delivers (code, partial) and fails one offline; the merchant sees it', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 30.0561, longitude: 31.3301 });
  await page.setViewportSize({ width: 360, height: 780 });
  const [a, b, c] = await ordersGivenToCaptain(request);

  await page.goto('/captain/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await field(page, t('ar', 'captain:login.phone')).fill(captainPhone);
  await field(page, t('ar', 'captain:login.password')).fill(demoPassword);
  await page.getByRole('button', { name: t('ar', 'captain:login.submit') }).click();
  await expect(page.getByRole('heading', { name: t('ar', 'captain:run.title') })).toBeVisible({
    timeout: 30_000,
  });
  for (const order of [a!, b!, c!]) await expect(stopOf(page, order.code)).toBeVisible();

  // Scan to confirm, by typing the airway bill's code.
  await field(page, t('ar', 'captain:scan.label')).fill(a!.code);
  // The run's scan box is the first on the page; each pickup's card has its own below it.
  await page
    .getByRole('button', { name: t('ar', 'captain:scan.confirm') })
    .first()
    .click();
  await expect(stopOf(page, a!.code).getByText(t('ar', 'captain:stop.scanned'))).toBeVisible();

  // Delivered with the receiver's code, the whole cash on delivery.
  await stopOf(page, a!.code)
    .getByRole('button', { name: t('ar', 'captain:stop.deliver'), exact: true })
    .click();
  const deliver = page.getByRole('dialog');
  await deliver.getByLabel(t('ar', 'captain:deliver.code')).fill(a!.deliveryCode);
  await deliver.getByRole('button', { name: t('ar', 'captain:deliver.submit') }).click();
  await expect(toast(page, t('ar', 'captain:deliver.done', { code: a!.code }))).toBeVisible();
  await expect(stopOf(page, a!.code)).toHaveCount(0);

  // A partial amount needs its reason.
  await stopOf(page, b!.code)
    .getByRole('button', { name: t('ar', 'captain:stop.deliver'), exact: true })
    .click();
  await deliver.getByLabel(t('ar', 'captain:deliver.amount')).fill('250');
  await deliver.getByLabel(t('ar', 'captain:deliver.code')).fill(b!.deliveryCode);
  await deliver.getByRole('button', { name: t('ar', 'captain:deliver.submit') }).click();
  await expect(deliver.getByRole('alert')).toBeVisible();
  await deliver.getByRole('combobox', { name: t('ar', 'captain:deliver.partialReason') }).click();
  await page.getByRole('option', { name: partialAmountReasonLabel('part_refused', 'ar') }).click();
  await deliver.getByRole('button', { name: t('ar', 'captain:deliver.submit') }).click();
  await expect(stopOf(page, b!.code)).toHaveCount(0);

  // Offline: the failed attempt waits on the phone, counted, and goes when the network returns.
  await context.setOffline(true);
  await stopOf(page, c!.code)
    .getByRole('button', { name: t('ar', 'captain:stop.fail'), exact: true })
    .click();
  const fail = page.getByRole('dialog');
  await fail.getByRole('combobox', { name: t('ar', 'captain:fail.reason') }).click();
  await page.getByRole('option', { name: attemptReasonLabel('receiver_unreachable', 'ar') }).click();
  await fail.getByLabel(t('ar', 'captain:fail.note')).fill('الهاتف مغلق');
  await fail.getByRole('button', { name: t('ar', 'captain:fail.submit') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t('ar', 'captain:run.waiting', { n: 1 }) }),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(t('ar', 'captain:run.waiting', { n: 1 }))).toHaveCount(0, { timeout: 20_000 });
  await expect(stopOf(page, c!.code)).toHaveCount(0);

  // Installed, the app opens with no network (a lift): its service worker serves the captain's page.
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: t('ar', 'captain:run.title') })).toBeVisible();
  await context.setOffline(false);

  // English is complete: the same screen's labels in the shorter pass.
  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: t('en', 'captain:run.title') })).toBeVisible();
  await expect(page.getByLabel(t('en', 'captain:scan.label'))).toBeVisible();

  // The merchant, on another device: the delivered order with its collected amount, the failed one delayed.
  const merchantContext = await browser.newContext();
  const merchantPage = await merchantContext.newPage();
  await signIn(merchantPage, merchant);
  await merchantPage.goto(`/OrderDetails/${b!.code}`);
  await expect(merchantPage.getByText(await catalogText('ar', 'orderStatus.given')).first()).toBeVisible({
    timeout: 30_000,
  });
  await merchantContext.close();
});
