import { formatMoney } from '@courier/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, captainSignIn, demoPassword, opsSignIn, switchLanguage, toast } from './support/app';
import { createOrder, createPickup, staffHeaders, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

/**
 * The captain's pickups, hand-in and position (issue 37 §2, 7, 8; decision 066) on a 360 px phone in
 * Arabic with an English pass: a pickup the office assigns appears live and its parcel is scanned there;
 * his position (consent, then the context's geolocation) reaches the console's map in a second context;
 * he declares his hand-in and the office confirms it. The second demo captain, so the delivery journey of
 * decision 061 (the first) runs beside it untouched.
 */
const captainPhone = '01573241688';
const merchant = 'merchant@demo.test';

async function captainOf(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get(`/api/ops/orders/captains?search=${captainPhone}`, { headers });
  return ((await res.json()) as { feed: { id: number; name: string }[] }).feed[0]!;
}

/** One order delivered by the captain through his own API: the cash he then holds. */
async function deliveredByCaptain(
  request: APIRequestContext,
  headers: Record<string, string>,
  captainId: number,
) {
  const order = await createOrder(request, merchant, unique('مستلم نقدية'), { sent: true, amount: '300' });
  for (const body of [
    { codes: [order.code], status: 'underway' },
    { codes: [order.code], status: 'with_captain', captain_id: captainId },
  ]) {
    const moved = await request.post('/api/ops/orders/status', { headers, data: body });
    expect((await moved.json()).feed.updated).toEqual([order.code]);
  }
  const code = ((await (await request.get(`/api/dev/delivery-codes/${order.id}`)).json()) as { code: string })
    .code;
  const login = await request.post('/api/captain/login', {
    data: { phone: captainPhone, password: demoPassword },
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const done = await request.post(`/api/captain/orders/${order.id}/deliver`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: { collected_amount: '300', proof: { kind: 'code', code } },
  });
  expect(done.ok(), await done.text()).toBe(true);
}

const pickupCard = (page: Page, code: string) =>
  page.getByRole('article', { name: t('ar', 'captain:pickups.mission', { code }) });

test('pickups scanned, positions on the ops map, a hand-in declared and confirmed', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 30.0561, longitude: 31.3301 });
  await page.setViewportSize({ width: 360, height: 780 });
  const headers = await staffHeaders(request);
  const captain = await captainOf(request, headers);
  await deliveredByCaptain(request, headers, captain.id);
  const parcel = await createOrder(request, merchant, unique('مستلم استلام'), { sent: true });
  const mission = await createPickup(request, merchant, unique('استلام الكابتن'));

  await captainSignIn(page, captainPhone);
  await page.goto('/captain');
  await expect(page.getByRole('heading', { name: t('ar', 'captain:run.title') })).toBeVisible({
    timeout: 30_000,
  });

  // Consent in words first, then the browser's permission (granted in the context): the position goes.
  await page.getByRole('button', { name: t('ar', 'captain:position.allow') }).click();
  await expect(page.getByText(t('ar', 'captain:position.on'))).toBeVisible();

  // The office's console, in a second context: the captain on the map's list.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await ops.setViewportSize({ width: 1280, height: 900 });
  await opsSignIn(ops, 'ops@demo.test', { lang: 'ar' });
  await ops.goto('/ops');
  await expect(ops.getByRole('heading', { name: t('ar', 'ops-captains:map.title') })).toBeVisible({
    timeout: 30_000,
  });
  await expect(ops.getByTestId('captains-seen').getByText(captain.name)).toBeVisible({ timeout: 30_000 });
  await expect(ops.getByRole('region', { name: t('ar', 'ops-captains:map.caption') })).toBeVisible();

  // The office assigns the pickup: it appears at once, and its parcel is confirmed by its typed code.
  const assigned = await request.post('/api/ops/missions/status', {
    headers,
    data: { ids: [mission.id], status: 'for_captain', captain_id: captain.id },
  });
  expect((await assigned.json()).feed.updated).toEqual([mission.id]);
  const card = pickupCard(page, mission.code);
  await expect(card).toBeVisible({ timeout: 20_000 });
  const row = card.getByRole('listitem').filter({ hasText: parcel.code });
  await expect(row.getByText(t('ar', 'captain:pickups.notScanned'))).toBeVisible();
  await card.getByLabel(t('ar', 'captain:pickups.scanLabel', { code: mission.code })).fill(parcel.code);
  await card.getByRole('button', { name: t('ar', 'captain:pickups.confirm') }).click();
  await expect(toast(page, t('ar', 'captain:pickups.confirmed', { code: parcel.code }))).toBeVisible();
  await expect(row.getByText(t('ar', 'captain:pickups.scanned'))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The hand-in: he declares the cash he holds; the office counts and confirms it; he sees it live.
  const cash = page.getByRole('region', { name: t('ar', 'captain:cash.title') });
  await cash.getByRole('button', { name: t('ar', 'captain:cash.declare') }).click();
  const amount = await cash.getByLabel(t('ar', 'captain:cash.amount')).inputValue();
  expect(Number(amount)).toBeGreaterThanOrEqual(300);
  await cash.getByRole('button', { name: t('ar', 'captain:cash.submit') }).click();
  const pending = t('ar', 'captain:cash.pending', { amount: formatMoney(amount) });
  await expect(cash.getByText(pending)).toBeVisible();

  await ops.goto('/ops/captain-cash');
  const declared = ops
    .getByRole('row')
    .filter({ hasText: captain.name })
    .filter({
      has: ops.getByRole('button', { name: t('ar', 'ops-captains:actions.confirm') }),
    });
  await declared
    .first()
    .getByRole('button', { name: t('ar', 'ops-captains:actions.confirm') })
    .click();
  const dialog = ops.getByRole('dialog');
  await expect(dialog.getByLabel(t('ar', 'ops-captains:fields.counted'))).toHaveValue(amount);
  await dialog.getByRole('button', { name: t('ar', 'ops-captains:actions.confirm') }).click();
  await expect(toast(ops, t('ar', 'ops-captains:done.handIn.balanced'))).toBeVisible();
  await expect(cash.getByText(pending)).toHaveCount(0, { timeout: 20_000 });
  await expect(cash.getByText(t('ar', 'captain:cash.none'))).toBeVisible();
  expect(await axeViolations(ops)).toEqual([]);
  await opsContext.close();

  // English: the same screen complete, and axe-clean.
  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: t('en', 'captain:pickups.title') })).toBeVisible();
  await expect(page.getByText(t('en', 'captain:position.on'))).toBeVisible();
  await expect(page.getByRole('region', { name: t('en', 'captain:cash.title') })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
