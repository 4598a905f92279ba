import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { faqBodySchema } from './dashboard';
import { fieldErrors } from './field-errors';
import {
  exportMissionsBodySchema,
  isCalendarDay,
  missionExcelQuerySchema,
  missionFieldRules,
  submitMissionBodySchema,
  missionListBodySchema,
  missionPreviewQuerySchema,
  paymentWays,
  terminateMissionBodySchema,
  terminateMissionFormSchema,
  terminateMissionQuerySchema,
} from './index';

const issues = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const ok = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`expected ${JSON.stringify(value)} to pass: ${r.error.message}`);
  return r.data;
};

const pickup = { type: 1, address_id: 3, due_date: '2030-05-01' };

describe('mission add form (spec §5)', () => {
  it('requires the type', () => {
    expect(issues(submitMissionBodySchema, {})).toEqual({ type: 'validation.required' });
    expect(issues(submitMissionBodySchema, { type: '' })).toEqual({ type: 'validation.required' });
    expect(issues(submitMissionBodySchema, { type: 9 })).toEqual({ type: 'validation.invalid' });
  });

  it('asks a pickup, return, pickup-and-returns and resend for an address and a due date', () => {
    for (const type of [1, 3, 4, 5]) {
      expect(issues(submitMissionBodySchema, { type })).toEqual({
        address_id: 'validation.required',
        due_date: 'validation.required',
      });
      expect(ok(submitMissionBodySchema, { ...pickup, type }).type).toBe(type);
    }
  });

  it('drops an empty month and due_date, and fields the type does not use', () => {
    const parsed = ok(submitMissionBodySchema, {
      type: 2,
      payment_way_id: paymentWays.bank_transfer,
      bank_account_id: '٤',
      due_date: '',
      month: '',
      address_id: 7,
      branch_id: 2,
      notes: '  ',
    });
    expect(parsed).toEqual({
      type: 2,
      payment_way_id: 2,
      bank_account_id: 4,
      address_id: undefined,
      branch_id: undefined,
      due_date: undefined,
      month: undefined,
      notes: undefined,
    });
    expect(Object.values(parsed).filter((v) => v !== undefined)).toHaveLength(3);
    const withPayment = ok(submitMissionBodySchema, {
      ...pickup,
      payment_way_id: 2,
      bank_account_id: 4,
      month: null,
    });
    expect(withPayment.payment_way_id).toBeUndefined();
    expect(withPayment.bank_account_id).toBeUndefined();
    expect(withPayment.month).toBeUndefined();
  });

  it('asks a supply for a payment way, then what that way needs', () => {
    expect(issues(submitMissionBodySchema, { type: 2 })).toEqual({ payment_way_id: 'validation.required' });
    expect(issues(submitMissionBodySchema, { type: 2, payment_way_id: paymentWays.bank_transfer })).toEqual({
      bank_account_id: 'validation.required',
    });
    expect(issues(submitMissionBodySchema, { type: 2, payment_way_id: paymentWays.mobile_wallet })).toEqual({
      bank_account_id: 'validation.required',
    });
    expect(issues(submitMissionBodySchema, { type: 2, payment_way_id: paymentWays.cash_at_branch })).toEqual({
      branch_id: 'validation.required',
    });
    expect(
      issues(submitMissionBodySchema, { type: 2, payment_way_id: paymentWays.cash_with_captain }),
    ).toEqual({
      address_id: 'validation.required',
    });
    expect(issues(submitMissionBodySchema, { type: 2, payment_way_id: 99 })).toEqual({
      payment_way_id: 'validation.invalid',
    });
    expect(
      ok(submitMissionBodySchema, { type: 2, payment_way_id: 1, branch_id: 5, month: '2030-04' }),
    ).toMatchObject({
      branch_id: 5,
      month: '2030-04',
    });
  });

  it('checks days and months are real', () => {
    expect(issues(submitMissionBodySchema, { ...pickup, due_date: '2030-02-30' })).toEqual({
      due_date: 'validation.date',
    });
    expect(issues(submitMissionBodySchema, { ...pickup, month: '2030-13' })).toEqual({
      month: 'validation.date',
    });
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
  });

  it('answers the field errors in Arabic and English', () => {
    const r = submitMissionBodySchema.safeParse({ type: 1, notes: 'x'.repeat(501) });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(fieldErrors(r.error, 'en')).toEqual({
      notes: ['This text is too long'],
    });
    const missing = submitMissionBodySchema.safeParse({ type: 1 });
    if (missing.success) throw new Error('expected failure');
    expect(fieldErrors(missing.error, 'ar')).toEqual({
      address_id: ['هذا الحقل مطلوب'],
      due_date: ['هذا الحقل مطلوب'],
    });
  });

  it('tells the form which fields apply', () => {
    expect(missionFieldRules(1)).toEqual({
      address_id: 'required',
      due_date: 'required',
      payment_way_id: 'unused',
      bank_account_id: 'unused',
      branch_id: 'optional',
    });
    expect(missionFieldRules(2, paymentWays.bank_transfer)).toMatchObject({
      payment_way_id: 'required',
      bank_account_id: 'required',
      due_date: 'optional',
      branch_id: 'unused',
    });
  });

  it('never throws on hostile input', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything(), { maxKeys: 8 }), (value) => {
        submitMissionBodySchema.safeParse(value);
        missionListBodySchema.safeParse(value);
      }),
      { numRuns: 300 },
    );
  });
});

describe('mission list filters', () => {
  it('accepts one type or status or a list, ignores empty values', () => {
    expect(ok(missionListBodySchema, { type: 2 })).toEqual({ type: [2] });
    expect(ok(missionListBodySchema, { type: '1,4', status: ['1', 3] })).toEqual({
      type: [1, 4],
      status: [1, 3],
    });
    expect(ok(missionListBodySchema, { type: '', status: [], code: '', captain_id: '' })).toEqual({
      type: undefined,
      status: undefined,
      code: undefined,
      captain_id: undefined,
    });
  });
  it('refuses unknown codes and impossible days', () => {
    expect(issues(missionListBodySchema, { type: 6 })).toEqual({ 'type.0': 'validation.invalid' });
    expect(issues(missionListBodySchema, { status: '8' })).toEqual({ 'status.0': 'validation.invalid' });
    expect(issues(missionListBodySchema, { due_date: '2030-02-31' })).toEqual({
      due_date: 'validation.date',
    });
  });
});

describe('termination (spec §5 cancelationReason)', () => {
  it('takes the mission and the reason in the query', () => {
    expect(ok(terminateMissionQuerySchema, { id: '5', reason_id: '2' })).toEqual({ id: 5, reason_id: 2 });
    expect(issues(terminateMissionQuerySchema, { id: '5' })).toEqual({ reason_id: 'validation.required' });
  });
  it('requires the text, at least 10 characters, whatever the reason (issue 41.2)', () => {
    expect(issues(terminateMissionBodySchema, {})).toEqual({ reason: 'validation.required' });
    expect(issues(terminateMissionBodySchema, undefined)).toEqual({ reason: 'validation.required' });
    expect(issues(terminateMissionBodySchema, { reason: '' })).toEqual({ reason: 'validation.required' });
    expect(issues(terminateMissionBodySchema, { reason: 'قصير' })).toEqual({
      reason: 'validation.minLength10',
    });
    expect(ok(terminateMissionBodySchema, { reason: 'العميل غير متواجد اليوم' }).reason).toBe(
      'العميل غير متواجد اليوم',
    );
  });
  it('requires the text in the dialog, whichever reason is picked', () => {
    expect(issues(terminateMissionFormSchema, { reason_id: 3 })).toEqual({
      reason: 'validation.required',
    });
    expect(issues(terminateMissionFormSchema, { reason_id: 3, reason: 'short' })).toEqual({
      reason: 'validation.minLength10',
    });
  });
});

describe('previews, excel, export and faq', () => {
  it('takes preview types 1 to 3 (spec §9)', () => {
    expect(ok(missionPreviewQuerySchema, { id: 1, type: '3' })).toEqual({ id: 1, type: 3 });
    expect(issues(missionPreviewQuerySchema, { id: 1, type: 4 })).toEqual({ type: 'validation.invalid' });
    expect(ok(missionExcelQuerySchema, { id: 1 })).toEqual({ id: 1, type: 1 });
  });
  it('takes a date range for the export', () => {
    expect(ok(exportMissionsBodySchema, { date_from: '2030-01-01', date_to: '2030-01-31' })).toMatchObject({
      date_from: '2030-01-01',
    });
    expect(issues(exportMissionsBodySchema, { date_from: '2030-02-01', date_to: '2030-01-31' })).toEqual({
      date_to: 'validation.dateRange',
    });
    expect(issues(exportMissionsBodySchema, { date_to: '2030-01-31' })).toEqual({
      date_from: 'validation.required',
    });
  });
  it('takes an faq category name', () => {
    expect(ok(faqBodySchema, { name: 'Missions' })).toEqual({ name: 'missions' });
    expect(ok(faqBodySchema, {})).toEqual({});
    expect(issues(faqBodySchema, { name: '../x' })).toEqual({ name: 'validation.invalid' });
  });
});
