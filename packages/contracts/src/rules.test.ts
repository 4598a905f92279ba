import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import fc from 'fast-check';
import { translate } from './messages';
import {
  cancelationReason,
  collectedAmount,
  delayDate,
  email,
  followUpMobile,
  governorateDialCodes,
  optionalPhone,
  optionalText3,
  otpCode,
  password,
  phone,
  requiredField,
  requiredId,
  requiredNumber,
  requiredText3,
  returnValue,
  isXlsxFileName,
  normalizePhone,
} from './rules';
import { isAboveCeiling } from './amount-ceiling';

/** The catalog keys a value fails with, or the parsed value. */
function keys(schema: z.ZodType, value: unknown): string[] {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}
const ok = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (!r.success) throw new Error(`expected ${JSON.stringify(value)} to pass: ${r.error.message}`);
  return r.data;
};

describe('phone (spec §5: required, 01 or a governorate code, exactly 11 digits, digits only)', () => {
  it.each(['01012345678', '01112345678', '01212345678', '01512345678', '02123456789', '03123456789'])(
    'accepts %s',
    (v) => expect(ok(phone(), v)).toBe(v),
  );
  it('accepts every governorate dial code', () => {
    for (const code of governorateDialCodes) {
      const v = code + '1'.repeat(11 - code.length);
      expect(keys(phone(), v)).toEqual([]);
    }
  });
  it('normalises Arabic-Indic and Persian digits and trims', () => {
    expect(ok(phone(), '٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
    expect(ok(phone(), ' ۰۱۰۱۲۳۴۵۶۷۸ ')).toBe('01012345678');
  });
  it.each([
    [undefined, 'validation.required'],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    ['0101234567', 'validation.phoneLength'],
    ['010123456789', 'validation.phoneLength'],
    ['07012345678', 'validation.phoneStart'],
    ['11012345678', 'validation.phoneStart'],
    ['0101234567a', 'validation.phoneDigits'],
    ['+20101234567', 'validation.phoneLength'],
    ['+1 202 555 0100', 'validation.phoneDigits'],
    [12345, 'validation.required'],
  ])('rejects %j with %s', (v, key) => expect(keys(phone(), v)).toEqual([key]));
  it.each([
    ['+201012345678'],
    ['00201012345678'],
    ['010 1234 5678'],
    ['+20 10 1234 5678'],
    ['010-1234-5678'],
    ['(010) 1234.5678'],
    ['+٢٠١٠١٢٣٤٥٦٧٨'],
  ])('accepts %j as typed in international or spaced form, as 01012345678', (v) => {
    expect(ok(phone(), v)).toBe('01012345678');
    expect(ok(optionalPhone(), v)).toBe('01012345678');
  });
  it('keeps a landline with +20 in its national form', () => {
    expect(normalizePhone('+20 2 2345 6789')).toBe('0223456789');
    expect(normalizePhone('+203 123 45678')).toBe('0312345678');
  });
  it('compares amounts with the ceiling as digits, never as floats', () => {
    expect(isAboveCeiling('1000000', 1_000_000)).toBe(false);
    expect(isAboveCeiling('1000000.00', 1_000_000)).toBe(false);
    expect(isAboveCeiling('1000000.01', 1_000_000)).toBe(true);
    expect(isAboveCeiling('999999.99', 1_000_000)).toBe(false);
    expect(isAboveCeiling('00012', 1_000_000)).toBe(false);
    expect(isAboveCeiling('99999999999999999999', 1_000_000)).toBe(true);
    expect(isAboveCeiling('1000001', 1_000_000)).toBe(true);
  });
  it('second phone is optional but follows the same rules', () => {
    expect(ok(optionalPhone(), '')).toBeUndefined();
    expect(ok(optionalPhone(), undefined)).toBeUndefined();
    expect(ok(optionalPhone(), '01012345678')).toBe('01012345678');
    expect(keys(optionalPhone(), '0101')).toEqual(['validation.phoneLength']);
    expect(keys(optionalPhone(), '99999999999')).toEqual(['validation.phoneStart']);
  });
  it('follow-up mobile: optional, must start with 0, and the phone rule', () => {
    expect(ok(followUpMobile(), '01012345678')).toBe('01012345678');
    expect(ok(followUpMobile(), '+20 10 1234 5678')).toBe('01012345678');
    expect(ok(followUpMobile(), '')).toBeUndefined();
    expect(ok(followUpMobile(), undefined)).toBeUndefined();
    expect(keys(followUpMobile(), '11012345678')).toEqual(['validation.mobileStartZero']);
    expect(keys(followUpMobile(), '0101')).toEqual(['validation.phoneLength']);
    expect(keys(followUpMobile(), '09912345678')).toEqual(['validation.phoneStart']);
    expect(keys(followUpMobile(), '010x2345678')).toEqual(['validation.phoneDigits']);
  });
});

describe('text rules', () => {
  it('required with minimum 3 characters', () => {
    expect(ok(requiredText3(), '  أحمد  ')).toBe('أحمد');
    expect(keys(requiredText3(), undefined)).toEqual(['validation.required']);
    expect(keys(requiredText3(), '')).toEqual(['validation.required']);
    expect(keys(requiredText3(), 'ab')).toEqual(['validation.minLength3']);
    expect(keys(requiredText3(10), 'a'.repeat(11))).toEqual(['validation.tooLong']);
  });
  it('sender: minimum 3 only, not required', () => {
    expect(ok(optionalText3(), undefined)).toBeUndefined();
    expect(ok(optionalText3(), '  ')).toBeUndefined();
    expect(ok(optionalText3(), 'Shop')).toBe('Shop');
    expect(keys(optionalText3(), 'ab')).toEqual(['validation.minLength3']);
  });
  it('required field', () => {
    expect(ok(requiredField(), 'x')).toBe('x');
    expect(keys(requiredField(), '')).toEqual(['validation.required']);
    expect(keys(requiredField(), null)).toEqual(['validation.required']);
  });
  it('required id from a list', () => {
    expect(ok(requiredId(), '12')).toBe(12);
    expect(ok(requiredId(), 7)).toBe(7);
    expect(ok(requiredId(), '١٢')).toBe(12);
    expect(keys(requiredId(), '')).toEqual(['validation.required']);
    expect(keys(requiredId(), undefined)).toEqual(['validation.required']);
    expect(keys(requiredId(), '1; drop')).toEqual(['validation.invalid']);
    // Ids are 32-bit columns: one past the largest is refused here, not by the database (a 500).
    expect(ok(requiredId(), '2147483647')).toBe(2_147_483_647);
    expect(keys(requiredId(), '2147483648')).toEqual(['validation.invalid']);
    expect(keys(requiredId(), '999999999999')).toEqual(['validation.invalid']);
    expect(keys(requiredId(), '0')).toEqual(['validation.invalid']);
  });
  it('cancellation reason needs 10 characters', () => {
    expect(ok(cancelationReason(), 'العميل لم يرد')).toBe('العميل لم يرد');
    expect(keys(cancelationReason(), 'too short')).toEqual(['validation.minLength10']);
    expect(keys(cancelationReason(), '')).toEqual(['validation.required']);
  });
});

describe('amounts', () => {
  it('collectedAmount: required, decimal, not below zero, at most 20 digits', () => {
    expect(ok(collectedAmount(), '150.75')).toBe('150.75');
    expect(ok(collectedAmount(), 0)).toBe('0');
    expect(ok(collectedAmount(), '١٥٠')).toBe('150');
    expect(ok(collectedAmount(), '12345678901234567890')).toBe('12345678901234567890');
    expect(keys(collectedAmount(), undefined)).toEqual(['validation.required']);
    expect(keys(collectedAmount(), '')).toEqual(['validation.required']);
    expect(keys(collectedAmount(), 'abc')).toEqual(['validation.numeric']);
    expect(keys(collectedAmount(), '1e5')).toEqual(['validation.numeric']);
    expect(keys(collectedAmount(), -5)).toEqual(['validation.notNegative']);
    expect(keys(collectedAmount(), '123456789012345678901')).toEqual(['validation.maxDigits20']);
  });
  it('returnValue: required, numeric, at most 20 digits, the one money rule (never rounded)', () => {
    expect(ok(returnValue(), '20')).toBe('20');
    expect(ok(returnValue(), '1455.50')).toBe('1455.50');
    expect(ok(returnValue(), 0)).toBe('0');
    expect(keys(returnValue(), 'x')).toEqual(['validation.numeric']);
    expect(keys(returnValue(), '')).toEqual(['validation.required']);
    expect(keys(returnValue(), undefined)).toEqual(['validation.required']);
    expect(keys(returnValue(), '100.005')).toEqual(['validation.moneyDecimals']);
    expect(keys(returnValue(), '-5')).toEqual(['validation.notNegative']);
    expect(keys(returnValue(), '9'.repeat(21))).toEqual(['validation.maxDigits20']);
  });
  it('radius, latitude, longitude: required numeric', () => {
    expect(ok(requiredNumber(), '30.0444')).toBe(30.0444);
    expect(ok(requiredNumber(), -31.2)).toBe(-31.2);
    expect(keys(requiredNumber(), 'north')).toEqual(['validation.numeric']);
    expect(keys(requiredNumber(), '')).toEqual(['validation.required']);
  });
});

describe('account fields', () => {
  it('email: required, valid, lower-cased', () => {
    expect(ok(email(), ' Merchant@Demo.TEST ')).toBe('merchant@demo.test');
    expect(keys(email(), '')).toEqual(['validation.required']);
    expect(keys(email(), 'merchant@')).toEqual(['validation.email']);
    expect(keys(email(), `${'a'.repeat(250)}@x.co`)).toContain('validation.tooLong');
  });
  it('password: required, at least 8, never trimmed', () => {
    expect(ok(password(), ' Demo#2026 ')).toBe(' Demo#2026 ');
    expect(keys(password(), '')).toEqual(['validation.required']);
    expect(keys(password(), 'short')).toEqual(['validation.minLength8']);
  });
  it('otp code: 6 digits', () => {
    expect(ok(otpCode(), '١٢٣٤٥٦')).toBe('123456');
    expect(keys(otpCode(), '12345')).toEqual(['validation.otpFormat']);
    expect(keys(otpCode(), '')).toEqual(['validation.required']);
  });
  it("delay date is required with the spec's message", () => {
    expect(ok(delayDate(), '2026-12-01')).toBe('2026-12-01');
    expect(keys(delayDate(), '')).toEqual(['validation.delayDateRequired']);
    expect(keys(delayDate(), undefined)).toEqual(['validation.delayDateRequired']);
    expect(translate('validation.delayDateRequired', 'en')).toBe('Delay Date Required');
    expect(keys(delayDate(), '01/12/2026')).toEqual(['validation.date']);
  });
  it('excel upload accepts xlsx only', () => {
    expect(isXlsxFileName('orders.XLSX')).toBe(true);
    expect(isXlsxFileName('orders.xls')).toBe(false);
    expect(isXlsxFileName('orders.xlsx.exe')).toBe(false);
  });
});

describe('every rule survives hostile input (R9)', () => {
  const hostile = fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.string({ unit: 'grapheme', maxLength: 50 }),
    fc.constantFrom(
      '\u200f٠١٠١٢٣٤٥٦٧٨',
      '\u200b',
      '😀'.repeat(40),
      'ـــ',
      'x'.repeat(100_000),
      '\u202e01012345678',
    ),
    fc.integer(),
    fc.double(),
    fc.constant(null),
    fc.constant(undefined),
    fc.boolean(),
  );
  const all = [
    phone(),
    optionalPhone(),
    followUpMobile(),
    requiredText3(),
    optionalText3(),
    requiredField(),
    requiredId(),
    collectedAmount(),
    returnValue(),
    requiredNumber(),
    email(),
    password(),
    cancelationReason(),
    delayDate(),
    otpCode(),
  ];
  it('never throws and always answers with catalog keys', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        for (const schema of all) {
          const r = schema.safeParse(value);
          if (!r.success) for (const issue of r.error.issues) expect(issue.message).toMatch(/^validation\./);
        }
      }),
      { numRuns: 1000 },
    );
  });
  it('an accepted phone is always 11 ASCII digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const r = phone().safeParse(value);
        if (r.success) expect(r.data).toMatch(/^\d{11}$/);
      }),
      { numRuns: 1000 },
    );
  });
});
