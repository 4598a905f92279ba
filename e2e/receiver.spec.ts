import { openAs } from './support/app';
import { createOrder, unique } from './support/data';
import { deskMove, orderOutForDelivery, outboxMessage } from './support/receiver';
import { expect, test } from './support/fixtures';

const merchant = 'merchant@demo.test';

/**
 * The parcel's receiver (issue 38 §1 and §3, decision 062): a second browser context at 360 px, no login,
 * opens the link the receiver message carried (read in the development outbox) and follows the steps.
 */
test('a receiver at 360 px opens the link from the outbox and sees each step, in Arabic then English', async ({
  browser,
  request,
  baseURL,
}) => {
  const order = await orderOutForDelivery(request, merchant);
  const receiver = await browser.newContext({ baseURL, viewport: { width: 360, height: 780 } });
  const page = await receiver.newPage();

  await page.goto(order.link);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تتبّع طلبك' })).toBeVisible();
  const now = page.getByRole('region', { name: 'الآن', exact: true });
  await expect(now.getByText('خرج للتوصيل')).toBeVisible();
  await expect(now.getByRole('link', { name: /^اتصل بـ / })).toHaveAttribute('href', /^tel:\d+/);
  await expect(now.getByText('010••••••22')).toBeVisible();
  const steps = page.getByRole('region', { name: 'ما حدث حتى الآن' }).getByRole('listitem');
  await expect(steps).toHaveText([/خرج للتوصيل/, /استُلم من التاجر/, /سُلّم الطلب لشركة الشحن/]);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Now', exact: true }).getByText('Out for delivery'),
  ).toBeVisible();

  // Delivered: the message arrives, the page says so and the call button is gone.
  await deskMove(request, order.code, 'given');
  await outboxMessage(request, order.code, 'تم توصيل طلبك');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Now', exact: true }).getByText('Delivered', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'What has happened' }).getByRole('listitem')).toHaveCount(4);

  // Without the link: the order's code and the phone's last 4 digits find it.
  await page.goto('/t?lang=en');
  await page.getByLabel('Order code').fill(order.code);
  await page.getByLabel('Last 4 digits of your phone').fill('2223');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page.getByRole('alert')).toContainText('No order matches');
  await page.getByLabel('Order code').fill(order.code);
  await page.getByLabel('Last 4 digits of your phone').fill('2222');
  await page.getByRole('button', { name: 'Find my order' }).click();
  await expect(page).toHaveURL(new RegExp(`${order.path}\\?lang=en$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await receiver.close();
});

test('the main account switches a receiver message off on /control-notification: that move sends none', async ({
  page,
  request,
}) => {
  await openAs(page, merchant, '/control-notification', { lang: 'en' });
  const delivered = page.getByRole('region', { name: 'Messages to your receivers' }).getByRole('switch', {
    name: 'Delivered',
    exact: true,
  });
  await expect(delivered).toBeChecked();
  await delivered.click({ force: true });
  await expect(delivered).not.toBeChecked();
  try {
    const order = await createOrder(request, merchant, unique('مستلم بلا رسالة'), { sent: true });
    for (const to of ['underway', 'with_captain', 'given']) await deskMove(request, order.code, to);
    await outboxMessage(request, order.code, '/t/');
    // Messages go out in the order they were written: once a later order's message is in the outbox, a
    // "delivered" message of this order would be there too.
    await orderOutForDelivery(request, merchant);
    const feed = (await (await request.get('/api/dev/outbox')).json()) as { feed: Array<{ body: string }> };
    expect(feed.feed.filter((m) => m.body.includes(order.code))).toHaveLength(1);
  } finally {
    await page.reload();
    await delivered.click({ force: true });
    await expect(delivered).toBeChecked();
  }
});
