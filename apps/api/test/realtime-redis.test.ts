import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../src/db/seed/seed';
import { rooms } from '../src/modules/realtime/realtime.server';
import { buildTestApp, useTestApp } from './support/harness';

// Several API instances behind a load balancer share socket.io rooms through Redis (REDIS_URL).
// CI sets TEST_REDIS_URL when a Redis server answers; without one there is nothing to test against.
const redisUrl = process.env.TEST_REDIS_URL;
const t = useTestApp();

describe.runIf(Boolean(redisUrl))('socket.io across two instances with the Redis adapter', () => {
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const app = await buildTestApp({ env: { REDIS_URL: redisUrl }, database: t.database, clock: t.clock });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('an event emitted by one instance reaches a socket connected to the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const token = await t.tokenFor('merchant@demo.test');
    const socket = connect(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}`, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const received = new Promise((resolve) => socket.once('order:changed', resolve));
    // Rooms join asynchronously through Redis; give the subscription a moment.
    await new Promise((r) => setTimeout(r, 200));
    a.realtime.io.to(rooms.client(1)).emit('order:changed', { id: 7 });
    expect(await received).toEqual({ id: 7 });
    socket.disconnect();
  });

  it('a staff logout on one instance cuts the console socket on the other within 1 s (decision 036)', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const login = await a.inject({
      method: 'POST',
      url: '/api/ops/login',
      payload: { email: 'support@demo.test', password: demoPassword },
    });
    const token = login.json().access_token as string;
    const socket = connect(`http://127.0.0.1:${(b.server.address() as AddressInfo).port}`, {
      path: '/socket.io',
      auth: { token, staff: true },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const cut = new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now())));
    const started = Date.now();
    const logout = await a.inject({
      method: 'POST',
      url: '/api/ops/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect((await cut) - started).toBeLessThan(1000);
  });
});
