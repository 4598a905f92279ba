import { PassThrough, type Readable } from 'node:stream';
import { translate, type Language, type MessageKey } from '@courier/contracts';
import { safeCell, type Cell as SheetCell } from './cells';

/**
 * A small xlsx of labelled columns (the mission sheets, the attendance report): a header row in the
 * caller's language and a row per item, every text escaped by `safeCell`. exceljs's streaming writer; the
 * orders export writes raw XML instead for its 100,000 rows.
 */
export interface SheetColumn<T> {
  label: MessageKey;
  width: number;
  value: (row: T, lang: Language) => SheetCell;
}

const loadExcel = () => import('exceljs').then((m) => m.default);

const cell = (value: SheetCell) => (typeof value === 'string' ? safeCell(value) : value);

/** An xlsx of the rows `batches` yields, streamed while it is written; a failure ends the stream with it. */
export function sheetStream<T>(
  sheetName: MessageKey,
  columns: SheetColumn<T>[],
  batches: AsyncIterable<T[]> | Iterable<T[]>,
  lang: Language,
): Readable {
  const out = new PassThrough();
  const write = async () => {
    const excel = await loadExcel();
    const workbook = new excel.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(translate(sheetName, lang), {
      views: [{ rightToLeft: lang === 'ar' }],
    });
    sheet.columns = columns.map((c) => ({ width: c.width }));
    sheet.addRow(columns.map((c) => translate(c.label, lang))).commit();
    for await (const rows of batches) {
      if (out.destroyed) return;
      for (const row of rows) sheet.addRow(columns.map((c) => cell(c.value(row, lang)))).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
