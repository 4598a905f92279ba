import { importColumnsMissingSchema, type ImportColumnsMissing } from '@courier/contracts';
import { isApiError } from '@/lib/api-client';

/**
 * The smart upload's mapping step (issue 39.6, decision 070): when the server recognises too few of a
 * sheet's headers it answers IMPORT_COLUMNS_MISSING with the headers and the fields; the merchant says
 * what each column holds and the same file is sent again with the mapping. Pure, tested alone.
 */

/** The mapping step a failed upload asks for, else null. */
export function columnsStepOf(error: unknown): ImportColumnsMissing | null {
  if (!isApiError(error) || error.payload.code !== 'IMPORT_COLUMNS_MISSING') return null;
  const parsed = importColumnsMissingSchema.safeParse(error.payload);
  return parsed.success ? parsed.data : null;
}

/** Each column's field ('' unused), by column index: starts as the server read them. */
export type ColumnChoices = string[];

export const initialColumnChoices = (step: ImportColumnsMissing): ColumnChoices =>
  step.headers.map((_, i) => step.read_as[i] ?? '');

/** Required fields no column holds, and fields held by more than one column. */
export function mappingProblems(step: ImportColumnsMissing, choices: ColumnChoices) {
  const chosen = choices.filter((f) => f !== '');
  // The smart upload reads the places from the address: governorate and area are never required.
  const missing = step.fields.filter((f) => f.required && !chosen.includes(f.field) && !isPlace(f.field));
  const twice = step.fields.filter((f) => chosen.filter((c) => c === f.field).length > 1);
  return { missing, twice };
}

const isPlace = (field: string) => field === 'government' || field === 'area';

/** The `columns` field: each non-empty header as written → its field ('' for unused). */
export function mappingBody(step: ImportColumnsMissing, choices: ColumnChoices): Record<string, string> {
  const body: Record<string, string> = {};
  step.headers.forEach((header, i) => {
    if (header !== '') body[header] = choices[i] ?? '';
  });
  return body;
}
