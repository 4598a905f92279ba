import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/harness';

// docs/quality.md R9: bodies that are not JSON, or not what the route reads, get the error envelope.
// Every route's fields are fuzzed from the OpenAPI documents in openapi-fuzz.test.ts.
const t = useTestApp();

describe('bodies that are not JSON (R9)', () => {
  it('answers broken JSON, wrong content types and odd methods with the envelope', async () => {
    for (const [payload, type] of [
      ['{"email":', 'application/json'],
      ['email=a@b.co&password=12345678', 'application/x-www-form-urlencoded'],
      ['\u0000\u0001', 'application/octet-stream'],
      ['[]', 'application/json'],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url: '/api/client/login',
        body: payload,
        headers: { 'content-type': type },
      });
      expect(res.status, `${type} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toMatchObject({ success: 0 });
    }
  });
});
