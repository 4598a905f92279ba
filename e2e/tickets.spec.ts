import type { Page } from '@playwright/test';
import { openAs, opsOpenAs, settled, toast } from './support/app';
import { createOrder, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { catalogText, t } from './support/texts';

/**
 * Support tickets end to end (issue 8): the merchant in Arabic, the help desk in English, each in its own
 * browser context, talking through the API and the live sockets.
 */

const merchantEmail = 'merchant@demo.test';

/** The header's way to the tickets, by its screen-reader name (the unread count is in it). */
const ticketsLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', {
    name:
      count === 0
        ? t('ar', 'tickets:header.label')
        : t('ar', `tickets:header.unread_${count === 1 ? 'one' : 'other'}`, { count }),
    exact: true,
  });

/** Small real images made by the browser itself (a screenshot is a genuine JPEG or PNG). */
async function images(page: Page) {
  const clip = { x: 0, y: 0, width: 12, height: 12 };
  return [
    { name: 'الطرد.jpg', mimeType: 'image/jpeg', buffer: await page.screenshot({ type: 'jpeg', clip }) },
    { name: 'الملصق.png', mimeType: 'image/png', buffer: await page.screenshot({ type: 'png', clip }) },
  ];
}

test.describe('support tickets', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a complaint with two images is answered live by the desk, read, refused once closed, and rated', async ({
    page,
    browser,
    request,
  }) => {
    const order = await createOrder(request, merchantEmail, unique('مستلم الشكوى'));
    const description = unique('وصل الطرد تالفًا');

    // The merchant (Arabic) opens a complaint about the order through the wizard, with two images.
    await openAs(page, merchantEmail, '/tickets/new');
    await settled(page);
    await page.getByRole('button', { name: t('ar', 'tickets:actions.next') }).click();
    await page.getByLabel(t('ar', 'tickets:entity.orderCode')).fill(order.code);
    await page.getByRole('button', { name: t('ar', 'tickets:actions.next') }).click();
    await page.getByRole('combobox', { name: t('ar', 'tickets:problem.type'), exact: true }).click();
    await page.getByRole('option', { name: await catalogText('ar', 'complaintType.delivery') }).click();
    await page.getByRole('combobox', { name: t('ar', 'tickets:problem.title'), exact: true }).click();
    await page
      .getByRole('option', { name: await catalogText('ar', 'complaintType.delivery.damaged') })
      .click();
    await page.getByRole('button', { name: t('ar', 'tickets:actions.next') }).click();
    await page.getByLabel(t('ar', 'tickets:details.description')).fill(description);
    await page.locator('input[type="file"]').setInputFiles(await images(page));
    await page.getByRole('button', { name: t('ar', 'tickets:actions.next') }).click();
    await expect(page.getByText(t('ar', 'tickets:review.files_two', { count: 2 }))).toBeVisible();
    await page.getByRole('button', { name: t('ar', 'tickets:actions.send') }).click();
    await expect(page).toHaveURL(/\/tickets\/\d+$/);
    const ticketId = Number(/\/tickets\/(\d+)$/.exec(page.url())![1]);
    await settled(page);
    await expect(page.getByRole('img', { name: 'الطرد.jpg' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'الملصق.png' })).toBeVisible();
    await page.goto('/tickets');
    await settled(page);
    await expect(ticketsLink(page, 0)).toBeVisible();

    // The help desk (English, another browser context) finds it in the queue, takes it and replies with a file.
    const deskContext = await browser.newContext();
    const desk = await deskContext.newPage();
    await opsOpenAs(desk, 'support@demo.test', '/ops/tickets?assigned=none&perPage=100', { lang: 'en' });
    await settled(desk);
    const code = `T-${ticketId}`;
    const row = desk.locator('tbody tr').filter({ hasText: code });
    await expect(row).toContainText(t('en', 'ops-tickets:marks.new'));
    await row.getByRole('link', { name: code }).click();
    await settled(desk);
    await expect(desk.getByText(description)).toBeVisible();
    await expect(desk.getByRole('img', { name: 'الطرد.jpg' })).toBeVisible();
    await expect(desk.getByText(order.code).first()).toBeVisible();
    await desk.getByRole('button', { name: t('en', 'ops-tickets:assign.take') }).click();
    await expect(toast(desk, t('en', 'ops-tickets:assign.done', { name: 'Help Desk' }))).toBeVisible();
    const answer = unique('We are sorry; a refund is on its way');
    await desk.getByLabel(t('en', 'tickets:thread.reply')).fill(answer);
    await desk.locator('input[type="file"]').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: await desk.screenshot({ type: 'png', clip: { x: 0, y: 0, width: 10, height: 10 } }),
    });
    await desk.getByRole('button', { name: t('en', 'tickets:thread.send') }).click();
    await expect(toast(desk, t('en', 'ops-tickets:replied'))).toBeVisible();
    await expect(desk.getByRole('list', { name: t('en', 'tickets:thread.replies') })).toContainText(answer);

    // The merchant sees it live: the header counts one unread ticket, the list marks it.
    await expect(ticketsLink(page, 1)).toBeVisible();
    await expect(page.locator('tbody tr').filter({ hasText: code })).toContainText(
      t('ar', 'tickets:list.unread_one', { count: 1 }),
    );
    await ticketsLink(page, 1).click();
    await page.getByRole('link', { name: code }).click();
    await settled(page);
    await expect(page.getByRole('list', { name: t('ar', 'tickets:thread.replies') })).toContainText(answer);
    await expect(page.getByRole('img', { name: 'receipt.png' })).toBeVisible();
    await expect(ticketsLink(page, 0)).toBeVisible();

    // The desk closes it while the merchant's page has not heard yet (its refresh held back): the reply
    // is refused with 409, in Arabic.
    await page.route('**/api/client/ticket/show**', (route) => route.abort());
    await desk.getByRole('button', { name: t('en', 'ops-tickets:status.close') }).click();
    await expect(desk.getByRole('button', { name: t('en', 'ops-tickets:status.reopen') })).toBeVisible();
    await page.getByLabel(t('ar', 'tickets:thread.reply')).fill('هل من جديد؟');
    const refused = page.waitForResponse((r) => r.url().includes('/api/client/ticket/reply'));
    await page.getByRole('button', { name: t('ar', 'tickets:thread.send') }).click();
    expect((await refused).status()).toBe(409);
    await expect(
      page.getByRole('alert').filter({ hasText: await catalogText('ar', 'errors.TICKET_CLOSED') }),
    ).toBeVisible();
    await page.unroute('**/api/client/ticket/show**');

    // Closed: the merchant rates the answer once.
    await page.reload();
    await settled(page);
    await expect(page.getByText(t('ar', 'tickets:thread.closedNote'))).toBeVisible();
    // Mantine's rating hides its radios behind their star labels: the star is what a person clicks.
    const five = await page.getByRole('radio', { name: '5', exact: true }).getAttribute('id');
    await page.locator(`label[for="${five}"]`).click();
    await page.getByRole('button', { name: t('ar', 'tickets:rating.send') }).click();
    await expect(page.getByText(t('ar', 'tickets:rating.done'))).toBeVisible();
    await deskContext.close();
  });
});
