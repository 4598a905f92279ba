import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { openAs, unlockApiPage } from './support/app';
import { unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

// Its own account: the API page's journeys spend the merchant's code sends (3 in 15 minutes).
const admin = 'company@demo.test';
const shopifyKey = 'shpss_e2e0123456789abcdef0123456789ab';
const shopifyOrder = JSON.parse(
  readFileSync(new URL('../apps/api/test/fixtures/shopify-order-created.json', import.meta.url), 'utf8'),
) as Record<string, unknown> & { shipping_address: Record<string, unknown> };

test('connect a Shopify store, receive its signed order webhook, see the order saved', async ({
  page,
  request,
}) => {
  await openAs(page, admin, '/setting');
  await page.getByRole('link', { name: new RegExp(t('ar', 'shell:pages.linkWithPlugins')) }).click();
  await expect(page).toHaveURL(/\/link-with-plugins$/);
  await unlockApiPage(page, 'ar', 'settings:plugins.newTitle');

  const name = unique('متجري');
  await page.getByLabel(t('ar', 'settings:plugins.name')).fill(name);
  await page.getByRole('button', { name: t('ar', 'settings:plugins.create') }).click();
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(t('ar', 'settings:plugins.steps.shopify.3'))).toBeVisible();
  const url = await card.getByRole('textbox', { name: t('ar', 'settings:plugins.url') }).inputValue();
  expect(url).toMatch(/\/api\/hooks\/stores\/[A-Za-z0-9_-]{32}$/);

  // Shopify shows its signing key once the webhook exists; the merchant pastes it here.
  await card.getByRole('button', { name: t('ar', 'settings:plugins.paste') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(t('ar', 'settings:plugins.secret')).fill(shopifyKey);
  await dialog.getByRole('button', { name: t('ar', 'settings:plugins.save') }).click();
  await expect(card.getByRole('textbox', { name: t('ar', 'settings:plugins.secret') })).toHaveValue(
    `••••${shopifyKey.slice(-4)}`,
  );

  // The store posts its order, signed as Shopify signs: base64 HMAC-SHA256 of the raw body.
  const receiver = unique('Store buyer');
  const body = JSON.stringify({
    ...shopifyOrder,
    id: Date.now(),
    shipping_address: { ...shopifyOrder.shipping_address, name: receiver },
  });
  const unsigned = await request.post(new URL(url).pathname, {
    data: body,
    headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': 'bm90LWEtc2lnbmF0dXJl' },
  });
  expect(unsigned.status()).toBe(401);
  const delivered = await request.post(new URL(url).pathname, {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/create',
      'x-shopify-hmac-sha256': createHmac('sha256', shopifyKey).update(body).digest('base64'),
    },
  });
  expect(delivered.status()).toBe(200);
  expect((await delivered.json()).outcome).toBe('created');

  await page.goto(`/SavedOrder?receiver=${encodeURIComponent(receiver)}`);
  await expect(page.getByText(receiver)).toBeVisible();
});
