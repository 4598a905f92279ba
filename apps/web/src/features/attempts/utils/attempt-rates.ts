import type { AttemptMonthFigures } from '@courier/contracts';

/**
 * The figures' rates (decision 068's counts → percentages): first-attempt success over first attempts,
 * returns over the orders that ended (delivered + returned). null when nothing was counted, so the
 * screen says "no data" instead of a misleading 0 %.
 */
export interface MonthRates {
  firstAttemptSuccess: number | null;
  returnRate: number | null;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export function monthRates(month: AttemptMonthFigures): MonthRates {
  return {
    firstAttemptSuccess: ratio(month.first_attempt_success, month.first_attempts),
    returnRate: ratio(month.returned, month.delivered + month.returned),
  };
}

/** The change from last month in percentage points (rounded to one decimal); null if either is missing. */
export function pointsChange(thisMonth: number | null, lastMonth: number | null): number | null {
  if (thisMonth === null || lastMonth === null) return null;
  return Math.round((thisMonth - lastMonth) * 1000) / 10;
}

/** Whether a change is good news: success up is good, returns up is bad. */
export function changeTone(change: number | null, higherIsBetter: boolean): 'good' | 'bad' | 'same' {
  if (change === null || change === 0) return 'same';
  return change > 0 === higherIsBetter ? 'good' : 'bad';
}

/** A rate as a percentage with one decimal, Latin digits like every figure ("87.5%"); null → null. */
export function formatRate(rate: number | null): string | null {
  if (rate === null) return null;
  return `${(Math.round(rate * 1000) / 10).toFixed(1)}%`;
}

/** A change in points with its sign ("+2.5", "−1.0"), read the same way in both languages. */
export function formatPoints(change: number): string {
  return `${change > 0 ? '+' : change < 0 ? '−' : ''}${Math.abs(change).toFixed(1)}`;
}
