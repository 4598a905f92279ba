import { z } from 'zod';
import { normalizeDigits } from './digits';
import { missionTypes, type MissionTypeCode } from './enums';
import type { MessageKey } from './messages';
import { isCalendarDay } from './business-day';
import { paymentWayNeedOf } from './missions-payment-ways';
import { filterId } from './orders';
import { maxTextLength } from './rules';

/** The add-mission form (spec §3, §5): which fields each type needs, and the `POST mission/submit` body. */

/** How many mission types there are (codes 1 … n). */
export const missionTypeCount = Object.keys(missionTypes).length;
const m = (key: MessageKey) => ({ error: key, abort: true });

export type FieldRule = 'required' | 'optional' | 'unused';
export interface MissionFieldRules {
  address_id: FieldRule;
  due_date: FieldRule;
  payment_way_id: FieldRule;
  bank_account_id: FieldRule;
  branch_id: FieldRule;
}

/**
 * Which add-form fields apply to a mission type (spec §5: missionType, dueDate, paymentWay, bankAccount
 * and branch are required where they apply). Pickup, return, pickup-and-returns and resend missions
 * happen at one of the client's addresses on a chosen day; the branch defaults to the client's own.
 * A supply needs a payment way, and then what that way needs: a bank account (transfer, wallet), a
 * branch (cash at a branch) or an address (cash brought by the captain); its day may be left empty
 * (the next supply day). `month` and `notes` are always optional.
 */
export function missionFieldRules(type: number | undefined, paymentWay?: number): MissionFieldRules {
  if (type !== missionTypes.supply) {
    return {
      address_id: 'required',
      due_date: 'required',
      payment_way_id: 'unused',
      bank_account_id: 'unused',
      branch_id: 'optional',
    };
  }
  const need = paymentWay === undefined ? undefined : paymentWayNeedOf(paymentWay);
  return {
    address_id: need === 'address' ? 'required' : 'unused',
    due_date: 'optional',
    payment_way_id: 'required',
    bank_account_id: need === 'bank_account' ? 'required' : 'unused',
    branch_id: need === 'branch' ? 'required' : 'unused',
  };
}

const optionalDay = () =>
  z
    .string(m('validation.date'))
    .trim()
    .max(10, m('validation.date'))
    .refine(
      (v) => v.length === 0 || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDay(v)),
      m('validation.date'),
    )
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

const optionalMonth = () =>
  z
    .string(m('validation.date'))
    .trim()
    .max(7, m('validation.date'))
    .regex(/^(\d{4}-(0[1-9]|1[0-2]))?$/, m('validation.date'))
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

const missionTypeCode = () =>
  z
    .union([z.string(m('validation.required')), z.number(m('validation.required'))], m('validation.required'))
    .transform((v) => normalizeDigits(String(v)).trim())
    .pipe(
      z
        .string()
        .min(1, m('validation.required'))
        .regex(/^\d{1,2}$/, m('validation.invalid'))
        .transform(Number)
        .pipe(z.number().min(1, m('validation.invalid')).max(missionTypeCount, m('validation.invalid'))),
    )
    .transform((v) => v as MissionTypeCode);

const missionFormFields = z.object({
  type: missionTypeCode(),
  address_id: filterId(),
  /** Spec §5: "Mission submit drops an empty month and due_date". */
  due_date: optionalDay(),
  month: optionalMonth(),
  payment_way_id: filterId(),
  bank_account_id: filterId(),
  branch_id: filterId(),
  notes: z
    .string(m('validation.invalid'))
    .trim()
    .max(maxTextLength, m('validation.tooLong'))
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined)),
});

/**
 * `POST mission/submit` (the add-mission form): `{type, address_id, due_date, month, payment_way_id,
 * bank_account_id, branch_id, notes}`. The fields a type needs (missionFieldRules) are required; the
 * ones it does not use are dropped. That the ids are the client's, the day not past and a supply
 * available (`suppliedAvailable`) is checked by the server.
 */
export const submitMissionBodySchema = missionFormFields
  .superRefine((v, ctx) => {
    if (v.type === missionTypes.supply && v.payment_way_id && !paymentWayNeedOf(v.payment_way_id)) {
      ctx.addIssue({ code: 'custom', path: ['payment_way_id'], message: 'validation.invalid' });
      return;
    }
    const rules = missionFieldRules(v.type, v.payment_way_id || undefined);
    for (const field of Object.keys(rules) as (keyof MissionFieldRules)[]) {
      if (rules[field] === 'required' && !v[field]) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
      }
    }
  })
  .transform((v) => {
    const rules = missionFieldRules(v.type, v.payment_way_id || undefined);
    const keep = <K extends keyof MissionFieldRules>(field: K) =>
      rules[field] === 'unused' || !v[field] ? undefined : v[field];
    return {
      type: v.type,
      address_id: keep('address_id'),
      due_date: keep('due_date'),
      month: v.month,
      payment_way_id: keep('payment_way_id'),
      bank_account_id: keep('bank_account_id'),
      branch_id: keep('branch_id'),
      notes: v.notes,
    };
  });
export type SubmitMissionBody = z.output<typeof submitMissionBodySchema>;
/** The web app's add-mission form validates with the same schema under this name. */
export const missionFormSchema = submitMissionBodySchema;
export type MissionForm = SubmitMissionBody;
export type MissionFormInput = z.input<typeof submitMissionBodySchema>;
