import type { Page } from '@playwright/test';
import { field, openAs, opsOpenAs, sessionFor, settled } from './support/app';
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

/** The side navigation's chat entry; its name says the unread count (`shell:nav.chatUnread_*`). */
const chatEntry = (page: Page) =>
  page.getByRole('navigation').getByRole('link', { name: new RegExp(`^${t('ar', 'shell:pages.chat')}`) });
const chatEntryName = (count: number) =>
  count === 0
    ? t('ar', 'shell:pages.chat')
    : t('ar', `shell:nav.chatUnread_${new Intl.PluralRules('ar').select(count)}`, { count });

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
    await openAs(merchant, 'merchant@demo.test', `/OrderDetails/${order.code}`);
    await merchant.getByRole('link', { name: t('ar', 'chat:open'), exact: true }).click();
    await expect(merchant).toHaveURL(new RegExp(`/apps/chat/${order.id}$`));
    await expect(merchant.getByRole('heading', { level: 1 })).toHaveText(
      t('ar', 'chat:thread.title.order', { code: order.code }),
    );
    const question = 'هل يمكن التسليم صباحًا؟ 🙏';
    await send(merchant, question);
    await expect(pane(merchant).getByText(question)).toBeVisible();

    // The desk finds the chat by the order's code, unread, and reads it.
    await opsOpenAs(desk, 'support@demo.test', '/ops/chat');
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

  test('with the shop promotion shown, the chat page still fits the screen and its message box is in view (issue 41.6)', async ({
    page,
    request,
  }) => {
    // company@demo.test has no shop: the promotion sits above every page of its visit.
    const order = await createOrder(request, 'company@demo.test', unique('عميل الشاشة'));
    // Both languages at both widths (issue 41.6).
    for (const [lang, width] of [
      ['ar', 1280],
      ['ar', 360],
      ['en', 1280],
      ['en', 360],
    ] as const) {
      await page.setViewportSize({ width, height: 720 });
      await openAs(page, 'company@demo.test', `/apps/chat/${order.id}`, { lang });
      await expect(page.getByText(t(lang, 'shell:promotion.title'))).toBeVisible();
      const box = field(page, t(lang, 'chat:composer.label'));
      await expect(box).toBeInViewport({ ratio: 1 });
      const scrolls = await page.evaluate(
        () => document.documentElement.scrollHeight > document.documentElement.clientHeight,
      );
      expect(scrolls).toBe(false);
    }
  });

  test('the desk takes the chat, gives it on and answers while the merchant is elsewhere: the nav count rises, the notification opens that chat, the count falls', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const order = await createOrder(request, 'merchant@demo.test', unique('عميل العداد'));
    const { access_token } = await sessionFor(request, 'merchant@demo.test');
    const unreadNow = async () => {
      const res = await request.post('/api/client/chat/unread', {
        headers: { authorization: `Bearer ${access_token}` },
      });
      return ((await res.json()) as { feed: { count: number } }).feed.count;
    };
    const merchant = await (await browser.newContext()).newPage();
    const desk = await (await browser.newContext()).newPage();

    // The merchant asks about the order before the chat has loaded: its first read, answered by the server
    // before the message, reaches the page once the message is stored (a slow network). The message shows.
    await merchant.route(
      '**/api/client/order/messages*',
      async (route) => {
        const response = await route.fetch();
        await merchant.waitForResponse((r) => r.url().includes('/api/client/order/push-message'));
        await route.fulfill({ response });
      },
      { times: 1 },
    );
    await openAs(merchant, 'merchant@demo.test', `/apps/chat/${order.id}`);
    const question = 'متى يصل الطرد؟';
    await send(merchant, question);
    await expect(pane(merchant).getByText(question)).toBeVisible();
    // Then goes elsewhere.
    await merchant.goto('/Home');
    await settled(merchant);
    const before = await unreadNow();
    await expect(chatEntry(merchant)).toHaveAccessibleName(chatEntryName(before));

    // The desk finds it waiting, takes it, then gives it to another agent: the header and the list say who.
    await opsOpenAs(desk, 'support@demo.test', '/ops/chat');
    await settled(desk);
    await expect(desk.getByRole('radio', { name: t('ar', 'chat:queue.waiting') })).toBeChecked();
    // One queue of order and mission chats: the longest wait first, whatever it is about.
    await expect(
      desk
        .getByRole('radiogroup', { name: t('ar', 'chat:kinds.label') })
        .getByRole('radio', { name: t('ar', 'chat:kinds.all') }),
    ).toBeChecked();
    await field(desk, t('ar', 'chat:list.search')).fill(order.code);
    const item = desk.getByRole('button', { name: new RegExp(order.code) });
    await expect(item).toContainText(t('ar', 'chat:assign.nobody'));
    await item.click();
    const assignee = desk.getByTestId('chat-assignee');
    await expect(assignee).toHaveText(
      t('ar', 'chat:assign.current', { name: t('ar', 'chat:assign.nobody') }),
    );
    await desk.getByRole('button', { name: t('ar', 'chat:assign.take') }).click();
    await expect(assignee).not.toContainText(t('ar', 'chat:assign.nobody'));
    const take = desk.getByRole('button', { name: t('ar', 'chat:assign.take') });
    await expect(take).toHaveCount(0); // already this agent's: nothing to take
    const taker = (await assignee.textContent())!;
    const agents = field(desk, t('ar', 'chat:assign.agent'));
    const names = (await agents.locator('option').allTextContents()).filter(
      (n) => n !== '—' && !taker.endsWith(n),
    );
    expect(names.length).toBeGreaterThan(0);
    await agents.selectOption({ label: names[0]! });
    await desk.getByRole('button', { name: t('ar', 'chat:assign.submit'), exact: true }).click();
    await expect(assignee).toHaveText(t('ar', 'chat:assign.current', { name: names[0]! }));
    await expect(item).toContainText(names[0]!);
    await expect(take).toBeVisible();

    // The desk answers; the merchant is on the home page: its chat entry's count rises live.
    const answer = 'سيصل غدًا صباحًا 🚚';
    await send(desk, answer);
    await expect(chatEntry(merchant)).toHaveAccessibleName(chatEntryName(before + 1));
    await expect(merchant.getByTestId('nav-count-chat')).toContainText(/\S/);

    // The bell's notification opens that very chat, which reads it: the count falls back.
    await merchant
      .getByRole('button', { name: new RegExp(`^${t('ar', 'notifications:bell.label')}`) })
      .click();
    await merchant
      .getByRole('link', { name: new RegExp(order.code) })
      .first()
      .click();
    await expect(merchant).toHaveURL(new RegExp(`/apps/chat/${order.id}$`));
    await expect(pane(merchant).getByText(answer)).toBeVisible();
    await expect(chatEntry(merchant)).toHaveAccessibleName(chatEntryName(before));
  });
});
