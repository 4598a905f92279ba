import { describe, expect, it } from 'vitest';
import { changeTone, formatPoints, formatRate, monthRates, pointsChange } from './attempt-rates';

const month = (
  first_attempts: number,
  first_attempt_success: number,
  delivered: number,
  returned: number,
) => ({
  first_attempts,
  first_attempt_success,
  delivered,
  returned,
});

describe('the centre figures: rates from the counts', () => {
  it('first-attempt success over first attempts; returns over the orders that ended', () => {
    expect(monthRates(month(8, 6, 9, 3))).toEqual({ firstAttemptSuccess: 0.75, returnRate: 0.25 });
  });

  it('says nothing (null), not 0 %, for a month without orders', () => {
    expect(monthRates(month(0, 0, 0, 0))).toEqual({ firstAttemptSuccess: null, returnRate: null });
    expect(formatRate(null)).toBeNull();
  });

  it('compares this month with the last in points, rounded to one decimal', () => {
    expect(pointsChange(0.75, 0.5)).toBe(25);
    expect(pointsChange(0.3333, 0.5)).toBe(-16.7);
    expect(pointsChange(0.5, null)).toBeNull();
    expect(formatPoints(25)).toBe('+25.0');
    expect(formatPoints(-16.7)).toBe('−16.7');
    expect(formatRate(0.875)).toBe('87.5%');
  });

  it('reads a change as good or bad by the figure: success up is good, returns up is bad', () => {
    expect(changeTone(5, true)).toBe('good');
    expect(changeTone(5, false)).toBe('bad');
    expect(changeTone(-5, false)).toBe('good');
    expect(changeTone(0, true)).toBe('same');
    expect(changeTone(null, true)).toBe('same');
  });
});
