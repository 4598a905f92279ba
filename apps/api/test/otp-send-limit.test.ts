import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/harness';

// OTP_SEND_LIMIT sets the per-account budget of both code flows (the browser tests raise it); the default
// of 3 is tested in auth-otp.test.ts.
const t = useTestApp({ env: { OTP_SEND_LIMIT: '5' } });

describe('OTP_SEND_LIMIT', () => {
  it('allows that many codes per account in 15 minutes, on the forgot-password and the API page alike', async () => {
    const send = () =>
      t.call({ method: 'POST', url: '/api/client/send-otp', body: { email: 'company@demo.test' } });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(429);

    const token = await t.tokenFor('merchant@demo.test');
    const page = () => t.call({ method: 'POST', url: '/api/client/link-with-apis/send-otp', token });
    for (let i = 0; i < 5; i++) expect((await page()).status).toBe(200);
    expect((await page()).status).toBe(429);
  });
});
