import {
  importLimits,
  submitOrderBodySchema,
  translate,
  type ImportRowError,
  type Language,
  type MessageKey,
  type OrderForm,
} from '@courier/contracts';
import { AppError } from '../../http/app-error';
import { columnOf, type ImportField, type SheetColumns } from './columns';

/**
 * One sheet row checked with the order form's own schema (`submitOrderBodySchema`), and the list of row errors
 * a rejected file answers with. The governorate and area cells are resolved by the caller (by name in a
 * plain upload, by the matcher in a smart one), so the schema here checks every other field.
 */

export type RowFields = Record<ImportField, string>;
export type FormWithoutPlace = Omit<OrderForm, 'government' | 'area'>;
export interface RowIssue {
  field: ImportField;
  message: MessageKey;
}

const withoutPlace = submitOrderBodySchema.omit({ government: true, area: true });

/** Every field of a row empty: what a sheet without that column, or an outside order without it, gives. */
export const emptyRowFields = (): RowFields => ({
  receiver: '',
  phone1: '',
  phone2: '',
  followUpMobile: '',
  government: '',
  area: '',
  address: '',
  contentOrder: '',
  collectedAmount: '',
  sender: '',
  notes: '',
  invoice_number: '',
});

/** The cells of a row by field ('' for a column the sheet lacks or an empty cell). */
export function rowFields(columns: SheetColumns, cells: string[]): RowFields {
  const fields = emptyRowFields();
  for (const [index, field] of columns.fieldAt) fields[field] = cells[index] ?? '';
  return fields;
}

export function checkRow(fields: RowFields): { form: FormWithoutPlace | null; issues: RowIssue[] } {
  const { government: _g, area: _a, ...rest } = fields;
  const parsed = withoutPlace.safeParse(rest);
  if (parsed.success) return { form: parsed.data, issues: [] };
  const issues: RowIssue[] = [];
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ImportField;
    // One message per cell: the schema's first (most basic) one.
    if (!issues.some((i) => i.field === field)) issues.push({ field, message: issue.message as MessageKey });
  }
  return { form: null, issues };
}

/** Collects row errors in the caller's language; lists the first 500 and counts them all. */
export function createRowErrors(columns: SheetColumns, lang: Language) {
  const listed: ImportRowError[] = [];
  const rows = new Set<number>();
  let count = 0;
  return {
    add(row: number, issue: RowIssue) {
      count += 1;
      rows.add(row);
      if (listed.length >= importLimits.maxListedErrors) return;
      listed.push({
        row,
        column: columns.headerOf.get(issue.field) ?? translate(columnOf(issue.field).label, lang),
        field: issue.field,
        message: translate(issue.message, lang),
      });
    },
    get size() {
      return count;
    },
    /** 422 IMPORT_ROWS_INVALID with `row_errors` when any row failed: nothing is created. */
    throwIfAny() {
      if (count === 0) return;
      throw new AppError('IMPORT_ROWS_INVALID', {
        params: { count: rows.size },
        // The error handler spreads `extra` into the envelope as is; its type only names scalars.
        extra: { row_errors: listed, row_errors_count: count } as unknown as Record<string, number>,
      });
    },
  };
}
