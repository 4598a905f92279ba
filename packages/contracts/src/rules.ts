import { z } from 'zod';
import { normalizeDigits } from './digits';
import type { MessageKey } from './messages';

/**
 * The field rules of spec §5, one builder per rule. Messages are catalog keys (see messages.ts);
 * strings are trimmed and bounded; Arabic-Indic digits are normalised before numbers and phones are checked.
 */
// abort: the first failing check wins, so a field shows one message, the most basic one.
const m = (key: MessageKey) => ({ error: key, abort: true });

export const maxTextLength = 500;

/** Egyptian landline codes that may start a phone number instead of 01 (docs/architecture.md). */
export const governorateDialCodes = [
  '02',
  '03',
  '013',
  '055',
  '050',
  '040',
  '048',
  '045',
  '047',
  '057',
  '066',
  '064',
  '062',
  '084',
  '082',
  '086',
  '088',
  '093',
  '096',
  '095',
  '097',
  '065',
  '092',
  '046',
  '068',
  '069',
] as const;

const requiredString = () => z.string(m('validation.required')).trim().min(1, m('validation.required'));

/** Required, at least 3 characters: product_name, receiver, address, area, contentOrder, description, … */
export const requiredText3 = (max = maxTextLength) =>
  requiredString().min(3, m('validation.minLength3')).max(max, m('validation.tooLong'));

/** Optional, but at least 3 characters when given (sender). Empty becomes undefined. */
export const optionalText3 = (max = maxTextLength) =>
  z
    .string(m('validation.invalid'))
    .trim()
    .max(max, m('validation.tooLong'))
    .refine((v) => v.length === 0 || v.length >= 3, m('validation.minLength3'))
    .transform((v) => (v.length === 0 ? undefined : v))
    .optional();

/** Required: government, name, missionType, dueDate, paymentWay, bankAccount, branch. */
export const requiredField = (max = maxTextLength) => requiredString().max(max, m('validation.tooLong'));

/** The largest id a column holds: ids are PostgreSQL `integer` (32-bit signed). */
export const maxId = 2_147_483_647;

/**
 * The one id rule of every request (orders, missions, reasons, imports, lists…): a positive integer, sent
 * as number or string, never beyond what the columns hold, so a huge id is a 422, never a database error.
 */
export const requiredId = () =>
  z
    .union([z.string(m('validation.required')), z.number(m('validation.required'))], m('validation.required'))
    .transform((v) => normalizeDigits(String(v)).trim())
    .pipe(
      z
        .string()
        .min(1, m('validation.required'))
        .regex(/^\d{1,10}$/, m('validation.invalid'))
        .transform(Number)
        .refine((n) => n >= 1 && n <= maxId, m('validation.invalid')),
    );

function phoneProblem(digits: string): MessageKey | null {
  if (!/^\d+$/.test(digits)) return 'validation.phoneDigits';
  const startsWell = digits.startsWith('01') || governorateDialCodes.some((code) => digits.startsWith(code));
  if (!startsWell) return 'validation.phoneStart';
  if (digits.length !== 11) return 'validation.phoneLength';
  return null;
}

/** Egypt's country code: the phone input defaults to Egypt in international mode (spec §5). */
export const egyptDialCode = '+20';

/**
 * A phone as people type it, in the 11-digit national form: `+20 10 1234 5678`, `00201012345678`,
 * `010-1234-5678` and `(010) 1234 5678` all become `01012345678`. Spaces, dashes, dots and brackets
 * are dropped; an international prefix +20 / 0020 becomes the trunk 0. Anything else is left for the
 * rules to refuse.
 */
export function normalizePhone(text: string): string {
  const compact = normalizeDigits(text)
    .trim()
    .replace(/[\s\-.()\u200e\u200f]/g, '');
  const international = /^(?:\+|00)20(\d+)$/.exec(compact);
  if (!international) return compact;
  const national = international[1]!;
  return national.startsWith('0') ? national : `0${national}`;
}

const phoneText = () =>
  z
    .string(m('validation.required'))
    .max(40, m('validation.phoneLength'))
    .transform((v) => normalizePhone(v));

/** Required; starts with 01 or a governorate code; exactly 11 digits; digits only. */
export const phone = () =>
  phoneText().pipe(
    z
      .string()
      .min(1, m('validation.required'))
      .superRefine((v, ctx) => {
        const problem = v.length === 0 ? null : phoneProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  );

/** The second phone: same rules, but may be left empty (then undefined). */
export const optionalPhone = () =>
  phoneText()
    .pipe(
      z
        .string()
        .superRefine((v, ctx) => {
          const problem = v.length === 0 ? null : phoneProblem(v);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .transform((v) => (v.length === 0 ? undefined : v)),
    )
    .optional();

/**
 * Follow-up mobile (spec §5 "must start with 0"; decision 078): a second number the courier may call to
 * follow the order up. Optional like the second phone and held to the same phone rule (11 digits, 01 or a
 * governorate code); one not starting with 0 is told so first, in the spec's words. Empty is undefined.
 */
export const followUpMobile = () =>
  phoneText()
    .pipe(
      z
        .string()
        .superRefine((v, ctx) => {
          if (v.length === 0) return;
          const problem =
            /^\d+$/.test(v) && !v.startsWith('0') ? 'validation.mobileStartZero' : phoneProblem(v);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .transform((v) => (v.length === 0 ? undefined : v)),
    )
    .optional();

const amountText = () =>
  z
    .union([z.string(m('validation.required')), z.number(m('validation.required'))], m('validation.required'))
    .transform((v) => normalizeDigits(String(v)).trim().replace('٫', '.'));

const digitCount = (v: string) => v.replace(/[^0-9]/g, '').length;

/**
 * The one money rule (decision 052), of every amount a person or a system types (the order form and its
 * edit, sheet and smart import, store intake, the merchant API, the ops desk's moves): a decimal number,
 * not below zero, at most 20 digits and at most 2 decimals. More decimals are a field error, never rounded
 * (the numeric(…, 2) columns would round 100.005 to 100.01 silently). Kept as a string (numeric in SQL).
 */
export const collectedAmount = () =>
  amountText().pipe(
    z
      .string()
      .min(1, m('validation.required'))
      .regex(/^-?\d+(\.\d+)?$/, m('validation.numeric'))
      .refine((v) => !v.startsWith('-') || /^-0+(\.0+)?$/.test(v), m('validation.notNegative'))
      .refine((v) => !/\.\d{3,}$/.test(v), m('validation.moneyDecimals'))
      .refine((v) => digitCount(v) <= 20, m('validation.maxDigits20'))
      .transform((v) => v.replace(/^-/, '')),
  );

// The amount ceiling (defaultAmountCeiling, isAboveCeiling) is in amount-ceiling.ts, without zod.

/**
 * returnValue (spec §5: required, numeric, at most 20 digits): the value of what comes back on a return
 * request (decision 078). Money, so the one money rule above: not below zero, at most 2 decimals, never
 * rounded; 0 when the parcel is worth nothing to the merchant.
 */
export const returnValue = () => collectedAmount();

/** email: required, a valid address; compared lower-case. */
export const email = () =>
  requiredString()
    .max(254, m('validation.tooLong'))
    .toLowerCase()
    .pipe(z.email(m('validation.email')));

/** password, oldPassword, newPassword, returnNewPassword: required, at least 8 characters. Never trimmed. */
export const password = () =>
  z
    .string(m('validation.required'))
    .min(1, m('validation.required'))
    .min(8, m('validation.minLength8'))
    .max(128, m('validation.tooLong'));

/** radius, latitude, longitude: required, numeric. */
export const requiredNumber = () =>
  z
    .union([z.string(m('validation.required')), z.number(m('validation.required'))], m('validation.required'))
    .transform((v) => normalizeDigits(String(v)).trim())
    .pipe(
      z
        .string()
        .min(1, m('validation.required'))
        .regex(/^-?\d+(\.\d+)?$/, m('validation.numeric'))
        .transform(Number),
    );

/** cancelationReason: required, at least 10 characters. */
export const cancelationReason = () =>
  requiredString().min(10, m('validation.minLength10')).max(maxTextLength, m('validation.tooLong'));

/** Delay date: required ('Delay Date Required'), an ISO date (YYYY-MM-DD). */
export const delayDate = () =>
  z
    .string(m('validation.delayDateRequired'))
    .trim()
    .min(1, m('validation.delayDateRequired'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, m('validation.date'))
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), m('validation.date'));

/** A 6-digit one-time code (Arabic-Indic digits accepted). */
export const otpCode = () =>
  z
    .string(m('validation.required'))
    .transform((v) => normalizeDigits(v).trim())
    .pipe(
      z
        .string()
        .min(1, m('validation.required'))
        .regex(/^\d{6}$/, m('validation.otpFormat')),
    );

/** A 0/1 flag that a form may send as a boolean or a string. */
export const flag01 = () =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], m('validation.invalid'))
    .transform((v): 0 | 1 => (v === true || v === 1 || v === '1' ? 1 : 0));

export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel upload accepts xlsx only; the server also checks the file's content (zip magic bytes). */
export function isXlsxFileName(name: string): boolean {
  return /\.xlsx$/i.test(name.trim());
}
