import {
  normalizePhoneInput,
  type CorrectImportBody,
  type MessageKey,
  type OrderForm,
} from '@courier/contracts';
import { AppError } from '../../http/app-error';
import type { GeoNames } from './geo-names';
import { checkRow, type FormWithoutPlace, type RowFields, type RowIssue } from './order-rows';
import { aliasKey, aliasText, type LearntPlaces } from './place-aliases';

/**
 * A smart upload's corrections (the rows the matcher was unsure of), apart from the import service: what a
 * waiting upload keeps, what the merchant's choices teach (learnt place names, decision 054) and the
 * forms with those choices applied. Pure functions: the service reads and writes around them.
 */

/** What a smart upload waiting for corrections keeps (order_imports.pending). */
export interface PendingImport {
  /** `form` null: a store order waiting for a fix (`fields` as the store sent them). */
  rows: {
    row: number;
    form: FormWithoutPlace | null;
    fields?: RowFields;
    government: number | null;
    area: number | null;
  }[];
  unpredicted: { row: number; government_text: string; area_text: string; fix?: RowIssue[] }[];
}

/** The place a merchant gave this text before, if it still exists. */
export function learntPlace(learnt: LearntPlaces, names: GeoNames, governmentText: string, areaText: string) {
  // No learnt names (most merchants): no key to normalise, once per row of a 20,000-row sheet.
  if (learnt.size === 0) return undefined;
  const known = learnt.get(aliasKey(governmentText, areaText));
  return known && names.pairExists(known.governorateId, known.areaId) ? known : undefined;
}

/** What the merchant's corrections of doubtful rows teach: their texts and the places picked for them. */
export function learntFrom(pending: PendingImport, corrections: CorrectImportBody['corrections']) {
  const byRow = new Map(corrections.map((c) => [c.row, c]));
  // One entry per text: the same text on two rows is remembered once (the last row's place).
  const byKey = new Map<string, { key: string; text: string; governorateId: number; areaId: number }>();
  for (const u of pending.unpredicted) {
    const c = byRow.get(u.row);
    if (!c) continue;
    const key = aliasKey(u.government_text, u.area_text);
    const text = aliasText(u.government_text, u.area_text);
    byKey.set(key, { key, text, governorateId: c.government_id, areaId: c.area_id });
  }
  return [...byKey.values()];
}

/** The upload's forms with the merchant's choices applied; 422 unless every row has a valid place. */
export function applyCorrections(
  pending: PendingImport,
  corrections: CorrectImportBody['corrections'],
  names: GeoNames,
): OrderForm[] {
  const errors: Record<string, MessageKey[]> = {};
  const byRow = new Map(corrections.map((c) => [c.row, c]));
  const rows = new Set(pending.rows.map((r) => r.row));
  for (const c of corrections) {
    if (!rows.has(c.row)) errors[`row.${c.row}.government_id`] = ['validation.invalid'];
    else if (!names.pairExists(c.government_id, c.area_id))
      errors[`row.${c.row}.area_id`] = ['validation.invalid'];
  }
  for (const { row } of pending.unpredicted)
    if (!byRow.has(row)) errors[`row.${row}.government_id`] = ['validation.required'];
  // A store order waiting for a fix is checked again with the merchant's phone.
  const forms = new Map<number, FormWithoutPlace>();
  for (const r of pending.rows) {
    if (r.form) forms.set(r.row, r.form);
    else if (r.fields) {
      const c = byRow.get(r.row);
      const fields = {
        ...r.fields,
        phone1: c?.phone1 ?? r.fields.phone1,
        phone2: c?.phone2 ?? r.fields.phone2,
      };
      const { form, issues } = checkRow({
        ...fields,
        phone1: normalizePhoneInput(fields.phone1),
        phone2: normalizePhoneInput(fields.phone2),
      });
      for (const issue of issues) errors[`row.${r.row}.${issue.field}`] = [issue.message];
      if (form) forms.set(r.row, form);
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', { errors });
  return pending.rows.map((r) => {
    const c = byRow.get(r.row);
    return {
      ...forms.get(r.row)!,
      government: c?.government_id ?? r.government!,
      area: c?.area_id ?? r.area!,
    };
  });
}
