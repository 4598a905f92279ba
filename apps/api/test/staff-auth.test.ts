import { staffLoginResponseSchema } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staff } from '../src/db/schema/staff';
import { demoPassword } from '../src/db/seed/seed';
import { hashPassword } from '../src/lib/password-hash';
import { useTestApp } from './support/harness';

const t = useTestApp();

const staffLogin = (email: string, password = demoPassword, lang: 'ar' | 'en' = 'en') =>
  t.call({ method: 'POST', url: '/api/ops/login', body: { email, password }, lang });

describe('staff accounts (/api/ops)', () => {
  it('logs in a demo staff member with the documented answer', async () => {
    const res = await staffLogin('ops@demo.test');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: 1, role: 'ops', name: 'Operations Desk' });
    expect(typeof res.body.access_token).toBe('string');
    expect(staffLoginResponseSchema.parse(res.body)).toBeTruthy();
    const support = await staffLogin('SUPPORT@demo.test');
    expect(support.body.role).toBe('support');
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrong = await staffLogin('ops@demo.test', 'Wrong#2026');
    const unknown = await staffLogin('nobody@demo.test', 'Wrong#2026');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    expect(unknown.body.error_msg).toBe(wrong.body.error_msg);
  });

  it('throttles failed staff logins: the sixth attempt within 15 minutes gets 429', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () => staffLogin('ops@demo.test', 'Wrong#2026')),
    );
    const codes = attempts.map((r) => r.status);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    expect((await staffLogin('ops@demo.test')).status).toBe(429);
  });

  it('keeps staff and client tokens apart: each side answers the other with 401', async () => {
    const staffToken = await t.staffTokenFor('ops@demo.test');
    const clientToken = await t.tokenFor('merchant@demo.test');
    const onClient = await t.call({ method: 'POST', url: '/api/client/web/profile', token: staffToken });
    expect(onClient.status).toBe(401);
    const onOps = await t.call({ url: '/api/ops/me', token: clientToken });
    expect(onOps.status).toBe(401);
    const me = await t.call({ url: '/api/ops/me', token: staffToken });
    expect(me.status).toBe(200);
    expect(me.body.feed).toMatchObject({ email: 'ops@demo.test', role: 'ops' });
    expect((await t.call({ url: '/api/ops/me' })).status).toBe(401);
  });

  it('ends the session on logout, at its idle end, and when the staff member is disabled', async () => {
    const token = await t.staffTokenFor('ops@demo.test');
    expect((await t.call({ method: 'POST', url: '/api/ops/logout', token })).status).toBe(200);
    expect((await t.call({ url: '/api/ops/me', token })).body.code).toBe('SESSION_EXPIRED');

    const idle = await t.staffTokenFor('ops@demo.test');
    t.clock.advance(t.config.SESSION_IDLE_TIMEOUT_MS + 1000);
    expect((await t.call({ url: '/api/ops/me', token: idle })).status).toBe(401);

    const live = await t.staffTokenFor('support@demo.test');
    await t.database.db
      .update(staff)
      .set({ disabledAt: new Date() })
      .where(eq(staff.email, 'support@demo.test'));
    expect((await t.call({ url: '/api/ops/me', token: live })).body.code).toBe('SESSION_EXPIRED');
    expect((await staffLogin('support@demo.test')).status).toBe(403);
  });

  it('stores a staff password again at the current cost after a successful login', async () => {
    const older = await hashPassword(demoPassword, { N: 2 ** 11, r: 8, p: 1 });
    await t.database.db
      .update(staff)
      .set({ passwordHash: older })
      .where(eq(staff.email, 'support@demo.test'));
    const stored = async () =>
      (await t.database.db.select().from(staff).where(eq(staff.email, 'support@demo.test')))[0]!.passwordHash;
    expect((await staffLogin('support@demo.test', 'Wrong#2026')).status).toBe(401);
    expect(await stored()).toBe(older);
    expect((await staffLogin('support@demo.test')).status).toBe(200);
    expect(await stored()).toMatch(new RegExp(`^scrypt\\$${2 ** t.config.PASSWORD_HASH_COST}\\$`));
    expect((await staffLogin('support@demo.test')).status).toBe(200);
  });

  it('lists active staff, filtered by role', async () => {
    const token = await t.staffTokenFor('admin@demo.test');
    const res = await t.call({ url: '/api/ops/staff?role=support', token });
    expect(res.status).toBe(200);
    expect(res.body.feed.map((s: { email: string }) => s.email)).toEqual(['support@demo.test']);
  });
});
