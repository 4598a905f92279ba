import { translate } from '@courier/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDatabase } from './support/database';
import { buildTestApp, useTestApp } from './support/harness';
import { capturedLogLines } from './support/logs';

const t = useTestApp({ env: { CORS_ORIGINS: 'https://shop.example' } });

const securityHeaders = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https://tile.openstreetmap.org;font-src 'self' data:;connect-src 'self' ws: wss:;frame-ancestors 'none';object-src 'none';base-uri 'self';form-action 'self'",
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  // helmet's own defaults besides ours (src/http/security.ts sets helmet's whole list).
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it.each([
    ['a success', { url: '/healthz' }],
    ['a 401', { method: 'POST' as const, url: '/api/client/web/profile' }],
    ['a 404', { url: '/api/client/nothing-here' }],
    ['a 422', { method: 'POST' as const, url: '/api/client/login', body: {} }],
  ])('are on %s', async (_name, options) => {
    const res = await t.call(options);
    expect(res.headers).toMatchObject(securityHeaders);
  });
});

describe('Cache-Control', () => {
  it('is no-store on every API answer: tokens, personal data, errors and files', async () => {
    const session = await t.call({
      method: 'POST',
      url: '/api/client/login',
      body: { email: 'merchant@demo.test', password: 'Demo#2026' },
    });
    expect(session.status).toBe(200);
    const token = session.body.access_token as string;
    const answers = [
      session,
      await t.call({ method: 'POST', url: '/api/client/web/profile', token }),
      await t.call({ url: '/api/client/order/excel-template?lang=en', token }),
      await t.call({ method: 'POST', url: '/api/client/web/profile' }),
      await t.call({ url: '/api/client/nothing-here' }),
      await t.call({ method: 'POST', url: '/api/client/login', body: {} }),
      await t.call({ url: '/api/client/app-config' }),
      await t.call({ url: '/healthz' }),
      await t.call({ url: '/api/docs/json' }),
    ];
    expect(answers.map((a) => [a.raw.raw.req.url, a.status, a.headers['cache-control']])).toEqual(
      answers.map((a) => [a.raw.raw.req.url, a.status, 'no-store']),
    );
  });
});

describe('CORS', () => {
  it('answers listed origins only', async () => {
    const listed = await t.call({
      method: 'OPTIONS',
      url: '/api/client/login',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST' },
    });
    expect(listed.headers['access-control-allow-origin']).toBe('https://shop.example');
    const other = await t.call({
      method: 'OPTIONS',
      url: '/api/client/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('error envelope', () => {
  it('answers unknown /api routes with 404 ROUTE_NOT_FOUND', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const res = await t.call({ url: '/api/client/nothing-here', lang });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        success: 0,
        request_id: expect.any(String),
        code: 'ROUTE_NOT_FOUND',
        error_msg: translate('errors.ROUTE_NOT_FOUND', lang),
      });
    }
  });

  it("answers Fastify's own refusals in the envelope: a path parameter over its length, a malformed URL", async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const long = await t.call({ url: `/api/client/files/${'9'.repeat(600)}`, token, lang: 'ar' });
    expect(long.status).toBe(404);
    expect(long.body).toEqual({
      success: 0,
      request_id: expect.any(String),
      code: 'ROUTE_NOT_FOUND',
      error_msg: translate('errors.ROUTE_NOT_FOUND', 'ar'),
    });
    const malformed = await t.call({ url: '/api/client/get-area/%E0%A4%A', token, lang: 'en' });
    expect(malformed.status).toBe(422);
    expect(malformed.body).toMatchObject({ success: 0, code: 'VALIDATION_FAILED' });
  });

  it('refuses a body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/client/login',
      body: { email: 'a@b.co', password: 'x'.repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/client/login',
      body: '<email>a</email>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  describe('500', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp();
      app.get('/boom', async () => {
        throw new Error('relation "users" failed at SELECT password_hash FROM users');
      });
    });
    afterAll(() => app.close());

    it('answers a generic message with the request id, and logs the details', async () => {
      const res = await app.inject({ url: '/boom', headers: { 'accept-language': 'en' } });
      const body = res.json();
      expect(res.statusCode).toBe(500);
      expect(body).toEqual({
        success: 0,
        code: 'INTERNAL',
        request_id: expect.any(String),
        error_msg: translate('errors.INTERNAL', 'en', { requestId: body.request_id }),
      });
      expect(res.body).not.toMatch(/SELECT|password_hash|stack|at /);
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(
        capturedLogLines.some((l) => l.includes(body.request_id) && l.includes('password_hash FROM users')),
      ).toBe(true);
    });
  });
});

describe('health', () => {
  it('GET /healthz answers ok and is not logged', async () => {
    const before = capturedLogLines.length;
    const res = await t.call({ url: '/healthz' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(capturedLogLines.slice(before).filter((l) => l.includes('/healthz'))).toEqual([]);
  });

  it('GET /readyz answers ok when the database answers', async () => {
    const res = await t.call({ url: '/readyz' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 503 when the database does not', async () => {
    const database = await sharedDatabase();
    const app = await buildTestApp({ database: { ...database, ping: async () => false } });
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable' });
    await app.close();
  });
});

describe('dev outbox and API docs', () => {
  it('lists the newest messages with their codes outside production', async () => {
    await t.call({ method: 'POST', url: '/api/client/send-otp', body: { email: 'merchant@demo.test' } });
    await t.call({ method: 'POST', url: '/api/client/send-otp', body: { email: 'company@demo.test' } });
    const res = await t.call({ url: '/api/dev/outbox' });
    expect(res.status).toBe(200);
    expect(res.body.feed.map((m: { recipient: string }) => m.recipient)).toEqual([
      '01201234567',
      '01001234567',
    ]);
    expect(res.body.feed[0].code).toMatch(/^\d{6}$/);
  });

  it('does not exist in production', async () => {
    const app = await buildTestApp({ env: { NODE_ENV: 'production' } });
    const res = await app.inject({ url: '/api/dev/outbox' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
    await app.close();
  });

  it.each([
    ['off in production by default', { NODE_ENV: 'production' }, 404],
    ['on in production when API_DOCS=true', { NODE_ENV: 'production', API_DOCS: 'true' }, 200],
    ['off elsewhere when API_DOCS=false', { API_DOCS: 'false' }, 404],
  ])('the OpenAPI document is %s', async (_name, env, status) => {
    const app = await buildTestApp({ env });
    const [json, ui] = await Promise.all([
      app.inject({ url: '/api/docs/json' }),
      app.inject({ url: '/api/docs' }),
    ]);
    await app.close();
    expect(json.statusCode).toBe(status);
    expect(ui.statusCode === 404).toBe(status === 404);
  });

  it('serves the OpenAPI document built from the contracts', async () => {
    const res = await t.call({ url: '/api/docs/json' });
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/client/login', '/api/client/change-password', '/api/client/pages/{id}']),
    );
    expect(res.body.paths['/api/client/login'].post.requestBody).toBeDefined();
    const ui = await t.call({ url: '/api/docs' });
    expect([200, 302]).toContain(ui.status);
  });
});
