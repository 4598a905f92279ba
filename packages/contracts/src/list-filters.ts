import { z } from 'zod';
import { isCalendarDay } from './business-day';
import { normalizeDigits } from './digits';
import { orderStatusByCode } from './enums';
import type { MessageKey } from './messages';

/**
 * The optional filters of every list's body (orders, desks, missions, chat, notifications): each turns
 * the empty value into "no filter", reads Arabic-Indic digits, and refuses what the database could not
 * take with a field error instead of a 500.
 */
const m = (key: MessageKey) => ({ error: key, abort: true });

/** An optional free-text filter: trimmed, bounded; empty means "no filter". */
export const filterText = (max = 100) =>
  z
    .union([z.string(), z.number()], m('validation.invalid'))
    .transform((v) => normalizeDigits(String(v)).trim())
    .pipe(z.string().max(max, m('validation.tooLong')))
    .transform((v) => (v.length === 0 ? undefined : v))
    .optional()
    .nullable()
    .transform((v) => v ?? undefined);

/** An optional id filter: empty means "no filter". */
export const filterId = () =>
  z
    .union([z.string(), z.number()], m('validation.invalid'))
    .transform((v) => normalizeDigits(String(v)).trim())
    .pipe(z.string().regex(/^\d{0,9}$/, m('validation.invalid')))
    .transform((v) => (v.length === 0 ? undefined : Number(v)))
    .optional()
    .nullable()
    .transform((v) => v ?? undefined);

/** An optional order status filter: a known status code, else a field error (never the database's range error). */
export const filterStatus = () =>
  filterId().refine(
    (code) => code === undefined || orderStatusByCode(code) !== undefined,
    m('validation.invalid'),
  );

/** An optional day (YYYY-MM-DD) filter; an impossible day (2026-13-45) is a field error, not a 500. */
export const filterDate = () =>
  z
    .string(m('validation.date'))
    .trim()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, m('validation.date'))
    .refine((v) => v.length === 0 || isCalendarDay(v), m('validation.date'))
    .transform((v) => (v.length === 0 ? undefined : v))
    .optional()
    .nullable()
    .transform((v) => v ?? undefined);

/** An optional exact-amount filter. */
export const filterAmount = () =>
  z
    .union([z.string(), z.number()], m('validation.numeric'))
    .transform((v) => normalizeDigits(String(v)).trim())
    .pipe(z.string().regex(/^(\d{1,18}(\.\d{1,2})?)?$/, m('validation.numeric')))
    .transform((v) => (v.length === 0 ? undefined : v))
    .optional()
    .nullable()
    .transform((v) => v ?? undefined);

/** A real calendar day, YYYY-MM-DD (2026-02-30 is refused, not rolled over to March). */
export const calendarDay = () =>
  z
    .string(m('validation.required'))
    .trim()
    .min(1, m('validation.required'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, m('validation.date'))
    .refine(isCalendarDay, m('validation.date'));
