import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from './support/harness';
import { apiKeyFor, v1OrderForm as form, v1Place } from './support/merchant-api';

// The merchant API's HTTP conventions (issue 40 point 9, decision 055).
const t = useTestApp();

describe('/api/v1 conventions', () => {
  it('answers 201 to a create, and says when an Idempotency-Key replays the stored answer', async () => {
    const key = await apiKeyFor(t, 'merchant@demo.test');
    const body = form(await v1Place(t, key));
    const headers = { 'idempotency-key': 'conventions-1' };
    const first = await t.call({ method: 'POST', url: '/api/v1/orders', token: key, body, headers });
    expect(first.status, first.raw.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await t.call({ method: 'POST', url: '/api/v1/orders', token: key, body, headers });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    // The portal's own create keeps the spec's 200.
    const portal = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token: await t.tokenFor('merchant@demo.test'),
      body,
    });
    expect(portal.status).toBe(200);
  });

  it('names the request on every answer, in the header and in the error envelope', async () => {
    const key = await apiKeyFor(t, 'merchant@demo.test');
    const ok = await t.call({ url: '/api/v1/governorates', token: key });
    expect(ok.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await t.call({ url: '/api/v1/orders/nope-0000', token: key });
    expect(refused.status).toBe(404);
    expect(refused.body.request_id).toBe(refused.headers['request-id']);
    const unknown = await t.call({ url: '/api/v1/nowhere', token: key });
    expect(unknown.body.request_id).toBe(unknown.headers['request-id']);
  });

  it('answers a wrong method on a known path 405 with Allow, an unknown path 404', async () => {
    const key = await apiKeyFor(t, 'merchant@demo.test');
    const wrong = await t.call({ method: 'DELETE', url: '/api/v1/orders', token: key, lang: 'en' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('GET, POST');
    expect(wrong.body).toMatchObject({ success: 0, code: 'METHOD_NOT_ALLOWED' });
    const param = await t.call({ method: 'GET', url: '/api/v1/orders/12345678/send', token: key });
    expect(param.status).toBe(405);
    expect(param.headers.allow).toBe('POST');
    expect((await t.call({ method: 'DELETE', url: '/api/v1/nowhere', token: key })).status).toBe(404);
  });

  it('says a key is invalid (not “please log in”, no logout) and shows the budget on every answer', async () => {
    const bad = await t.call({ url: '/api/v1/orders', token: `cp_live_${'a'.repeat(32)}`, lang: 'en' });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('API_KEY_INVALID');
    expect(bad.body.error_msg).toMatch(/invalid API key/i);
    expect(bad.body).not.toHaveProperty('logout');

    const key = await apiKeyFor(t, 'merchant@demo.test');
    const first = await t.call({ url: '/api/v1/governorates', token: key });
    const second = await t.call({ url: '/api/v1/governorates', token: key });
    expect(first.headers['ratelimit-limit']).toBe(String(t.config.RATE_LIMIT_API));
    expect(Number(first.headers['ratelimit-remaining']) - 1).toBe(
      Number(second.headers['ratelimit-remaining']),
    );
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    // Only the merchant API shows them.
    const portal = await t.call({
      url: '/api/client/profile',
      token: await t.tokenFor('merchant@demo.test'),
    });
    expect(portal.headers['ratelimit-limit']).toBeUndefined();
  });

  it('throttles an address that keeps sending wrong keys: 429 after 10 in a window, even with a right key', async () => {
    const key = await apiKeyFor(t, 'merchant@demo.test');
    const app = await buildTestApp({ clock: t.clock });
    try {
      const call = (token: string) =>
        app.inject({ url: '/api/v1/governorates', headers: { authorization: `Bearer ${token}` } });
      for (let i = 0; i < 10; i++) expect((await call(`cp_live_${'b'.repeat(32)}`)).statusCode).toBe(401);
      const over = await call(`cp_live_${'c'.repeat(32)}`);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(key)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
