import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { openAs, switchLanguage } from './support/app';
import { createOrder, unique } from './support/data';
import { expect, test } from './support/fixtures';
import { chooseFile, orderSheet, upload, type Row } from './support/order-sheet';
import { catalogText, t } from './support/texts';

/**
 * Orders from spreadsheets (plain and smart upload), printing airway bills and stickers, the orders
 * report and the cost and company tables, driven in Arabic with the product's own words.
 */

const merchant = 'merchant@demo.test';

/** Each run writes new receivers, so no file is mistaken for an earlier one. */
const run = Date.now().toString(36);

/** Unicode isolates, as the app wraps text typed by people (lib/bidi.ts). */
const isolate = (text: string) => `\u2068${text}\u2069`;

test.describe('order files', () => {
  test('excel upload: the per-row report, the fixed file, then the same file again is an old file', async ({
    page,
  }) => {
    await openAs(page, merchant, '/AddOrderWithExcel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('ar', 'shell:pages.addOrderWithExcel'),
    );

    // A file that is not xlsx is refused before it is sent.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') });
    await expect(page.getByText(await catalogText('ar', 'validation.xlsxOnly'))).toBeVisible();

    const good: Row = [
      `سارة محمود ${run}`,
      '01012345678',
      'القاهرة',
      'مدينة نصر',
      '12 شارع عباس العقاد',
      'ملابس',
      '250',
    ];
    const second: Row = [`علي حسن ${run}`, '01112345678', 'الجيزة', 'الدقي', '5 شارع التحرير', 'كتب', '100'];
    const bad: Row = [second[0], '123', ...(second.slice(2) as [string, string, string, string, string])];

    await chooseFile(page, 'orders-bad.xlsx', await orderSheet([good, bad]));
    await upload(page);
    const report = page.getByRole('table', { name: t('ar', 'order-files:upload.report.caption') });
    await expect(page.getByText(t('ar', 'order-files:upload.rowsInvalidTitle'))).toBeVisible();
    // Row 3 (the header is row 1), in the phone column, is what needs fixing.
    const line = report.getByRole('row').filter({ hasText: await catalogText('ar', 'orderColumn.phone1') });
    await expect(line.getByRole('rowheader')).toHaveText('3');

    const fixed = await orderSheet([good, second]);
    await chooseFile(page, 'orders-fixed.xlsx', fixed);
    await upload(page);
    await expect(page.getByText(t('ar', 'order-files:upload.successTitle'))).toBeVisible();
    await expect(page.getByText(t('ar', 'order-files:upload.created', { count: 2 }))).toBeVisible();

    await page.getByRole('link', { name: t('ar', 'order-files:upload.viewSaved') }).click();
    await expect(page).toHaveURL(/\/SavedOrder$/);
    await expect(page.getByText(good[0]).first()).toBeVisible();
    await expect(page.getByText(second[0]).first()).toBeVisible();

    // The same file again: the 'old file' state (spec §8), nothing added twice.
    await page.goto('/AddOrderWithExcel');
    await chooseFile(page, 'orders-fixed.xlsx', fixed);
    await upload(page);
    await expect(page.getByText(t('ar', 'order-files:upload.oldFileTitle'))).toBeVisible();
    await expect(page.getByText(await catalogText('ar', 'errors.OLD_FILE'))).toBeVisible();
  });

  test('smart upload: an unknown area waits in the correction table until a suggestion is picked', async ({
    page,
  }) => {
    await openAs(page, merchant, '/AddMultipleOrdersSmartly');

    const known: Row = [
      `منى سعيد ${run}`,
      '01012345679',
      'القاهره',
      'مدينه نصر',
      '3 شارع مكرم عبيد',
      'عطور',
      '300',
    ];
    const unknown: Row = [
      `كريم عادل ${run}`,
      '01212345678',
      'الجيزه',
      'نصر',
      '8 شارع الطيران',
      'أحذية',
      '420',
    ];
    await chooseFile(page, 'smart.xlsx', await orderSheet([known, unknown]));
    await upload(page);

    const title = page.getByRole('heading', { name: t('ar', 'order-files:smart.correctTitle') });
    await expect(title).toBeVisible();
    await expect(title).toBeFocused();
    const row = page.getByRole('group', { name: t('ar', 'order-files:smart.rowTitle', { row: 3 }) });
    await expect(
      row.getByText(
        t('ar', 'order-files:smart.typed', { government: isolate('الجيزه'), area: isolate('نصر') }),
      ),
    ).toBeVisible();

    await row.getByRole('radio', { name: /القاهرة.*\/.*مدينة نصر/ }).check();
    await page.getByRole('button', { name: t('ar', 'order-files:smart.submit') }).click();
    await expect(page.getByText(t('ar', 'order-files:upload.successTitle'))).toBeVisible();
    await expect(page.getByText(t('ar', 'order-files:upload.created', { count: 2 }))).toBeVisible();
  });

  test('print stickers and airway bills for two orders, with their barcodes', async ({ page, request }) => {
    const orders = [
      await createOrder(request, merchant, unique('عميل الطباعة')),
      await createOrder(request, merchant, unique('عميل الطباعة')),
    ];
    const ids = orders.map((o) => o.id).join(',');

    await openAs(page, merchant, `/printSticker/?ids=${ids}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ar', 'shell:pages.printSticker'));
    await expect(page.locator('[data-barcode] svg')).toHaveCount(2);
    for (const order of orders) {
      await expect(
        page.getByRole('img', { name: t('ar', 'order-files:print.barcode', { code: order.code }) }),
      ).toBeVisible();
    }
    // The bars are really drawn (Code 128 gives dozens of bars for an 8-digit code).
    const bars = await page.locator('[data-barcode] svg path').first().getAttribute('d');
    expect(bars?.split('M').length ?? 0).toBeGreaterThan(5);
    // On paper: no navigation, no title, no button; only the stickers.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: t('ar', 'order-files:print.print') })).toBeHidden();
    await expect(page.getByRole('button', { name: t('ar', 'order-files:print.back') })).toBeHidden();
    await expect(page.locator('[data-barcode] svg').first()).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    await page.goto(`/printOrder/?ids=${ids}`);
    await expect(page.locator('[data-barcode] svg')).toHaveCount(2);
    await expect(page.getByRole('button', { name: t('ar', 'order-files:print.print') })).toBeEnabled();
  });

  test('the orders report downloads an xlsx file; a reversed range is refused', async ({ page }) => {
    await openAs(page, merchant, '/reports/AllOrders');

    const from = page.getByLabel(new RegExp(`^${t('ar', 'order-files:report.dateFrom')}`));
    const to = page.getByLabel(new RegExp(`^${t('ar', 'order-files:report.dateTo')}`));
    await from.fill('2026-12-31');
    await to.fill('2020-01-01');
    await page.getByRole('button', { name: t('ar', 'order-files:report.submit') }).click();
    await expect(page.getByText(await catalogText('ar', 'validation.dateRange'))).toBeVisible();

    await from.fill('2020-01-01');
    await to.fill('2030-12-31');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('ar', 'order-files:report.submit') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
    await expect(page.getByText(t('ar', 'order-files:report.done')).first()).toBeVisible();
  });

  test('cost tables and companies show their rows, searched by name', async ({ page }) => {
    await openAs(page, 'company@demo.test', '/ClientCosts');
    const costs = page.getByRole('table', { name: t('ar', 'costs:costs.caption') });
    await expect(costs.getByRole('rowheader', { name: 'القاهرة' })).toBeVisible();
    await page.getByLabel(t('ar', 'costs:costs.search')).fill('الجيزة');
    await expect(costs.getByRole('rowheader')).toHaveText(['الجيزة']);
    await expect(page).toHaveURL(/name=/);

    await page.goto('/ClientOfficeCosts');
    await expect(
      page.getByRole('table', { name: t('ar', 'costs:costs.caption') }).getByRole('row'),
    ).not.toHaveCount(0);

    await page.goto('/list/companies');
    const companies = page.getByRole('table', { name: t('ar', 'costs:companies.caption') });
    await expect(companies.getByRole('rowheader').first()).toBeVisible();

    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('en', 'shell:pages.companies'));
    await expect(page.getByRole('table', { name: t('en', 'costs:companies.caption') })).toBeVisible();
  });
});

// Issue 39.6 (decision 070): headers the smart upload does not know are mapped once, then remembered.
for (const lang of ['ar', 'en'] as const) {
  test(`smart upload: unknown headers are mapped once, and the same headers are read without asking (${lang})`, async ({
    page,
  }) => {
    await openAs(page, merchant, '/AddMultipleOrdersSmartly', { lang });
    const headers = [
      `Consignee ${lang}`,
      `Mob ${lang}`,
      `Drop point ${lang}`,
      `Goods ${lang}`,
      `Collect ${lang}`,
    ];
    const sheet = async (receiver: string) => {
      const workbook = new ExcelJS.Workbook();
      const rows = workbook.addWorksheet('orders');
      rows.addRow(headers);
      rows.addRow([receiver, '01012345678', '3 شارع مكرم عبيد، مدينة نصر، القاهرة', 'عطور', 300]);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const send = () => page.getByRole('button', { name: t(lang, 'order-files:upload.submit') }).click();
    await chooseFile(page, 'mapped.xlsx', await sheet(`منى ${lang} ${run}`));
    await send();

    const step = page.getByRole('heading', { name: t(lang, 'order-files:mapping.title') });
    await expect(step).toBeVisible();
    const fields = ['receiver', 'phone1', 'address', 'content', 'amount_to_be_collected'];
    // Reading before every required column is chosen names what is missing.
    await page.getByRole('button', { name: t(lang, 'order-files:mapping.submit') }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: t(lang, 'order-files:mapping.missing', { fields: '' }).trim() }),
    ).toBeVisible();
    for (const [i, header] of headers.entries())
      await page
        .getByRole('combobox', { name: t(lang, 'order-files:mapping.columnLabel', { header }) })
        .selectOption({ label: await catalogText(lang, `orderColumn.${fields[i]}`) });
    await page.getByRole('button', { name: t(lang, 'order-files:mapping.submit') }).click();
    await expect(page.getByText(t(lang, 'order-files:upload.successTitle'))).toBeVisible();

    // The next sheet with these headers is read at once.
    await page.getByRole('button', { name: t(lang, 'order-files:upload.uploadAnother') }).click();
    await chooseFile(page, 'mapped-again.xlsx', await sheet(`كريم ${lang} ${run}`));
    await send();
    await expect(page.getByText(t(lang, 'order-files:upload.successTitle'))).toBeVisible();
    await expect(step).toHaveCount(0);
  });
}
