import { formatMoney } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatAge,
  formatAmountShort,
  formatCount,
  formatDateTime,
  formatDay,
  formatDayShort,
  formatMonth,
  formatTime,
  formatWeekday,
  businessDay,
} from './format';

describe('formatCount (spec §9: above 999 → one decimal and k)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1.0k'],
    [1234, '1.2k'],
    [1250, '1.3k'],
    [1949, '1.9k'],
    [1999, '2.0k'],
    [15050, '15.1k'],
    [999_949, '999.9k'],
    [1_234_567, '1234.6k'],
    [-1234, '-1.2k'],
    [-12, '-12'],
  ])('%d → %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });
});

describe('money (contracts formatMoney, the one format) and formatAmountShort', () => {
  it('groups and keeps two decimals, exactly, for any length: what every screen shows', () => {
    expect(formatMoney('1375.5')).toBe('1,375.50');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('-45')).toBe('-45.00');
    expect(formatMoney('12345678901234567890.99')).toBe('12,345,678,901,234,567,890.99');
  });

  it('shortens only above 999', () => {
    expect(formatAmountShort('999.00')).toBe('999.00');
    expect(formatAmountShort('999.99')).toBe('1.0k');
    expect(formatAmountShort('6900.00')).toBe('6.9k');
    expect(formatAmountShort('5190.00')).toBe('5.2k');
    expect(formatAmountShort('-2500.00')).toBe('-2.5k');
  });
});

describe('formatTime (12-hour, correct AM/PM)', () => {
  const at = (h: number, m: number) => new Date(2026, 10, 21, h, m);

  it.each([
    [0, 5, '12:05 AM', '12:05 ص'],
    [1, 0, '1:00 AM', '1:00 ص'],
    [11, 59, '11:59 AM', '11:59 ص'],
    [12, 0, '12:00 PM', '12:00 م'],
    [13, 30, '1:30 PM', '1:30 م'],
    [23, 9, '11:09 PM', '11:09 م'],
  ])('%d:%d → %s / %s', (h, m, en, ar) => {
    expect(formatTime(at(h, m), 'en')).toBe(en);
    expect(formatTime(at(h, m), 'ar')).toBe(ar);
  });

  it('reads ISO moments in the local time zone', () => {
    const local = new Date(2026, 10, 21, 15, 45);
    expect(formatTime(local.toISOString(), 'en')).toBe('3:45 PM');
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatTime('not a time', 'en')).toBe('not a time');
  });
});

describe('days and months', () => {
  it('formats a day without shifting it by the time zone, with Latin digits in Arabic', () => {
    expect(formatDay('2026-11-22', 'en')).toBe('22 Nov 2026');
    expect(formatDay('2026-11-22', 'ar')).toMatch(/^22 .+ 2026$/);
    expect(formatDay('2026-11-22', 'en', true)).toContain('Sunday');
  });

  it('joins the day and the 12-hour time', () => {
    const moment = new Date(2026, 10, 22, 14, 5);
    expect(formatDateTime(moment, 'en')).toBe('22 Nov 2026, 2:05 PM');
    expect(formatDateTime(moment, 'ar')).toMatch(/^22 .+ 2026، 2:05 م$/);
  });

  it('says how long ago in hours under two days, else in days', () => {
    const now = new Date(2026, 10, 22, 14, 5);
    expect(formatAge(new Date(2026, 10, 22, 11, 0), 'en', now)).toBe('3 hours ago');
    expect(formatAge(new Date(2026, 10, 19, 14, 0), 'en', now)).toBe('3 days ago');
    expect(formatAge(new Date(2026, 10, 22, 14, 0), 'en', now)).toBe('this hour');
    expect(formatAge(new Date(2026, 10, 19, 14, 0), 'ar', now)).toMatch(/3/);
  });

  it('gives a short day for chart axes', () => {
    expect(formatDayShort('2026-11-02', 'en')).toBe('2 Nov');
    expect(formatDayShort('2026-11-02', 'ar')).toMatch(/^2 /);
  });

  it('names the day of the week', () => {
    expect(formatWeekday('2026-11-22', 'en')).toBe('Sunday');
    expect(formatWeekday('2026-11-22', 'ar')).toBe('الأحد');
  });

  it('names a month', () => {
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('bad', 'en')).toBe('bad');
  });

  it('gives Cairo business days for the API, whatever the browser clock', () => {
    expect(businessDay(new Date('2026-12-31T10:00:00Z'))).toBe('2026-12-31');
    expect(businessDay(new Date('2026-12-31T10:00:00Z'), 1)).toBe('2027-01-01');
    // 23:30 UTC is already the next day in Cairo (UTC+2 in winter, +3 in summer).
    expect(businessDay(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(businessDay(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-02');
  });
});
