import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { createImportGate, importRetryAfterSeconds } from './import-gate';

const refused = (enter: () => unknown) => {
  try {
    enter();
  } catch (error) {
    return error instanceof AppError && error.code === 'TOO_MANY_REQUESTS'
      ? error.options.retryAfter
      : 'other error';
  }
  return 'admitted';
};

describe('import gate', () => {
  it('admits up to the per-client and per-server limits, refuses with a Retry-After beyond them', () => {
    const gate = createImportGate({ perServer: 3, perClient: 2 });
    const a1 = gate.enter(1);
    gate.enter(1);
    expect(refused(() => gate.enter(1))).toBe(importRetryAfterSeconds);
    gate.enter(2);
    expect(refused(() => gate.enter(3))).toBe(importRetryAfterSeconds);
    a1();
    a1(); // a second release changes nothing
    expect(refused(() => gate.enter(1))).toBe('admitted');
    expect(refused(() => gate.enter(3))).toBe(importRetryAfterSeconds);
  });
});
