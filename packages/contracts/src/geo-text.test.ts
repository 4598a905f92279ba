import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeGeoText, normalizePhoneInput } from './geo-text';

/** Arabic letters, marks, tatweel, digits, Latin, punctuation and invisible characters: what cells hold. */
const cellChars = fc.constantFrom(
  ...'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئىةٱکیگ',
  ...'\u064B\u064E\u064F\u0650\u0651\u0652\u0670\u0640',
  ...'٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹0123456789',
  ...'aAeElLtThHxXİßé',
  ..." -_.,،؛/()'’\t\n",
  ...'\u200B\u200C\u200D\u200E\u200F\u202B\u202C\u2067\u2069\uFEFF\u00A0',
);
const cellText = fc.array(cellChars, { maxLength: 40 }).map((chars) => chars.join(''));

describe('normalizeGeoText', () => {
  it.each([
    ['الإسكندرية', 'الاسكندريه'],
    ['إسكندرية', 'اسكندريه'],
    ['  القـــاهرة  ', 'القاهره'],
    ['القَاهِرَة', 'القاهره'],
    ['\u200Fالمعادى\u200E', 'المعادي'],
    ['مؤسسة', 'موسسه'],
    ['حدائق القبة', 'حدايق القبه'],
    ['ٱلمنصورة', 'المنصوره'],
    ['کفر الشیخ', 'كفر الشيخ'],
    ['٦ أكتوبر', '6 اكتوبر'],
    ['۶ اکتبر', '6 اكتبر'],
    ['6اكتوبر', '6 اكتوبر'],
    ['القاهرة - مدينة نصر', 'القاهره مدينه نصر'],
    ['القاهرة،مدينة نصر', 'القاهره مدينه نصر'],
    ['El-Mohandeseen', 'mohandeseen'],
    ['MASR EL GEDIDA', 'masr gedida'],
    ['Al Qahirah', 'qahirah'],
    ['the red sea', 'red sea'],
    ['el', 'el'],
    ['Ma’adi', 'maadi'],
    ['Héliopolis', 'heliopolis'],
    ['Port_Said.', 'port said'],
    ['محافظة القاهرة', 'القاهره'],
    ['محافظه', 'محافظه'],
    ['Giza Governorate', 'giza'],
    ['ＣＡＩＲＯ', 'cairo'],
    ['tagamo3 el 5ames', 'tagamo3 5ames'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeGeoText(input)).toBe(expected);
  });

  it('keeps the words that are part of a name (مدينة نصر, مركز بدر, Nasr City)', () => {
    expect(normalizeGeoText('مدينة نصر')).toBe('مدينه نصر');
    expect(normalizeGeoText('مركز بدر')).toBe('مركز بدر');
    expect(normalizeGeoText('Nasr City')).toBe('nasr city');
  });

  it('is idempotent on arbitrary cell-like text and on arbitrary unicode', () => {
    const idempotent = (s: string) => {
      const once = normalizeGeoText(s);
      expect(normalizeGeoText(once)).toBe(once);
    };
    fc.assert(fc.property(cellText, idempotent), { numRuns: 2000 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), idempotent), { numRuns: 2000 });
  }, 30_000); // 4,000 cases: well under a second alone, past vitest's 5 s default on a loaded 2-core machine

  it('gives plain ASCII (its fast path) the same result as the full Unicode path', () => {
    // A tatweel is deleted by the full path and forces it: the two results must agree.
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..." aAeElLtTzZ09-_.,'`/()"), maxLength: 40 }), (s) => {
        expect(normalizeGeoText(s)).toBe(normalizeGeoText(`${s}\u0640`));
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws and returns only lower-case ASCII, digits, basic Arabic letters and single spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (s) => {
        const out = normalizeGeoText(s);
        expect(out).toMatch(/^[a-z0-9\u0621-\u063A\u0641-\u064A]*( [a-z0-9\u0621-\u063A\u0641-\u064A]+)*$/);
        expect(out).not.toMatch(/[أإآةىؤئ]/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('normalizePhoneInput', () => {
  it.each([
    ['01012345678', '01012345678'],
    ['+201012345678', '01012345678'],
    ['+20 101 234 5678', '01012345678'],
    ['+2 01012345678', '01012345678'],
    ['00201012345678', '01012345678'],
    ['0020 10 1234 5678', '01012345678'],
    ['201012345678', '01012345678'],
    ['1012345678', '01012345678'],
    ['1012345678.0', '01012345678'],
    ['٠١٠١٢٣٤٥٦٧٨', '01012345678'],
    ['+٢٠١٠١٢٣٤٥٦٧٨', '01012345678'],
    ['(010) 1234-5678', '01012345678'],
    ['010.1234.5678', '01012345678'],
    ['\u200E010 1234 5678\u200F', '01012345678'],
    ['+20 02 12345678', '0212345678'],
    ['0223456789', '0223456789'],
  ])('%j → %j', (input, expected) => {
    expect(normalizePhoneInput(input)).toBe(expected);
  });

  it('returns what it cannot fix, cleaned, for the validator to reject', () => {
    expect(normalizePhoneInput('12-34')).toBe('1234');
    expect(normalizePhoneInput('abc')).toBe('abc');
    expect(normalizePhoneInput('')).toBe('');
    expect(normalizePhoneInput('+1 202 555 0100')).toBe('+12025550100');
  });

  it('never throws and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const once = normalizePhoneInput(s);
        expect(normalizePhoneInput(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});
