import { ensureApiKey, openAs, unlockApiPage } from './support/app';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

const merchant = 'merchant@demo.test';

test('unlock the API page, reveal, copy and rotate the key, then create an order with it', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAs(page, merchant, '/setting');
  await page.getByRole('link', { name: new RegExp(t('ar', 'shell:pages.linkWithApis')) }).click();
  await expect(page).toHaveURL(/\/link-with-apis$/);
  await unlockApiPage(page, 'ar');

  // The first key: made here, then shown masked until revealed.
  const keyField = await ensureApiKey(page, 'ar');
  // A key made just now shows revealed; one made earlier on this worker (the axe cells) shows masked.
  const hide = page.getByRole('button', { name: t('ar', 'settings:api.hide') });
  await expect(hide.or(page.getByRole('button', { name: t('ar', 'settings:api.reveal') }))).toBeVisible();
  if (await hide.isVisible()) await hide.click();
  await expect(keyField).toHaveValue(/^cp_live_•+/);
  await page.getByRole('button', { name: t('ar', 'settings:api.reveal') }).click();
  await expect(keyField).toHaveValue(/^cp_live_[A-Za-z0-9_-]{32}$/);
  const first = await keyField.inputValue();
  await page.getByRole('button', { name: t('ar', 'settings:api.copy'), exact: true }).click();
  await expect(page.getByRole('button', { name: t('ar', 'settings:api.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // Rotate: a new key, and the old one is refused at once.
  await page.getByRole('button', { name: t('ar', 'settings:api.rotate') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('ar', 'settings:api.rotate') })
    .click();
  await expect(keyField).not.toHaveValue(first);
  await expect(keyField).toHaveValue(/^cp_live_[A-Za-z0-9_-]{32}$/);
  const second = await keyField.inputValue();
  const old = await request.get('/api/v1/governorates', { headers: { authorization: `Bearer ${first}` } });
  expect(old.status()).toBe(401);

  // The documentation carries the revealed key in its curl examples.
  await page.getByRole('link', { name: new RegExp(t('ar', 'shell:pages.linkWithApisOrders')) }).click();
  await expect(page).toHaveURL(/\/link-with-apis\/orders$/);
  await expect(page.getByText(`Authorization: Bearer ${second}`).first()).toBeVisible();

  // The merchant's server: an order through /api/v1 with the new key.
  const auth = { authorization: `Bearer ${second}` };
  const govs = await (await request.get('/api/v1/governorates', { headers: auth })).json();
  const government = govs.feed[0].id as number;
  const areas = await (
    await request.get(`/api/v1/governorates/${government}/areas`, { headers: auth })
  ).json();
  const created = await request.post('/api/v1/orders', {
    headers: { ...auth, 'idempotency-key': `e2e-${Date.now()}` },
    data: {
      receiver: 'متجر تجريبي',
      phone1: '01012345678',
      government,
      area: areas.feed[0].id,
      address: '12 شارع عباس العقاد',
      contentOrder: 'سماعات',
      collectedAmount: '250',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = (await created.json()) as { code: string };
  const fetched = await request.get(`/api/v1/orders/${code}`, { headers: auth });
  expect((await fetched.json()).feed).toMatchObject({ code, status: 1 });
});
