import { loginResponseSchema, translate } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/harness';

const t = useTestApp();
const changePassword = (token: string, body: unknown, lang?: 'ar' | 'en') =>
  t.call({ method: 'POST', url: '/api/client/change-password', token, body, lang });
const profile = (token: string) => t.call({ method: 'POST', url: '/api/client/web/profile', token });

describe('POST /api/client/change-password', () => {
  it('needs a session', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/client/change-password',
      body: { old_password: 'Demo#2026', password: 'Fresh#2026' },
    });
    expect(res.status).toBe(401);
    expect(res.body.logout).toBe(true);
  });

  it('refuses a wrong current password with a field error, in Arabic and English', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    for (const lang of ['ar', 'en'] as const) {
      const res = await changePassword(token, { old_password: 'Nope#20260', password: 'Fresh#2026' }, lang);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        success: 0,
        request_id: expect.any(String),
        code: 'WRONG_OLD_PASSWORD',
        error_msg: translate('errors.WRONG_OLD_PASSWORD', lang),
        errors: { old_password: [translate('errors.WRONG_OLD_PASSWORD', lang)] },
      });
    }
  });

  it('refuses the same password', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const res = await changePassword(token, { old_password: 'Demo#2026', password: 'Demo#2026' }, 'en');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'SAME_PASSWORD',
      errors: { password: [translate('errors.SAME_PASSWORD', 'en')] },
    });
  });

  it.each(['ar', 'en'] as const)('validates the body (%s)', async (lang) => {
    const token = await t.tokenFor('merchant@demo.test');
    const res = await changePassword(token, { old_password: '', password: 'short', logout_devices: 7 }, lang);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      old_password: [translate('validation.required', lang)],
      password: [translate('validation.minLength8', lang)],
      logout_devices: [translate('validation.invalid', lang)],
    });
  });

  it('sets the password and answers a new session that replaces the current one', async () => {
    const current = await t.tokenFor('merchant@demo.test');
    const other = await t.tokenFor('merchant@demo.test');
    const res = await changePassword(current, {
      old_password: 'Demo#2026',
      password: 'Fresh#2026',
      logout_devices: 0,
    });
    expect(res.status).toBe(200);
    expect(loginResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body.access_token).not.toBe(current);
    expect((await profile(res.body.access_token)).status).toBe(200);
    expect((await profile(current)).body.code).toBe('SESSION_EXPIRED');
    // logout_devices = 0 keeps the other devices.
    expect((await profile(other)).status).toBe(200);
    // The new password logs in; the old one does not.
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/client/login',
          body: { email: 'merchant@demo.test', password: 'Demo#2026' },
        })
      ).status,
    ).toBe(401);
    expect((await t.login('merchant@demo.test', 'Fresh#2026')).success).toBe(1);
  });

  it('with logout_devices = 1 ends every other session too', async () => {
    const current = await t.tokenFor('merchant@demo.test');
    const other = await t.tokenFor('merchant@demo.test');
    const colleague = await t.tokenFor('employee@demo.test');
    const res = await changePassword(current, {
      old_password: 'Demo#2026',
      password: 'Fresh#2026',
      logout_devices: 1,
    });
    expect(res.status).toBe(200);
    expect((await profile(other)).body).toMatchObject({ code: 'SESSION_EXPIRED', logout: true });
    expect((await profile(current)).status).toBe(401);
    expect((await profile(res.body.access_token)).status).toBe(200);
    // Other users of the same client are not affected.
    expect((await profile(colleague)).status).toBe(200);
  });

  it('is the first-login step: afterwards is_first_login is 1', async () => {
    const first = await t.login('newbie@demo.test');
    expect(first.is_first_login).toBe(0);
    const res = await changePassword(first.access_token, {
      old_password: 'Demo#2026',
      password: 'MyOwn#2026',
      logout_devices: '1',
    });
    expect(res.status).toBe(200);
    expect(res.body.is_first_login).toBe(1);
    expect((await t.login('newbie@demo.test', 'MyOwn#2026')).is_first_login).toBe(1);
  });
});
