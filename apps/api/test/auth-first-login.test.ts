import { translate } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp, type CallOptions } from './support/harness';

const t = useTestApp();

/** Calls of every kind a logged-in user makes: profile, lookups, orders, missions, dashboard, settings. */
const refusedBeforePasswordSet: Array<Omit<CallOptions, 'token'>> = [
  { method: 'POST', url: '/api/client/web/profile' },
  { method: 'GET', url: '/api/client/get-government' },
  { method: 'POST', url: '/api/client/order/SavedOrder' },
  { method: 'POST', url: '/api/client/order/add' },
  { method: 'POST', url: '/api/client/mission/all', body: {} },
  { method: 'GET', url: '/api/client/balance' },
  { method: 'POST', url: '/api/client/user/walkthrough' },
  { method: 'POST', url: '/api/client/restored' },
];

describe('first login (decision 005): the API holds the user back until the password is set', () => {
  it.each(refusedBeforePasswordSet)('$method $url: 403 PASSWORD_CHANGE_REQUIRED, then 200', async (call) => {
    const session = await t.login('newbie@demo.test');
    expect(session.is_first_login).toBe(0);
    const before = await t.call({ ...call, token: session.access_token, lang: 'en' });
    expect(before.status).toBe(403);
    expect(before.body).toEqual({
      success: 0,
      request_id: expect.any(String),
      code: 'PASSWORD_CHANGE_REQUIRED',
      error_msg: translate('errors.PASSWORD_CHANGE_REQUIRED', 'en'),
    });

    const changed = await t.call({
      method: 'POST',
      url: '/api/client/change-password',
      token: session.access_token,
      body: {
        old_password: 'Demo#2026',
        password: 'MyOwn#2026',
        password_confirmation: 'MyOwn#2026',
        logout_devices: 0,
      },
    });
    expect(changed.status).toBe(200);
    const after = await t.call({ ...call, token: changed.body.access_token, lang: 'en' });
    expect(after.status).toBe(200);
  });

  it('answers in Arabic by default, and lets the first-login flow through: app-config and logout', async () => {
    const session = await t.login('newbie@demo.test');
    const token = session.access_token;
    const refused = await t.call({ method: 'POST', url: '/api/client/web/profile', token });
    expect(refused.body.error_msg).toBe(translate('errors.PASSWORD_CHANGE_REQUIRED', 'ar'));
    expect((await t.call({ url: '/api/client/app-config', token })).status).toBe(200);
    expect((await t.call({ method: 'POST', url: '/api/client/logout', token })).status).toBe(200);
    const ended = await t.call({ method: 'POST', url: '/api/client/web/profile', token });
    expect(ended.status).toBe(401);
  });

  it('does not touch users who chose their password', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    expect((await t.call({ method: 'POST', url: '/api/client/web/profile', token })).status).toBe(200);
  });
});
