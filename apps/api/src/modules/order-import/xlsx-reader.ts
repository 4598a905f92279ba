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

/** exceljs costs ~0.3 s to load: loaded on the first spreadsheet, not at start-up (docs/quality.md P8). */
export const loadExcel = () => import('exceljs').then((m) => m.default);

/** A cell longer than this is cut: no order field accepts more, and it bounds memory per row. */
const maxCellLength = 2_000;
/** Columns read per row: the template has 11; cells further right are never turned into text. */
export const maxColumns = 64;

/**
 * `signal` aborts the read wherever it is (unzipping, shared strings, rows): the pending step is
 * abandoned and the generator throws the signal's reason, so a parse can be cut by a deadline.
 */
export async function* readFirstSheet(file: Buffer, signal?: AbortSignal): AsyncGenerator<SheetRow> {
  const excel = await loadExcel();
  const source = Readable.from([file]);
  const reader = new excel.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    for await (const sheet of abortable(reader, signal)) {
      for await (const row of abortable(sheet, signal)) {
        const values = row.values as CellValue[];
        const cells: string[] = [];
        // row.values is 1-based and sparse.
        const end = Math.min(values.length, maxColumns + 1);
        for (let col = 1; col < end; col++) cells.push(cellText(values[col]));
        yield { number: row.number, cells };
      }
      // Only the first worksheet holds orders (the template's second sheet lists places).
      return;
    }
  } finally {
    source.destroy();
  }
}

/**
 * Each step of `iterable` raced against `signal`. On abort the step in progress is left to the garbage
 * collector (awaiting its end could take as long as the parse being cut) and the reason is thrown.
 */
async function* abortable<T>(iterable: AsyncIterable<T>, signal?: AbortSignal): AsyncGenerator<T> {
  if (!signal) return yield* iterable;
  const iterator = iterable[Symbol.asyncIterator]();
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  // Rejected only when aborted; the race below observes it, this keeps Node from calling it unhandled.
  aborted.catch(() => {});
  let finished = false;
  try {
    for (;;) {
      signal.throwIfAborted();
      const step = await Promise.race([iterator.next(), aborted]);
      if (step.done) {
        finished = true;
        return;
      }
      yield step.value;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    if (!finished && !signal.aborted) await iterator.return?.();
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
