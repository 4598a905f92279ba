import { describe, expect, it } from 'vitest';
import { catalog, translate } from './messages';
import { errorCodeList, isLogoutCode, messageKeyOf, statusOf } from './errors';
import { fieldErrors } from './field-errors';
import { directionOf, parseAcceptLanguage } from './i18n';
import { loginFormSchema } from './auth';
import {
  orderStatuses,
  orderStatusLabelKey,
  missionStatuses,
  missionStatusLabelKey,
  missionTypes,
  missionTypeLabelKey,
} from './enums';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalog', () => {
  it('has the same keys in Arabic and English, none empty, same placeholders', () => {
    expect(Object.keys(catalog.ar).sort()).toEqual(Object.keys(catalog.en).sort());
    for (const [key, en] of Object.entries(catalog.en)) {
      const ar = catalog.ar[key as keyof typeof catalog.ar];
      expect(en.trim(), key).not.toBe('');
      expect(ar.trim(), key).not.toBe('');
      // A plural form may say its number in words ('صف واحد', 'طلبين'): only {count} may be left out.
      const plural = /_(zero|one|two|few|many|other)$/.test(key);
      const drop = (list: (string | undefined)[]) => (plural ? list.filter((p) => p !== 'count') : list);
      expect(drop(placeholders(ar)), key).toEqual(drop(placeholders(en)));
      // A language switch names the other language in itself ("English" on the Arabic page).
      if (!key.endsWith('.otherLanguage'))
        expect(/[\u0600-\u06FF]/.test(ar), `${key} should be Arabic`).toBe(true);
    }
  });
  it('writes Western digits only, as every screen does (issue 41.9)', () => {
    for (const lang of ['ar', 'en'] as const) {
      const eastern = Object.entries(catalog[lang]).filter(([, text]) =>
        /[\u0660-\u0669\u06F0-\u06F9]/.test(text),
      );
      expect(eastern, lang).toEqual([]);
    }
  });
  it('says a count with the grammatical plural of each language (Intl.PluralRules)', () => {
    const rows = (n: number, lang: 'ar' | 'en') =>
      translate('errors.IMPORT_ROWS_INVALID', lang, { count: n });
    expect(rows(1, 'ar')).toMatch(/^يوجد صف واحد به أخطاء/);
    expect(rows(2, 'ar')).toMatch(/^يوجد صفان/);
    expect(rows(4, 'ar')).toMatch(/^توجد 4 صفوف/);
    expect(rows(11, 'ar')).toMatch(/^يوجد 11 صفًا/);
    expect(rows(100, 'ar')).toMatch(/^يوجد 100 صف /);
    expect(rows(1, 'en')).toMatch(/^1 row has errors/);
    expect(rows(3, 'en')).toMatch(/^3 rows have errors/);
    expect(translate('import.created', 'ar', { count: 4 })).toBe('تمت إضافة 4 طلبات');
    expect(translate('import.created', 'ar', { count: 1 })).toBe('تمت إضافة طلب واحد');
    expect(translate('import.created', 'en', { count: 20_000 })).toBe('20,000 orders were added');
    expect(translate('import.created', 'ar', { count: 20_000 })).toMatch(/^تمت إضافة 20,000 /);
    expect(translate('import.created', 'ar', { count: 2 })).toBe('تمت إضافة طلبين');
    expect(translate('import.created', 'ar', { count: 25 })).toBe('تمت إضافة 25 طلبًا');
    expect(translate('import.needsGeo', 'en', { count: 1 })).toBe(
      '1 row needs its governorate or area confirmed',
    );
  });
  it('gives every server message with a count all six Arabic plural forms', () => {
    for (const key of Object.keys(catalog.en)) {
      if (
        !catalog.en[key as keyof typeof catalog.en].includes('{count}') ||
        /_(zero|one|two|few|many|other)$/.test(key)
      )
        continue;
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(Object.hasOwn(catalog.ar, `${key}_${form}`), `${key}_${form}`).toBe(true);
    }
  });
  it('keeps the English texts the spec quotes verbatim', () => {
    expect(translate('validation.passwordMismatch', 'en')).toBe(
      'It must be identical to the initial password',
    );
    expect(translate('validation.delayDateRequired', 'en')).toBe('Delay Date Required');
    expect(translate('errors.AMOUNT_NOT_EDITABLE', 'en')).toBe('cannot edit amount in this status');
    expect(translate('errors.ACCOUNT_SUSPENDED', 'en')).toBe('account suspended');
    expect(translate('errors.NO_INTERNATIONAL_SHIPMENT', 'en')).toBe(
      'no international shipment with the entered code',
    );
  });
  it('fills placeholders and defaults to Arabic', () => {
    expect(translate('errors.TOO_MANY_ATTEMPTS', 'en', { minutes: 15 })).toBe(
      'Too many attempts. Try again in 15 minutes',
    );
    expect(translate('errors.TOO_MANY_ATTEMPTS', undefined, { minutes: 15 })).toContain('15');
    expect(translate('errors.TOO_MANY_ATTEMPTS')).toBe(catalog.ar['errors.TOO_MANY_ATTEMPTS']);
  });
  it('answers an unknown key with a generic message rather than the key', () => {
    expect(translate('no.such.key', 'en')).toBe(catalog.en['validation.invalid']);
  });
  it('labels every order status, mission status and type in both languages', () => {
    expect(Object.keys(orderStatuses)).toHaveLength(14);
    expect(Object.keys(missionStatuses)).toHaveLength(7);
    expect(Object.values(missionTypes)).toEqual([1, 2, 3, 4, 5]);
    for (const s of Object.keys(orderStatuses) as (keyof typeof orderStatuses)[])
      expect(catalog.ar[orderStatusLabelKey(s)]).toBeTruthy();
    for (const s of Object.keys(missionStatuses) as (keyof typeof missionStatuses)[])
      expect(catalog.en[missionStatusLabelKey(s)]).toBeTruthy();
    for (const t of Object.keys(missionTypes) as (keyof typeof missionTypes)[])
      expect(catalog.en[missionTypeLabelKey(t)]).toBeTruthy();
  });
});

describe('error codes', () => {
  it('every code has a status and a message in both languages', () => {
    for (const code of errorCodeList) {
      expect(statusOf(code)).toBeGreaterThanOrEqual(400);
      expect(catalog.en[messageKeyOf(code)], code).toBeTruthy();
      expect(catalog.ar[messageKeyOf(code)], code).toBeTruthy();
    }
  });
  it('only session problems ask the web app to log out', () => {
    expect(isLogoutCode('UNAUTHENTICATED')).toBe(true);
    expect(isLogoutCode('SESSION_EXPIRED')).toBe(true);
    expect(isLogoutCode('INVALID_CREDENTIALS')).toBe(false);
    expect(isLogoutCode('FORBIDDEN')).toBe(false);
  });
});

describe('languages', () => {
  it.each([
    [undefined, 'ar'],
    ['', 'ar'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['ar-EG', 'ar'],
    ['fr-FR', 'ar'],
    ['fr, en;q=0.5', 'en'],
    ['en;q=0.4, ar;q=0.8', 'ar'],
  ])('Accept-Language %j → %s', (header, lang) => expect(parseAcceptLanguage(header)).toBe(lang));
  it('Arabic is right-to-left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
  it('field errors come out in the requested language', () => {
    const r = loginFormSchema.safeParse({ email: 'x', password: '1', terms: false });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(fieldErrors(r.error, 'en')).toEqual({
      email: ['Enter a valid email address'],
      password: ['Enter at least 8 characters'],
      terms: ['You must agree to the terms and conditions'],
    });
    expect(fieldErrors(r.error, 'ar').email).toEqual(['أدخل بريدًا إلكترونيًا صحيحًا']);
  });
});
