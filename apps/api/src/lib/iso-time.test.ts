import { describe, expect, it } from 'vitest';
import { sheetTime } from './iso-time';

describe('sheetTime: one date format for every export', () => {
  it('writes a moment as the Cairo wall clock to the minute, like the orders export', () => {
    expect(sheetTime('2026-11-22T15:58:40.844Z')).toBe('2026-11-22 17:58');
    expect(sheetTime(new Date('2026-08-26T22:58:00Z'))).toBe('2026-08-27 01:58'); // summer time, +3
    expect(sheetTime('2026-03-10T23:30:00Z')).toBe('2026-03-11 01:30');
  });
  it('keeps a calendar day and null as they are', () => {
    expect(sheetTime('2026-11-22')).toBe('2026-11-22');
    expect(sheetTime(null)).toBeNull();
  });
});
