/** The source of "now" for every rule that depends on time (sessions, OTP, throttling). Injected, so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
