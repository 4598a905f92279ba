import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../src/modules/realtime/realtime.server';
import { useTestApp } from './support/harness';
import { within } from './support/sockets';

const t = useTestApp();
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

function open(token: string | null, extraHeaders: Record<string, string> = {}): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    extraHeaders,
  });
  sockets.push(socket);
  return socket;
}

/**
 * Resolves with 'connected' or the connect error's message. A socket whose handshake finished before this
 * was called (it was opened before another await) resolves at once: its 'connect' event has passed.
 */
function outcome(socket: Socket): Promise<{ connected: boolean; error?: string; data?: unknown }> {
  if (socket.connected) return Promise.resolve({ connected: true });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ connected: true }));
    socket.once('connect_error', (err: Error & { data?: unknown }) =>
      resolve({ connected: false, error: err.message, data: err.data }),
    );
  });
}

describe('socket.io at /socket.io', () => {
  it('connects with a valid session token', async () => {
    const socket = open(await t.tokenFor('merchant@demo.test'));
    expect(await outcome(socket)).toEqual({ connected: true });
  });

  it('refuses a connection without a token or with a bad one', async () => {
    const none = await outcome(open(null));
    expect(none).toMatchObject({
      connected: false,
      error: 'UNAUTHENTICATED',
      data: { code: 'UNAUTHENTICATED', logout: true },
    });
    const bad = await outcome(open('A'.repeat(43)));
    expect(bad).toMatchObject({ connected: false, error: 'UNAUTHENTICATED' });
  });

  it('refuses an origin that is neither the server nor on the allow-list', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const foreign = await outcome(open(token, { origin: 'https://evil.example' }));
    expect(foreign.connected).toBe(false);
    const same = await outcome(open(token, { origin: url }));
    expect(same.connected).toBe(true);
  });

  it('joins the client and user rooms', async () => {
    const socket = open(await t.tokenFor('merchant@demo.test'));
    await outcome(socket);
    const received = new Promise((resolve) => socket.once('ping:test', resolve));
    t.app.realtime.io.to(rooms.client(1)).emit('ping:test', 'hello');
    expect(await received).toBe('hello');
  });

  it('is told and cut within 1 s when its session logs out', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const socket = open(token);
    await outcome(socket);
    const revoked = new Promise<number>((resolve) =>
      socket.once('session:revoked', () => resolve(Date.now())),
    );
    const disconnected = new Promise<number>((resolve) =>
      socket.once('disconnect', () => resolve(Date.now())),
    );
    const started = Date.now();
    await t.call({ method: 'POST', url: '/api/client/logout', token });
    expect((await revoked) - started).toBeLessThan(1000);
    expect((await disconnected) - started).toBeLessThan(1000);
  });

  it('keeps the session alive while the web app reports activity, and cuts an expired one', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const socket = open(token);
    await outcome(socket);
    // 20 minutes pass with activity reported, then 20 more: 40 min after the last API call, still alive.
    t.clock.advance(20 * 60_000);
    expect(await socket.timeout(5_000).emitWithAck('activity')).toBe(true);
    t.clock.advance(20 * 60_000);
    const alive = await t.call({ method: 'POST', url: '/api/client/web/profile', token });
    expect(alive.status).toBe(200);

    // 31 minutes without anything: the next activity report finds the session expired and is cut.
    t.clock.advance(31 * 60_000);
    const revoked = new Promise<void>((resolve) => socket.once('session:revoked', () => resolve()));
    // The clock is past the server's 2 s gap between checks, so this report is checked, not skipped. The
    // once-a-second expiry sweep may find the session ended first and cut the socket before the answer
    // comes back (a busy machine): then the pending report fails with the disconnect instead of `false`.
    const answer = await socket
      .timeout(5_000)
      .emitWithAck('activity')
      .catch((error: Error) => error.message);
    expect([false, 'socket has been disconnected']).toContain(answer);
    await revoked;
    const expired = await t.call({ method: 'POST', url: '/api/client/web/profile', token });
    expect(expired.status).toBe(401);
  });

  it('cuts an idle-expired session at its end, without waiting for a message from it', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const socket = open(token);
    await outcome(socket);
    const revoked = new Promise<void>((resolve) => socket.once('session:revoked', () => resolve()));
    const cut = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

    // Used over HTTP 20 minutes in: at 31 minutes its end has moved, so it stays.
    t.clock.advance(20 * 60_000);
    expect((await t.call({ method: 'POST', url: '/api/client/web/profile', token })).status).toBe(200);
    t.clock.advance(11 * 60_000);
    await t.app.realtime.sweep();
    expect(socket.connected).toBe(true);

    // 30 minutes after that use, the server's sweep finds it ended and cuts it.
    t.clock.advance(19 * 60_000);
    await t.app.realtime.sweep();
    await within(revoked, 'the expired session is told');
    expect(await within(cut, 'the expired session is cut')).toBe('io server disconnect');
  });

  it('does not keep the session alive by watching it', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const socket = open(token);
    await outcome(socket);
    for (let minute = 0; minute < 29; minute++) {
      t.clock.advance(60_000);
      await t.app.realtime.sweep();
    }
    t.clock.advance(2 * 60_000);
    const expired = await t.call({ method: 'POST', url: '/api/client/web/profile', token });
    expect(expired.status).toBe(401);
  });

  it('cuts the sockets of the other sessions when the password changes with logout_devices = 1', async () => {
    const current = await t.tokenFor('merchant@demo.test');
    // Both tokens before either socket: a socket opened across an await could connect before it is watched.
    const [otherToken, colleagueToken] = [
      await t.tokenFor('merchant@demo.test'),
      await t.tokenFor('employee@demo.test'),
    ];
    const other = open(otherToken);
    const colleague = open(colleagueToken);
    const connected = await within(Promise.all([outcome(other), outcome(colleague)]), 'both sockets connect');
    expect(connected).toEqual([{ connected: true }, { connected: true }]);
    const cut = new Promise<string>((resolve) => other.once('disconnect', (reason) => resolve(reason)));
    const res = await t.call({
      method: 'POST',
      url: '/api/client/change-password',
      token: current,
      body: { old_password: 'Demo#2026', password: 'Fresh#2026', logout_devices: 1 },
    });
    expect(res.status).toBe(200);
    expect(await within(cut, 'the other session is cut')).toBe('io server disconnect');
    expect(other.connected).toBe(false);
    expect(colleague.connected).toBe(true);
  });
});

afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});
