import { importLimits, translate, type Language } from '@courier/contracts';
import { AppError } from '../../http/app-error';
import { columnOf, importColumns, matchHeader, type ColumnMapping, type SheetColumns } from './columns';
import { rowFields, type RowFields } from './order-rows';
import { readFirstSheet, SheetTooLarge } from '../../lib/xlsx/reader';

/**
 * The orders of an uploaded sheet: the first non-empty row is the header, every later non-empty row an
 * order. Every row read counts toward the cap, empty or not (a sheet of 2,000,000 rows holding data only
 * in an unused column is refused after 20,001 rows, not read to its end), and so does the text kept, so
 * a parse stops at a bounded cost whatever the file holds.
 */
export interface OrderSheet {
  columns: SheetColumns;
  rows: { row: number; fields: RowFields }[];
}

/** The header, then at most `maxRows` orders. */
const maxRowsRead = importLimits.maxRows + 1;
/**
 * Characters kept from the order columns. 20,000 full rows of the template hold ~5 million; the cap
 * bounds the memory of one parse (~2 bytes a character) whatever the cell sizes.
 */
export const maxSheetText = 16 * 1024 * 1024;

const tooLarge = () =>
  new AppError('IMPORT_TOO_LARGE', {
    params: { max: importLimits.maxRows },
    extra: { max: importLimits.maxRows },
  });

/**
 * The sheet names no column for some required fields. The answer carries what the mapping step needs
 * (decision 070): the headers as written, the field each was read as, and every field with its label.
 */
function columnsMissing(columns: SheetColumns, lang: Language) {
  const names = columns.missing.map((f) => translate(columnOf(f).label, lang));
  return new AppError('IMPORT_COLUMNS_MISSING', {
    params: { columns: names.join(lang === 'ar' ? '، ' : ', ') },
    extra: {
      headers: columns.headers,
      read_as: columns.headers.map((_, i) => columns.fieldAt.get(i) ?? ''),
      missing: columns.missing,
      fields: importColumns.map((c) => ({
        field: c.field,
        label: translate(c.label, lang),
        required: c.required,
      })),
    },
  });
}

export async function readOrderSheet(
  file: Buffer,
  lang: Language,
  signal?: AbortSignal,
  options?: { placesInAddress?: boolean; mappingFor?: (header: string[]) => ColumnMapping | undefined },
): Promise<OrderSheet> {
  let columns: SheetColumns | null = null;
  const rows: OrderSheet['rows'] = [];
  let read = 0;
  let text = 0;
  try {
    for await (const { number, cells } of readFirstSheet(file, signal)) {
      if (++read > maxRowsRead) throw tooLarge();
      if (columns === null) {
        if (cells.every((c) => c === '')) continue;
        columns = matchHeader(cells, { ...options, mapping: options?.mappingFor?.(cells) });
        if (columns.missing.length > 0) throw columnsMissing(columns, lang);
        continue;
      }
      const fields = rowFields(columns, cells);
      const values = Object.values(fields);
      if (values.every((v) => v === '')) continue;
      for (const value of values) text += value.length;
      if (text > maxSheetText) throw tooLarge();
      rows.push({ row: number, fields });
    }
  } catch (error) {
    // The time limit cut the parse, or a row never ended: the file costs more than one upload may.
    if (signal?.aborted || error instanceof SheetTooLarge) throw tooLarge();
    throw error;
  }
  if (columns === null || rows.length === 0) throw new AppError('IMPORT_EMPTY');
  return { columns, rows };
}
