import { describe, expect, it } from 'vitest';
import { deadlineState } from './attempt-deadline';

const now = new Date('2026-12-06T10:00:00Z');

describe("a case's deadline", () => {
  it('is passed at or after the deadline (the default applies)', () => {
    expect(deadlineState('2026-12-06T10:00:00Z', now)).toEqual({ kind: 'passed' });
    expect(deadlineState('2026-12-05T22:00:00Z', now)).toEqual({ kind: 'passed' });
  });

  it('is soon within 6 hours, counting a started hour as whole', () => {
    expect(deadlineState('2026-12-06T10:30:00Z', now)).toEqual({ kind: 'soon', hoursLeft: 1 });
    expect(deadlineState('2026-12-06T16:00:00Z', now)).toEqual({ kind: 'soon', hoursLeft: 6 });
  });

  it('is later beyond 6 hours', () => {
    expect(deadlineState('2026-12-07T10:00:00Z', now)).toEqual({ kind: 'later', hoursLeft: 24 });
  });
});
