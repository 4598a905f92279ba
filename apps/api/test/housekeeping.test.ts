import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAuthHousekeeping } from '../src/modules/auth/housekeeping.service';
import { createOtpRepository } from '../src/modules/auth/otp.repository';
import { createSessionsRepository } from '../src/modules/auth/sessions.repository';
import { createThrottleRepository } from '../src/modules/auth/throttle.repository';
import { hours, minutes } from './support/clock';
import { useTestApp } from './support/harness';

const t = useTestApp();

async function count(table: string): Promise<number> {
  const result = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ n: number }> }).rows) as Array<{
    n: number;
  }>;
  return Number(rows[0]!.n);
}

describe('auth housekeeping', () => {
  it('deletes sessions, codes and throttle windows a day after they stop counting, and nothing live', async () => {
    const { db } = t.database;
    const housekeeping = createAuthHousekeeping({
      sessions: createSessionsRepository(db),
      otp: createOtpRepository(db),
      throttle: createThrottleRepository(db),
      clock: t.clock,
      idleTimeoutMs: t.config.SESSION_IDLE_TIMEOUT_MS,
    });

    // Old: a logged-out session, a code and a failed login, two days ago.
    const oldToken = await t.tokenFor('merchant@demo.test');
    await t.call({ method: 'POST', url: '/api/client/logout', token: oldToken });
    await t.call({ method: 'POST', url: '/api/client/send-otp', body: { email: 'merchant@demo.test' } });
    await t.call({
      method: 'POST',
      url: '/api/client/login',
      body: { email: 'merchant@demo.test', password: 'Wrong#Pass1' },
    });
    t.clock.advance(hours(48));

    // Live: a session in use, a fresh code and a fresh throttle window.
    const liveToken = await t.tokenFor('employee@demo.test');
    await t.call({ method: 'POST', url: '/api/client/send-otp', body: { email: 'employee@demo.test' } });
    await t.call({
      method: 'POST',
      url: '/api/client/login',
      body: { email: 'employee@demo.test', password: 'Wrong#Pass1' },
    });
    t.clock.advance(minutes(5));

    const before = {
      sessions: await count('sessions'),
      otp: await count('otp_codes'),
      throttle: await count('auth_throttle'),
    };
    const deleted = await housekeeping.run();
    expect(deleted.sessions).toBe(1);
    expect(deleted.otpCodes).toBe(1);
    expect(deleted.throttleWindows).toBeGreaterThanOrEqual(1);
    expect(await count('sessions')).toBe(before.sessions - 1);
    expect(await count('otp_codes')).toBe(before.otp - 1);
    expect(await count('auth_throttle')).toBe(before.throttle - deleted.throttleWindows);

    const live = await t.call({ method: 'POST', url: '/api/client/web/profile', token: liveToken });
    expect(live.status).toBe(200);
    expect(await housekeeping.run()).toEqual({ sessions: 0, otpCodes: 0, throttleWindows: 0 });
  });
});
