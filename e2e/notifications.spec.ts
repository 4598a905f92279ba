import type { APIRequestContext, Page } from '@playwright/test';
import { notificationTypes, translate } from '@courier/contracts';
import { openAs, sessionFor, settled, toast } from './support/app';
import { createOrder, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { t } from './support/texts';

/**
 * Notifications (spec §7, §2): what an event source records through the Notifier reaches the merchant
 * live — the bell's count, a toast, the lists refetching — and stays in /notifications, where "mark all
 * read" clears the count; the main account's switches stop the live push of a type but keep it listed;
 * a hidden tab gets a right-to-left desktop notice (or an in-page alert without the Notification API).
 * Events are recorded through POST /api/dev/notifications until the staff's moves exist.
 */
const merchant = 'merchant@demo.test';

async function account(request: APIRequestContext, email = merchant) {
  const session = await sessionFor(request, email);
  const headers = { authorization: `Bearer ${session.access_token}` };
  // Every test starts with nothing unread for this user.
  await request.post('/api/client/notification/read-all', { headers, data: {} });
  return { clientId: session.client_id as number, headers };
}

/** Records "order X is now delivered" for the client, as a staff move will. */
async function recordOrderMoved(
  request: APIRequestContext,
  clientId: number,
  order: { code: string; id: number },
) {
  const res = await request.post('/api/dev/notifications', {
    data: {
      client_id: clientId,
      type: 'order_status',
      message_key: 'notify.orderMoved',
      params: { code: order.code, status: 'orderStatus.given' },
      subject: { kind: 'order', id: order.id, code: order.code },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return translate('notify.orderMoved', 'ar', {
    code: order.code,
    status: translate('orderStatus.given', 'ar'),
  });
}

async function recordGeneral(request: APIRequestContext, clientId: number, text: string) {
  const res = await request.post('/api/dev/notifications', {
    data: { client_id: clientId, type: 'general', message_key: 'notify.general', params: { text } },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return translate('notify.general', 'ar', { text });
}

/**
 * Resolves once the page's socket has joined (socket.io's answer to its connect packet, `40…`): a push
 * recorded after it arrives live. The two hidden-tab tests are about what the page does with a push, not
 * about a push recorded before the socket joined (the first test's subject, decision 021).
 */
function socketJoined(page: Page) {
  return new Promise<void>((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.startsWith('40')) resolve();
      }),
    ),
  );
}

const bell = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${t('ar', 'notifications:bell.label')}`) });
const unreadBell = (page: Page, count: number) =>
  page.getByRole('button', { name: t('ar', 'notifications:bell.labelUnread', { count }) });

test.describe('notifications', () => {
  // The push is recorded right after a full page load, before the page's socket has connected: the
  // socket's handshake says the newest notification the bell saw and the server sends what came after
  // it (decision 021, "Missed pushes").
  test('the bell counts up live, a toast tells it, the list refetches; /notifications and mark all read', async ({
    page,
    request,
  }) => {
    const { clientId } = await account(request);
    const order = await createOrder(request, merchant, unique('عميل الإشعار'), { sent: true });
    await openAs(page, merchant, '/SentOrder');
    await settled(page);
    await expect(bell(page)).toHaveAccessibleName(t('ar', 'notifications:bell.label'));

    // The push refetches the order list on screen (live invalidation), without a reload.
    const listRefetched = page.waitForRequest((r) => r.url().includes('/api/client/order/SentOrder'));
    const message = await recordOrderMoved(request, clientId, order);
    await expect(unreadBell(page, 1)).toBeVisible();
    await expect(toast(page, message)).toBeVisible();
    await listRefetched;

    // The bell's latest items, and its way to the order.
    await unreadBell(page, 1).click();
    const latest = page.getByRole('dialog');
    await expect(latest.getByRole('link', { name: message })).toHaveAttribute(
      'href',
      `/OrderDetails/${order.code}`,
    );
    await latest.getByRole('link', { name: t('ar', 'notifications:bell.viewAll') }).click();

    await expect(page).toHaveURL(/\/notifications$/);
    await settled(page);
    const row = page.getByRole('row').filter({ hasText: message });
    await expect(row).toContainText(t('ar', 'notifications:list.unread'));
    // The page's own button: the bell's panel, which has one too, may still be closing.
    await page
      .getByRole('main')
      .getByRole('button', { name: t('ar', 'notifications:bell.markAllRead') })
      .click();
    await expect(toast(page, t('ar', 'notifications:list.markedRead'))).toBeVisible();
    await expect(row).toContainText(t('ar', 'notifications:list.read'));
    await expect(bell(page)).toHaveAccessibleName(t('ar', 'notifications:bell.label'));

    // Filtered by type: not under "balance supplied" (the demo data has its own there), again under
    // "order status".
    const type = page.getByLabel(t('ar', 'notifications:list.type'));
    await type.selectOption(String(notificationTypes.balance_supplied));
    await expect(page).toHaveURL(/type=5/);
    await settled(page);
    await expect(page.getByRole('row').filter({ hasText: message })).toHaveCount(0);
    await type.selectOption(String(notificationTypes.order_status));
    await expect(page.getByRole('row').filter({ hasText: message })).toBeVisible();
  });

  test('a switched-off type is not pushed but stays listed; the switches are the main account’s', async ({
    page,
    request,
    browser,
  }) => {
    const { clientId, headers } = await account(request);
    // The toasts below are live pushes: recorded once the page's socket has joined its rooms. (One
    // recorded before the bell's first read is already in the bell when the page shows: no toast is owed.)
    const joined = socketJoined(page);
    await openAs(page, merchant, '/control-notification');
    await settled(page);
    await joined;
    const orderSwitch = page.getByRole('switch', { name: translate('notificationType.order_status', 'ar') });
    await expect(orderSwitch).toBeChecked();
    await orderSwitch.click();
    await expect(toast(page, t('ar', 'notifications:settings.saved'))).toBeVisible();
    await expect(orderSwitch).not.toBeChecked();

    try {
      const order = await createOrder(request, merchant, unique('عميل صامت'), { sent: true });
      const muted = await recordOrderMoved(request, clientId, order);
      const general = await recordGeneral(request, clientId, unique('إعلان'));
      // The general one arrives, so the muted one (recorded first) would have too.
      await expect(toast(page, general)).toBeVisible();
      await expect(toast(page, muted)).toHaveCount(0);

      await page.goto('/notifications');
      await settled(page);
      await expect(page.getByRole('row').filter({ hasText: muted })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: general })).toBeVisible();
      await expect(unreadBell(page, 2)).toBeVisible();
    } finally {
      await request.post('/api/client/notification/save-settings', {
        headers,
        data: { type: notificationTypes.order_status, status: 1 },
      });
    }

    // A sub-user may not open the switches.
    const employee = await (await browser.newContext()).newPage();
    await openAs(employee, 'employee@demo.test', '/control-notification');
    await expect(employee).toHaveURL(/\/pages\/not-authorized$/);
    await employee.context().close();
  });

  test('a hidden tab gets a right-to-left desktop notice; permission is asked on a click', async ({
    page,
    request,
  }) => {
    const { clientId } = await account(request);
    // A tab in the background, and a Notification API that records what it is asked.
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      const w = window as unknown as { notices: unknown[]; asked: number };
      w.notices = [];
      w.asked = 0;
      class FakeNotification {
        static permission: NotificationPermission = 'default';
        static async requestPermission() {
          w.asked += 1;
          FakeNotification.permission = 'granted';
          return 'granted' as NotificationPermission;
        }
        constructor(title: string, options: NotificationOptions) {
          w.notices.push({ title, ...options });
        }
      }
      Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
    });
    const joined = socketJoined(page);
    await openAs(page, merchant, '/Home');
    await expect(page).toHaveURL(/\/Home$/, { timeout: 30_000 });
    await settled(page);
    await joined;

    // Before the permission: no desktop notice, an in-page toast that stays.
    const before = await recordGeneral(request, clientId, unique('قبل الإذن'));
    await expect(toast(page, before)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);

    await bell(page).click();
    await page.getByRole('button', { name: t('ar', 'notifications:bell.enableDesktop') }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);
    await expect(page.getByRole('button', { name: t('ar', 'notifications:bell.enableDesktop') })).toHaveCount(
      0,
    );

    const after = await recordGeneral(request, clientId, unique('بعد الإذن'));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { notices: unknown[] }).notices))
      .toEqual([
        expect.objectContaining({
          title: t('ar', 'notifications:live.newTitle', { type: t('ar', 'notifications:types.general') }),
          body: after,
          dir: 'rtl',
          lang: 'ar',
        }),
      ]);
  });

  test('without the Notification API a hidden tab shows an in-page alert', async ({ page, request }) => {
    const { clientId } = await account(request);
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      Object.defineProperty(window, 'Notification', { value: undefined, configurable: true });
    });
    const joined = socketJoined(page);
    await openAs(page, merchant, '/Home');
    await expect(page).toHaveURL(/\/Home$/, { timeout: 30_000 });
    await settled(page);
    await joined;
    const text = await recordGeneral(request, clientId, unique('بلا واجهة'));
    await expect(toast(page, text)).toBeVisible();
    await bell(page).click();
    await expect(page.getByRole('button', { name: t('ar', 'notifications:bell.enableDesktop') })).toHaveCount(
      0,
    );
  });
});
