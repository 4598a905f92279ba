import { importLimits, translate, type Language } from '@courier/contracts';
import { AppError } from '../../http/app-error';
import { columnOf, matchHeader, type SheetColumns } from './columns';
import { rowFields, type RowFields } from './order-rows';
import { readFirstSheet } from './xlsx-reader';

/**
 * The orders of an uploaded sheet: the first non-empty row is the header, every later non-empty row an
 * order. Stops reading as soon as the file has more rows than one upload may hold.
 */
export interface OrderSheet {
  columns: SheetColumns;
  rows: { row: number; fields: RowFields }[];
}

export async function readOrderSheet(file: Buffer, lang: Language): Promise<OrderSheet> {
  let columns: SheetColumns | null = null;
  const rows: OrderSheet['rows'] = [];
  for await (const { number, cells } of readFirstSheet(file)) {
    if (columns === null) {
      if (cells.every((c) => c === '')) continue;
      columns = matchHeader(cells);
      if (columns.missing.length > 0) {
        const names = columns.missing.map((f) => translate(columnOf(f).label, lang));
        throw new AppError('IMPORT_COLUMNS_MISSING', {
          params: { columns: names.join(lang === 'ar' ? '، ' : ', ') },
        });
      }
      continue;
    }
    const fields = rowFields(columns, cells);
    if (Object.values(fields).every((v) => v === '')) continue;
    if (rows.length === importLimits.maxRows)
      throw new AppError('IMPORT_TOO_LARGE', {
        params: { max: importLimits.maxRows },
        extra: { max: importLimits.maxRows },
      });
    rows.push({ row: number, fields });
  }
  if (columns === null || rows.length === 0) throw new AppError('IMPORT_EMPTY');
  return { columns, rows };
}
