import { describe, expect, it } from 'vitest';
import { overdueAge } from './overdue-badge';

describe('overdueAge', () => {
  const now = new Date('2026-12-06T12:00:00Z');
  it('counts hours under two days, whole days from then on', () => {
    expect(overdueAge('2026-12-06T09:30:00Z', now)).toEqual({ unit: 'hours', age: 2 });
    expect(overdueAge('2026-12-04T12:30:00Z', now)).toEqual({ unit: 'hours', age: 47 });
    expect(overdueAge('2026-12-04T12:00:00Z', now)).toEqual({ unit: 'days', age: 2 });
    expect(overdueAge('2026-11-26T11:00:00Z', now)).toEqual({ unit: 'days', age: 10 });
  });
});
