import { attemptReasonLabel } from '@courier/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, demoPassword, field, signIn, switchLanguage, toast } from './support/app';
import { createOrder, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

/**
 * Proof of delivery from the field (issue 37 §4, §5, §9; decision 065), on a 360 px phone in Arabic: the
 * demo captain delivers one order with the receiver's signature and fails one with a reason and a photo
 * while offline; back online, the merchant's order pages (a second context) show each proof live. An
 * English pass delivers a third with a photo. axe on both dialogs, in both languages.
 */
const captainPhone = '01573241688';
const merchant = 'merchant@demo.test';
/** A real 1×1 PNG: the phone decodes it and sends it again as a JPEG, as it does a camera photo. */
const photo = {
  name: 'door.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** The merchant's orders, given to this captain at the office. */
async function ordersGivenToCaptain(request: APIRequestContext, count: number) {
  const login = await request.post('/api/ops/login', {
    data: { email: 'ops@demo.test', password: demoPassword },
  });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const captains = await request.get(`/api/ops/orders/captains?search=${captainPhone}`, { headers });
  const captainId = ((await captains.json()) as { feed: { id: number }[] }).feed[0]!.id;
  const made = [];
  for (let i = 0; i < count; i += 1) {
    const order = await createOrder(request, merchant, unique(`مستلم إثبات ${i}`), {
      sent: true,
      amount: '200',
    });
    for (const body of [
      { codes: [order.code], status: 'underway' },
      { codes: [order.code], status: 'with_captain', captain_id: captainId },
    ]) {
      const moved = await request.post('/api/ops/orders/status', { headers, data: body });
      expect((await moved.json()).feed.updated).toEqual([order.code]);
    }
    made.push(order);
  }
  return made;
}

const stopOf = (page: Page, code: string) => page.getByRole('article').filter({ hasText: code });

/** Draws a signature across the pad with the pointer, as a finger would. */
async function sign(page: Page) {
  const pad = page.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 120);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 60],
    [130, 130],
    [180, 50],
    [230, 110],
  ])
    await page.mouse.move(box.x + x!, box.y + y!, { steps: 4 });
  await page.mouse.up();
}

test('a captain delivers with a signature and fails with a photo offline; the merchant sees both proofs live', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 30.0561, longitude: 31.3301 });
  await page.setViewportSize({ width: 360, height: 780 });
  const [signed, failed, photographed] = await ordersGivenToCaptain(request, 3);

  // The merchant, on another device, watches the first order's page.
  const merchantContext = await browser.newContext();
  const merchantPage = await merchantContext.newPage();
  await signIn(merchantPage, merchant);
  await merchantPage.goto(`/OrderDetails/${signed!.code}`);
  await expect(merchantPage.getByRole('heading', { level: 1 })).toContainText(signed!.code, {
    timeout: 30_000,
  });

  await page.goto('/captain/login');
  await field(page, t('ar', 'captain:login.phone')).fill(captainPhone);
  await field(page, t('ar', 'captain:login.password')).fill(demoPassword);
  await page.getByRole('button', { name: t('ar', 'captain:login.submit') }).click();
  await expect(page.getByRole('heading', { name: t('ar', 'captain:run.title') })).toBeVisible({
    timeout: 30_000,
  });

  // Delivered with the receiver's signature drawn on the screen.
  await stopOf(page, signed!.code)
    .getByRole('button', { name: t('ar', 'captain:stop.deliver'), exact: true })
    .click();
  const deliver = page.getByRole('dialog');
  await deliver.getByRole('radio', { name: t('ar', 'captain:deliver.proofKind.signature') }).check();
  await deliver.getByRole('button', { name: t('ar', 'captain:deliver.submit') }).click();
  await expect(deliver.getByText(t('ar', 'captain:deliver.signatureMissing'))).toBeVisible();
  await sign(page);
  await expect(deliver.getByRole('img', { name: t('ar', 'captain:signature.signed') })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await deliver.getByRole('button', { name: t('ar', 'captain:deliver.submit') }).click();
  await expect(toast(page, t('ar', 'captain:deliver.done', { code: signed!.code }))).toBeVisible();

  // The merchant's page shows the signature proof without a reload.
  const proof = merchantPage.getByTestId('delivery-proof');
  await expect(proof.getByText(t('ar', 'orders:attempts.proof.signature'))).toBeVisible({ timeout: 20_000 });
  await expect(proof.getByRole('link', { name: t('ar', 'orders:attempts.map') })).toHaveAttribute(
    'href',
    /mlat=30\.0561&mlon=31\.3301/,
  );
  await expect(proof.getByRole('img', { name: t('ar', 'orders:attempts.proofAlt.signature') })).toBeVisible();
  await merchantPage.goto(`/OrderDetails/${failed!.code}`);
  await expect(merchantPage.getByRole('heading', { level: 1 })).toContainText(failed!.code);

  // Offline: the failed attempt, its reason and photo wait on the phone and go when the network returns.
  await context.setOffline(true);
  await stopOf(page, failed!.code)
    .getByRole('button', { name: t('ar', 'captain:stop.fail'), exact: true })
    .click();
  const fail = page.getByRole('dialog');
  await fail.getByRole('combobox', { name: t('ar', 'captain:fail.reason') }).click();
  await page.getByRole('option', { name: attemptReasonLabel('closed', 'ar') }).click();
  await fail.getByLabel(t('ar', 'captain:fail.note')).fill('المحل مغلق');
  await fail.getByLabel(t('ar', 'captain:fail.photo')).setInputFiles(photo);
  await expect(fail.getByRole('img', { name: t('ar', 'captain:photo.preview') })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await fail.getByRole('button', { name: t('ar', 'captain:fail.submit') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: t('ar', 'captain:run.waiting', { n: 1 }) }),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(t('ar', 'captain:run.waiting', { n: 1 }))).toHaveCount(0, { timeout: 30_000 });
  await expect(stopOf(page, failed!.code)).toHaveCount(0);

  const reason = attemptReasonLabel('closed', 'ar');
  const attempt = merchantPage.getByRole('listitem').filter({ hasText: reason });
  await expect(attempt).toBeVisible({ timeout: 20_000 });
  await expect(attempt.getByText('المحل مغلق')).toBeVisible();
  await expect(
    attempt.getByRole('img', { name: t('ar', 'orders:attempts.photoAlt', { reason }) }),
  ).toBeVisible();
  expect(await axeViolations(merchantPage)).toEqual([]);

  // English: a photo proof, the dialog checked by axe too.
  await switchLanguage(page, 'en');
  await stopOf(page, photographed!.code)
    .getByRole('button', { name: t('en', 'captain:stop.deliver'), exact: true })
    .click();
  await deliver.getByRole('radio', { name: t('en', 'captain:deliver.proofKind.photo') }).check();
  await deliver.getByLabel(t('en', 'captain:deliver.photo')).setInputFiles(photo);
  await expect(deliver.getByRole('img', { name: t('en', 'captain:photo.preview') })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await deliver.getByRole('button', { name: t('en', 'captain:deliver.submit') }).click();
  await expect(toast(page, t('en', 'captain:deliver.done', { code: photographed!.code }))).toBeVisible();
  await merchantPage.goto(`/OrderDetails/${photographed!.code}`);
  await expect(
    merchantPage.getByTestId('delivery-proof').getByText(t('ar', 'orders:attempts.proof.photo')),
  ).toBeVisible({ timeout: 20_000 });
  await merchantContext.close();
});
