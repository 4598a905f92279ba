import { afterAll, expect } from 'vitest';
import { leakedSecrets } from './logs';

// docs/quality.md R12: after each API test file, no captured log line contains a password, token or OTP code
// that went through the API during the run.
afterAll(() => {
  expect(leakedSecrets()).toEqual([]);
});
