import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerErrorHandler } from './error-handler';
import { registerRateLimits } from './rate-limits';

const clock = { now: () => new Date() };

async function appWith(redis?: Redis) {
  const app = Fastify();
  app.decorateRequest('auth', null);
  app.decorateRequest('staff', null);
  registerErrorHandler(app, { clock });
  const settings = loadConfig({ RATE_LIMIT_PRINTS: '2' });
  (await registerRateLimits(app, settings, redis))(app);
  app.post('/api/client/order/print', async () => ({ success: 1 }));
  app.post('/api/client/web/profile', async () => ({ success: 1 }));
  return app;
}

describe('rate limits', () => {
  it('refuses past the limit with Retry-After up to the end of the window', async () => {
    const app = await appWith();
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await app.inject({ method: 'POST', url: '/api/client/order/print' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await app.inject({ method: 'POST', url: '/api/client/order/print' });
    // The window (60 s) started with the first call, a moment ago.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await app.inject({ method: 'POST', url: '/api/client/web/profile' })).statusCode).toBe(200);
  });

  it('lets requests through when the store cannot be reached', async () => {
    // Never connected and no offline queue: every command fails at once, as while Redis is away.
    const redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false });
    const app = await appWith(redis);
    for (let i = 0; i < 5; i++)
      expect((await app.inject({ method: 'POST', url: '/api/client/order/print' })).statusCode).toBe(200);
    redis.disconnect();
  });
});
