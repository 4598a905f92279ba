import { ensureApiKey, hasSidewaysScroll, openAs, unlockApiPage } from './support/app';
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

  // Rotate: a new key; the old one keeps answering for the grace period (ROTATION_GRACE_HOURS, decision 073).
  await page.getByRole('button', { name: t('ar', 'settings:api.rotate') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('ar', 'settings:api.rotate') })
    .click();
  await expect(keyField).not.toHaveValue(first);
  await expect(keyField).toHaveValue(/^cp_live_[A-Za-z0-9_-]{32}$/);
  const second = await keyField.inputValue();
  const old = await request.get('/api/v1/governorates', { headers: { authorization: `Bearer ${first}` } });
  expect(old.status()).toBe(200);

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

// Issue 41.12: at 360 px in Arabic the code samples read as code, left to right as a whole (comments
// included), each line whole and scrolled inside its box, never widening the page.
for (const lang of ['ar', 'en'] as const) {
  test(`code samples are left to right and scroll inside their box at 360 px (${lang})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openAs(page, merchant, '/link-with-apis', { lang });
    await unlockApiPage(page, lang);
    const blocks = page.locator('pre');
    await expect(blocks.first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`api-${lang}.png`), fullPage: true });
    const checkBlocks = async () => {
      const found = await blocks.evaluateAll((pres) =>
        pres.map((pre) => {
          const style = getComputedStyle(pre);
          const lines = (pre.textContent ?? '').split('\n').length;
          const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
          const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
          return {
            dir: pre.getAttribute('dir'),
            direction: style.direction,
            overflowX: style.overflowX,
            // Lines never wrap: the box is as tall as its lines (a wrapped comment would add rows).
            wrapped: pre.clientHeight - padding > lines * lineHeight + 2,
            insideView: pre.getBoundingClientRect().right <= window.innerWidth + 1,
          };
        }),
      );
      expect(found.length).toBeGreaterThan(0);
      for (const block of found)
        expect(block).toEqual({
          dir: 'ltr',
          direction: 'ltr',
          overflowX: 'auto',
          wrapped: false,
          insideView: true,
        });
      expect(await hasSidewaysScroll(page)).toBe(false);
    };
    await checkBlocks();
    await page.goto('/link-with-apis/orders');
    await expect(blocks.first()).toBeVisible();
    await checkBlocks();
  });
}
