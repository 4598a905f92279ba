import type { Clock } from '../../src/clock';

/** A clock the test moves by hand (sessions, OTP and throttles read time only through it). */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function createTestClock(start = new Date()): TestClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
    set: (date) => {
      now = date.getTime();
    },
  };
}

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
