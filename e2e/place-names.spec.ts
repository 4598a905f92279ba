import { axeViolations, hasSidewaysScroll, openAs, sessionFor, settled, switchLanguage } from './support/app';
import { expect, test } from './support/fixtures';
import { chooseFile, orderSheet, upload, type Row } from './support/order-sheet';
import { t } from './support/texts';

/**
 * Decision 054 on the web: the waiting list shows every doubtful upload, paged with its total; one
 * correction answers every row with the same text and is learnt; the learnt name is shown on its settings
 * page and can be forgotten. One journey at 1280 px in Arabic, an English check, and 360 px.
 */

const merchant = 'merchant@demo.test';
const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Each run writes a new area text, so no earlier run's learnt name places it. */
const run = Date.now().toString(36);
const areaText = `نصر ${run}`;

test.use({ viewport: { width: 1280, height: 900 } });

test('doubtful rows wait paged; one correction answers its twins, is learnt, shown and forgotten', async ({
  page,
  request,
}) => {
  // Eleven earlier uploads still waiting (sent over the API), so that the list pages at 10 a page.
  const headers = { authorization: `Bearer ${(await sessionFor(request, merchant)).access_token}` };
  for (let i = 0; i < 11; i++) {
    const row: Row = [`انتظار ${run} ${i}`, '01012345678', 'الجيزه', areaText, '8 ش الطيران', 'كتب', '100'];
    const res = await request.post('/api/client/order/add-excelsheet/smart', {
      headers,
      multipart: {
        import_file: { name: `wait-${run}-${i}.xlsx`, mimeType: xlsxMime, buffer: await orderSheet([row]) },
      },
    });
    expect(res.status()).toBe(202);
  }
  const waiting = (await (
    await request.get('/api/client/order/add-excelsheet/pending?perPage=1', { headers })
  ).json()) as { feed_count: number };
  expect(waiting.feed_count).toBeGreaterThanOrEqual(11);

  await openAs(page, merchant, '/AddMultipleOrdersSmartly?perPage=10');
  const list = page.getByRole('region', { name: new RegExp(t('ar', 'order-files:pending.title')) });
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(
    t('ar', 'order-files:pending.titleCount', {
      count: waiting.feed_count,
      total: String(waiting.feed_count),
    }),
  );
  const caption = t('ar', 'order-files:pending.caption');
  await expect(list.getByRole('table', { name: caption }).getByRole('rowheader')).toHaveCount(10);
  await list.getByRole('button', { name: t('ar', 'common:table.page', { page: 2 }) }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(list.getByRole('table', { name: caption }).getByRole('rowheader')).not.toHaveCount(0);
  // The waiting list is only there when something waits: the axe table never sees it.
  await settled(page);
  expect(await axeViolations(page)).toEqual([]);

  // A new sheet: two rows with the same doubtful text, told apart by their receiver.
  const twin = (name: string, phone: string): Row => [
    `${name} ${run}`,
    phone,
    'الجيزه',
    areaText,
    '8 ش الطيران',
    'كتب',
    '150',
  ];
  await chooseFile(
    page,
    `twins-${run}.xlsx`,
    await orderSheet([twin('هالة', '01012345670'), twin('سيد', '01112345671')]),
  );
  await upload(page);
  await expect(page.getByRole('heading', { name: t('ar', 'order-files:smart.correctTitle') })).toBeFocused();
  const row2 = page.getByRole('group', { name: t('ar', 'order-files:smart.rowTitle', { row: 2 }) });
  const row3 = page.getByRole('group', { name: t('ar', 'order-files:smart.rowTitle', { row: 3 }) });
  await expect(row2.getByText(new RegExp(`هالة ${run}`))).toBeVisible();
  await expect(row3.getByText(new RegExp(`سيد ${run}`))).toBeVisible();
  // The text names Giza, not Cairo: no Cairo guess is chosen for the merchant.
  const nasrCity = /القاهرة.*\/.*مدينة نصر/;
  await expect(row2.getByRole('radio', { name: nasrCity })).not.toBeChecked();
  const together = row2.getByRole('checkbox', {
    name: t('ar', 'order-files:smart.applyToTwins', { count: 2, rows: '2' }),
  });
  await expect(together).toBeChecked();
  await row2.getByRole('radio', { name: nasrCity }).check();
  await expect(row3.getByRole('radio', { name: nasrCity })).toBeChecked();
  await page.getByRole('button', { name: t('ar', 'order-files:smart.submit') }).click();
  await expect(page.getByText(t('ar', 'order-files:upload.created', { count: 2 }))).toBeVisible();

  // The learnt name, from the settings hub's link.
  await page.goto('/setting');
  await page.getByRole('link', { name: new RegExp(t('ar', 'shell:pages.placeNames')) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'shell:pages.placeNames'));
  const learnt = `الجيزه / ${areaText}`;
  const line = page.getByRole('row').filter({ hasText: learnt });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('مدينة نصر');

  // English check, then 360 px without a sideways scroll.
  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'shell:pages.placeNames'));
  await expect(page.getByRole('table', { name: t('en', 'order-files:aliases.caption') })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByText(learnt).first()).toBeVisible();
  expect(await hasSidewaysScroll(page)).toBe(false);
  await switchLanguage(page, 'ar');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Forgotten after a confirm.
  await page
    .getByRole('button', { name: t('ar', 'order-files:aliases.forgetLabel', { text: learnt }) })
    .click();
  const dialog = page.getByRole('dialog', { name: t('ar', 'order-files:aliases.confirmTitle') });
  await dialog.getByRole('button', { name: t('ar', 'order-files:aliases.forget') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: learnt })).toHaveCount(0);

  // The waiting list at 360 px.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/AddMultipleOrdersSmartly');
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(t('ar', 'order-files:pending.title')) }),
  ).toBeVisible();
  await settled(page);
  expect(await hasSidewaysScroll(page)).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
});
