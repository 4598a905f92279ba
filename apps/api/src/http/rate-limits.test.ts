import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerErrorHandler } from './error-handler';
import { memoryRateLimitStore, rateLimit, type RateLimitStore } from './rate-limits';

const clock = { now: () => new Date(Date.UTC(2026, 0, 1, 10, 0, 30)) };

async function appWith(store: RateLimitStore) {
  const app = Fastify();
  app.decorateRequest('auth', null);
  registerErrorHandler(app, { clock });
  const settings = loadConfig({ RATE_LIMIT_PRINTS: '2' });
  app.addHook('onRequest', rateLimit({ settings, store, clock, logger: pino({ level: 'silent' }) }));
  app.post('/api/client/order/print', async () => ({ success: 1 }));
  app.post('/api/client/web/profile', async () => ({ success: 1 }));
  return app;
}

describe('rateLimit', () => {
  it('refuses past the limit with Retry-After up to the end of the window', async () => {
    const app = await appWith(memoryRateLimitStore());
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await app.inject({ method: 'POST', url: '/api/client/order/print' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await app.inject({ method: 'POST', url: '/api/client/order/print' });
    expect(refused.headers['retry-after']).toBe('30');
    expect((await app.inject({ method: 'POST', url: '/api/client/web/profile' })).statusCode).toBe(200);
  });

  it('lets requests through when the store cannot be reached', async () => {
    const app = await appWith({
      hit: () => Promise.reject(new Error('The client is closed')),
      close: async () => {},
    });
    for (let i = 0; i < 5; i++)
      expect((await app.inject({ method: 'POST', url: '/api/client/order/print' })).statusCode).toBe(200);
  });
});
