import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { catalogText, t } from './texts';

const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type Row = [
  receiver: string,
  phone: string,
  government: string,
  area: string,
  address: string,
  content: string,
  amount: string,
];

/** An order sheet with the Arabic column names of the catalog (as the template writes them). */
export async function orderSheet(rows: Row[]): Promise<Buffer> {
  const headers = await Promise.all(
    ['receiver', 'phone1', 'government', 'area', 'address', 'content', 'amount_to_be_collected'].map((key) =>
      catalogText('ar', `orderColumn.${key}`),
    ),
  );
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('orders');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: xlsxMime, buffer });
  await expect(page.getByText(new RegExp(name.replace('.', '\\.'))).first()).toBeVisible();
}

export const upload = (page: Page) =>
  page.getByRole('button', { name: t('ar', 'order-files:upload.submit') }).click();
