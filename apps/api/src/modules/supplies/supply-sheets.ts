import {
  supplyMethodLabelKey,
  translate,
  type Language,
  type Supply,
  type SupplyOrder,
} from '@courier/contracts';
import type { FileDownload } from '../../http/send-file';
import { sheetTime } from '../../lib/iso-time';
import { moneyCell, safeCell } from '../../lib/xlsx/cells';
import { loadExcel } from '../../lib/xlsx/excel';
import type { SheetColumn } from '../../lib/xlsx/sheet-stream';
import { supplyKindColumn } from './supply-lines-sheet';

/**
 * The merchant's statements as xlsx (small files: built in memory with exceljs). Texts go through
 * `safeCell`; amounts are the SQL's exact decimal strings (`moneyCell`).
 */
const amount = moneyCell;
const text = (value: string | null) => (value === null ? null : safeCell(value));

const listColumns: SheetColumn<Supply>[] = [
  { label: 'supplyColumn.id', width: 10, value: (s) => s.id },
  { label: 'supplyColumn.supplied_on', width: 12, value: (s) => s.supplied_on },
  { label: 'supplyColumn.method', width: 14, value: (s, l) => translate(supplyMethodLabelKey(s.method), l) },
  { label: 'supplyColumn.reference', width: 18, value: (s) => text(s.reference) },
  { label: 'supplyColumn.orders_count', width: 10, value: (s) => s.orders_count },
  { label: 'supplyColumn.collected', width: 14, value: (s) => amount(s.collected) },
  { label: 'supplyColumn.fees', width: 14, value: (s) => amount(s.fees) },
  { label: 'supplyColumn.amount', width: 14, value: (s) => amount(s.amount) },
];

const orderColumns: SheetColumn<SupplyOrder>[] = [
  { label: 'supplyColumn.code', width: 12, value: (o) => text(o.code) },
  supplyKindColumn,
  { label: 'supplyColumn.receiver', width: 22, value: (o) => text(o.receiver) },
  { label: 'supplyColumn.delivery_date', width: 17, value: (o) => sheetTime(o.delivery_date) },
  { label: 'supplyColumn.collected', width: 14, value: (o) => amount(o.collected) },
  { label: 'supplyColumn.shipping_fee', width: 14, value: (o) => amount(o.shipping_fee) },
  { label: 'supplyColumn.net', width: 14, value: (o) => amount(o.net) },
];

async function workbook<R>(
  sheetName: string,
  columns: SheetColumn<R>[],
  rows: R[],
  lang: Language,
  footer?: (string | number | null)[],
): Promise<Buffer> {
  const excel = await loadExcel();
  const book = new excel.Workbook();
  const sheet = book.addWorksheet(sheetName, { views: [{ rightToLeft: lang === 'ar' }] });
  sheet.columns = columns.map((c) => ({ width: c.width }));
  sheet.addRow(columns.map((c) => translate(c.label, lang))).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row, lang)));
  if (footer) sheet.addRow(footer).font = { bold: true };
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const supplyWorkbook = {
  async list(supplies: Supply[], lang: Language): Promise<FileDownload> {
    return {
      fileName: 'supplies.xlsx',
      body: await workbook(translate('supplySheet.list', lang), listColumns, supplies, lang),
    };
  },

  async details(supply: Supply & { orders: SupplyOrder[] }, lang: Language): Promise<FileDownload> {
    const footer = [
      translate('supplyColumn.total', lang),
      null,
      null,
      null,
      amount(supply.collected),
      amount(supply.fees),
      amount(supply.amount),
    ];
    return {
      fileName: `supply-${supply.id}.xlsx`,
      body: await workbook(
        translate('supplySheet.details', lang, { id: supply.id }),
        orderColumns,
        supply.orders,
        lang,
        footer,
      ),
    };
  },
};
