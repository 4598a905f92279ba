import type { Page } from '@playwright/test';
import { field, logIn, opsLogIn, settled } from './support/app';
import { createOrder, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

const pane = (page: Page, lang: 'ar' | 'en' = 'ar') =>
  page.getByRole('log', { name: t(lang, 'chat:thread.pane') });

async function send(page: Page, text: string) {
  await field(page, t('ar', 'chat:composer.label')).fill(text);
  await page.getByRole('button', { name: t('ar', 'chat:composer.send'), exact: true }).click();
  await expect(field(page, t('ar', 'chat:composer.label'))).toHaveValue('');
}

/**
 * Chat about an order (issue 8, decision 027): the merchant in one browser, the help desk on /ops in
 * another; every message reaches the other side live, without a reload.
 */
test.describe('chat', () => {
  test('an order chat both ways, live: text, a file and the browser location', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const order = await createOrder(request, 'merchant@demo.test', unique('عميل المحادثة'));
    const merchant = await (
      await browser.newContext({
        geolocation: { latitude: 30.0444, longitude: 31.2357 },
        permissions: ['geolocation'],
      })
    ).newPage();
    const desk = await (await browser.newContext()).newPage();

    // The merchant opens the chat from the order's page and writes (Arabic with an emoji).
    await logIn(merchant, 'merchant@demo.test');
    await merchant.goto(`/OrderDetails/${order.code}`);
    await merchant.getByRole('link', { name: t('ar', 'chat:open') }).click();
    await expect(merchant).toHaveURL(new RegExp(`/apps/chat/${order.id}$`));
    await expect(merchant.getByRole('heading', { level: 1 })).toHaveText(
      t('ar', 'chat:thread.title.order', { code: order.code }),
    );
    const question = 'هل يمكن التسليم صباحًا؟ 🙏';
    await send(merchant, question);
    await expect(pane(merchant).getByText(question)).toBeVisible();

    // The desk finds the chat by the order's code, unread, and reads it.
    await opsLogIn(desk, 'support@demo.test');
    await desk.goto('/ops/chat');
    await settled(desk);
    await field(desk, t('ar', 'chat:list.search')).fill(order.code);
    const item = desk.getByRole('button', { name: new RegExp(order.code) });
    await expect(item).toContainText(t('ar', 'chat:list.unread_one'));
    await item.click();
    await expect(pane(desk).getByText(question)).toBeVisible();
    await expect(item).not.toContainText(t('ar', 'chat:list.unread_one'));

    // The desk answers with a file: it appears on the merchant's open chat by itself.
    const answer = 'نعم، سيصل المندوب قبل الظهر 👍';
    await desk
      .locator('input[type=file]')
      .setInputFiles({ name: 'إيصال.png', mimeType: 'image/png', buffer: png });
    await send(desk, answer);
    await expect(pane(merchant).getByText(answer)).toBeVisible();
    await expect(pane(merchant).getByText('إيصال.png')).toBeVisible();

    // The merchant shares the browser's location: a link to the map, seen live by the desk.
    await merchant.getByRole('button', { name: t('ar', 'chat:composer.shareLocation') }).click();
    await expect(merchant.getByText(t('ar', 'chat:composer.locationShared'))).toBeVisible();
    await merchant.getByRole('button', { name: t('ar', 'chat:composer.send'), exact: true }).click();
    const link = pane(desk).getByRole('link', { name: t('ar', 'chat:thread.location') });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=30\.0444&mlon=31\.2357/);

    // The page itself never scrolls; the message pane does.
    const scrolls = await merchant.evaluate(
      () => document.documentElement.scrollHeight > document.documentElement.clientHeight,
    );
    expect(scrolls).toBe(false);

    // The conversation list shows the chat; the desk's answer was read on the open chat.
    await merchant.goto('/apps/chat');
    const entry = merchant.getByRole('link', { name: new RegExp(order.code) });
    await expect(entry).toBeVisible();
    await expect(entry).not.toContainText(t('ar', 'chat:list.unread_one'));
  });
});
