import { errorEnvelopeSchema, translate } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, users } from '../src/db/schema/clients-users';
import { hours, minutes } from './support/clock';
import { createAccount, createUser } from './support/factories';
import { useTestApp } from './support/harness';

const t = useTestApp();
/** A guarded route that only reads the session. */
const profile = (token: string | null, lang?: 'ar' | 'en') =>
  t.call({ method: 'POST', url: '/api/client/web/profile', token, lang });

describe('sessions', () => {
  it('answers a guarded route without a token with 401 UNAUTHENTICATED and logout: true', async () => {
    const res = await profile(null, 'en');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      success: 0,
      request_id: expect.any(String),
      code: 'UNAUTHENTICATED',
      error_msg: translate('errors.UNAUTHENTICATED', 'en'),
      logout: true,
    });
    expect(errorEnvelopeSchema.parse(res.body)).toBeTruthy();
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['well-formed but unknown', 'A'.repeat(43)],
  ])('refuses a %s token with UNAUTHENTICATED', async (_name, token) => {
    const res = await profile(token);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHENTICATED', logout: true });
  });

  it('refuses a non-bearer authorization header', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const res = await t.call({
      method: 'POST',
      url: '/api/client/web/profile',
      headers: { authorization: `Basic ${token}` },
    });
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('logs out: the token then answers 401 SESSION_EXPIRED with logout: true', async () => {
    const { access_token: token } = await t.login('merchant@demo.test');
    expect((await profile(token)).status).toBe(200);
    const out = await t.call({ method: 'POST', url: '/api/client/logout', token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: 1 });
    const after = await profile(token, 'ar');
    expect(after.status).toBe(401);
    expect(after.body).toEqual({
      success: 0,
      request_id: expect.any(String),
      code: 'SESSION_EXPIRED',
      error_msg: translate('errors.SESSION_EXPIRED', 'ar'),
      logout: true,
    });
  });

  it('accepts logout with a JSON content type and no body', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const out = await t.call({
      method: 'POST',
      url: '/api/client/logout',
      token,
      headers: { 'content-type': 'application/json' },
    });
    expect(out.status).toBe(200);
  });

  it('keeps other sessions when one logs out', async () => {
    const first = await t.tokenFor('merchant@demo.test');
    const second = await t.tokenFor('merchant@demo.test');
    await t.call({ method: 'POST', url: '/api/client/logout', token: first });
    expect((await profile(second)).status).toBe(200);
  });

  it('expires after 30 minutes idle', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    t.clock.advance(minutes(29));
    expect((await profile(token)).status).toBe(200);
    t.clock.advance(minutes(31));
    const res = await profile(token);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'SESSION_EXPIRED', logout: true });
  });

  it('stays alive with activity, but ends 12 hours after login whatever the activity', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    for (let elapsed = 0; elapsed < hours(12) - minutes(20); elapsed += minutes(20)) {
      t.clock.advance(minutes(20));
      expect((await profile(token)).status).toBe(200);
    }
    t.clock.advance(minutes(20));
    const res = await profile(token);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('SESSION_EXPIRED');
  });

  it('ends the sessions of a sub-user who gets disabled', async () => {
    const { clientId } = await createAccount(t.database.db);
    const { userId, email } = await createUser(t.database.db, clientId);
    const token = await t.tokenFor(email);
    expect((await profile(token)).status).toBe(200);
    await t.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId));
    expect((await profile(token)).body).toMatchObject({ code: 'SESSION_EXPIRED', logout: true });
  });

  it('ends the sessions of a deleted client', async () => {
    const { clientId, email } = await createAccount(t.database.db);
    const token = await t.tokenFor(email);
    await t.database.db.update(clients).set({ deletedAt: new Date() }).where(eq(clients.id, clientId));
    expect((await profile(token)).body.code).toBe('SESSION_EXPIRED');
  });
});

describe('a short idle timeout', () => {
  const short = useTestApp({ env: { SESSION_IDLE_TIMEOUT_MS: '12000', IDLE_WARNING_MS: '6000' } });
  const ping = (token: string) => short.call({ method: 'POST', url: '/api/client/web/profile', token });

  it('keeps an active session alive and ends an idle one', async () => {
    const token = await short.tokenFor('merchant@demo.test');
    for (let i = 0; i < 6; i++) {
      short.clock.advance(5_000);
      expect((await ping(token)).status).toBe(200);
    }
    short.clock.advance(12_000);
    expect((await ping(token)).body.code).toBe('SESSION_EXPIRED');
  });
});
