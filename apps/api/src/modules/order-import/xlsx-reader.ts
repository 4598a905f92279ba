import { Readable } from 'node:stream';
import type { CellValue } from 'exceljs';

/**
 * Streams the rows of an uploaded workbook's first worksheet as plain texts, one row at a time (exceljs
 * `WorkbookReader`): the parsed workbook is never held in memory. Call only after `inspectXlsx` passed.
 */

export interface SheetRow {
  /** The Excel row number (1-based), as the merchant sees it. */
  number: number;
  /** Cell texts by column, 0-based; '' for an empty cell. */
  cells: string[];
}

/** exceljs costs ~0.3 s to load: loaded on the first spreadsheet, not at start-up (QUALITY P8). */
export const loadExcel = () => import('exceljs').then((m) => m.default);

/** A cell longer than this is cut: no order field accepts more, and it bounds memory per row. */
const maxCellLength = 2_000;

export async function* readFirstSheet(file: Buffer): AsyncGenerator<SheetRow> {
  const excel = await loadExcel();
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = row.values as CellValue[];
      const cells: string[] = [];
      // row.values is 1-based and sparse.
      for (let col = 1; col < values.length; col++) cells.push(cellText(values[col]));
      yield { number: row.number, cells };
    }
    // Only the first worksheet holds orders (the template's second sheet lists places).
    return;
  }
}

/** The text of a cell as the merchant sees it: rich text joined, formulas by their result, trimmed. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return clip(value);
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return clip(value.richText.map((part) => part.text).join(''));
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as CellValue);
  if ('text' in value && typeof value.text === 'string') return clip(value.text);
  return '';
}

/** 1012345678 stays digits (never 1.01e9); 150.5 stays 150.5. */
function numberText(n: number): string {
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? n.toFixed(0) : String(n);
}

const clip = (text: string) => (text.length > maxCellLength ? text.slice(0, maxCellLength) : text).trim();
