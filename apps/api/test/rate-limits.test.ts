import { translate } from '@courier/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, useTestApp } from './support/harness';

// The limits as shipped (an empty variable is the default), not the harness's high test limits.
const t = useTestApp({
  env: { RATE_LIMIT_EXPORTS: '', RATE_LIMIT_LOGINS: '', RATE_LIMIT_PRINTS: '', RATE_LIMIT_WINDOW_MS: '' },
});

const exportOrders = (token: string, lang: 'ar' | 'en' = 'en') =>
  t.call({
    method: 'POST',
    url: '/api/client/order/export-my-orders',
    token,
    lang,
    body: { date_from: '2024-01-01', date_to: '2025-12-31' },
  });

describe('rate limits on expensive routes (issue 12 §7)', () => {
  it('40 exports in a burst: the ones over the budget get 429 with Retry-After; another client is unaffected', async () => {
    const merchant = await t.tokenFor('merchant@demo.test');
    const answers = await Promise.all(Array.from({ length: 40 }, () => exportOrders(merchant)));
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(t.config.RATE_LIMIT_EXPORTS);
    expect(refused).toHaveLength(40 - t.config.RATE_LIMIT_EXPORTS);
    for (const answer of refused) {
      const seconds = Number(answer.headers['retry-after']);
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(answer.body).toEqual({
        success: 0,
        request_id: expect.any(String),
        code: 'TOO_MANY_REQUESTS',
        error_msg: translate('errors.TOO_MANY_REQUESTS', 'en'),
        retry_after: seconds,
      });
    }
    expect((await exportOrders(merchant, 'ar')).body.error_msg).toBe(
      translate('errors.TOO_MANY_REQUESTS', 'ar'),
    );
    // A sub-user of the same client draws on the same budget; another client has its own.
    expect((await exportOrders(await t.tokenFor('employee@demo.test'))).status).toBe(429);
    expect((await exportOrders(await t.tokenFor('company@demo.test'))).status).toBe(200);

    // Once the window has passed, the client may export again. The window is the library's, on the real
    // clock (decision 038), so the test moves Date rather than the app's clock.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + t.config.RATE_LIMIT_WINDOW_MS });
    try {
      expect((await exportOrders(merchant)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts sign-in calls per address, before the body is even read', async () => {
    // Malformed bodies (422) keep the test cheap: the budget is spent before any password hashing.
    const login = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/client/login', remoteAddress: ip, payload: {} });
    const first = await Promise.all(
      Array.from({ length: t.config.RATE_LIMIT_LOGINS }, () => login('10.0.0.1')),
    );
    expect(first.every((a) => a.statusCode !== 429)).toBe(true);
    const over = await login('10.0.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await login('10.0.0.2')).statusCode).not.toBe(429);
  });

  it('leaves the other routes alone', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => t.call({ method: 'POST', url: '/api/client/web/profile', token })),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });
});

// Two instances behind a load balancer share the counters through Redis (REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(redisUrl))('rate limits across two instances with Redis', () => {
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      apps.push(
        await buildTestApp({
          env: { REDIS_URL: redisUrl, RATE_LIMIT_LOGINS: '4' },
          database: t.database,
          clock: t.clock,
        }),
      );
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('draws on one budget whichever instance answers', async () => {
    // An address no other run used, so this run's counter starts at zero.
    const ip = `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join('.')}`;
    // Counted before the body is read, so even a refused body spends the budget.
    const login = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/client/login', remoteAddress: ip, payload: {} });
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const statuses = [];
    for (const app of [a, b, a, b, a, b]) statuses.push((await login(app)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 429, 429]);
  });
});
