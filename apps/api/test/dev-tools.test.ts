import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/notifications';
import { exposedDevelopmentWarning } from '../src/http/dev-tools';
import { buildTestApp, useTestApp } from './support/harness';

// Outside production the development tools exist, but only for a caller on this machine (decision 037).
const t = useTestApp();
const remote = '203.0.113.9';

const outbox = (options: Partial<InjectOptions> = {}) => t.app.inject({ url: '/api/dev/outbox', ...options });

const forgedNotification = (options: Partial<InjectOptions> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/dev/notifications',
    payload: { client_id: 1, type: 'general', message_key: 'notify.general', params: { text: 'Pay here' } },
    ...options,
  });

const notificationRows = async () => (await t.database.db.select({ n: count() }).from(notifications))[0]!.n;

async function sendCodes() {
  for (const email of ['merchant@demo.test', 'company@demo.test'])
    await t.call({ method: 'POST', url: '/api/client/send-otp', body: { email } });
}

describe('the development tools (/api/dev/*)', () => {
  it('answer a caller on this machine, over IPv4, IPv6 and an IPv4-mapped address', async () => {
    await sendCodes();
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await outbox({ remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.json().feed, remoteAddress).toHaveLength(2);
    }
  });

  it('do not exist for a caller on another machine: no code read, no notification forged', async () => {
    await sendCodes();
    const read = await outbox({ remoteAddress: remote });
    expect(read.statusCode).toBe(404);
    expect(read.json().code).toBe('ROUTE_NOT_FOUND');
    expect(read.body).not.toMatch(/"code":"\d{6}"/);

    const before = await notificationRows();
    const forged = await forgedNotification({ remoteAddress: remote });
    expect(forged.statusCode).toBe(404);
    expect(await notificationRows()).toBe(before);
    // The same call from this machine records one: the 404 above is the guard, not a bad payload.
    expect((await forgedNotification()).statusCode).toBe(200);
    expect(await notificationRows()).toBe(before + 1);
  });

  it('refuse a loopback peer that relays another caller (a proxy on this machine)', async () => {
    await sendCodes();
    for (const headers of [
      { 'x-forwarded-for': remote },
      { forwarded: `for=${remote}` },
      { 'x-real-ip': remote },
      { 'x-forwarded-for': '127.0.0.1' },
    ]) {
      const res = await outbox({ remoteAddress: '127.0.0.1', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
    }
  });

  it('with TRUST_PROXY, a remote peer claiming to be 127.0.0.1 in X-Forwarded-For is still remote', async () => {
    await sendCodes();
    const app = await buildTestApp({ env: { TRUST_PROXY: 'true' }, database: t.database });
    try {
      const res = await app.inject({
        url: '/api/dev/outbox',
        remoteAddress: remote,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('are warned about at start when a development server listens beyond this machine', () => {
    expect(exposedDevelopmentWarning({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toMatch(
      /other machines reach this server/,
    );
    expect(exposedDevelopmentWarning({ NODE_ENV: 'test', HOST: '::' })).not.toBeNull();
    for (const HOST of ['127.0.0.1', '::1', 'localhost'])
      expect(exposedDevelopmentWarning({ NODE_ENV: 'development', HOST }), HOST).toBeNull();
    expect(exposedDevelopmentWarning({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toBeNull();
  });
});
