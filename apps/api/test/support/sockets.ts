import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach } from 'vitest';

/**
 * How long a handshake or an awaited event may take before the test fails naming it. socket.io's own
 * connect timeout is 20 s, the whole test's budget: a handshake stuck on a loaded CI machine then showed
 * only as "test timed out" with no hint of which step hung (tickets-live, 2026-11-24).
 */
const waitMs = 8_000;

/** Fails with `what` after `ms` instead of letting the whole test time out. */
export function within<T>(promise: Promise<T>, what: string, ms = waitMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Live sockets to a test app, disconnected after each test. The app listens on a free port on first use.
 * `open` returns the socket at once; `connected` tells whether its handshake succeeded; `opened` waits for
 * it and rejects with the server's refusal; `next` is the next payload of one event.
 */
export function useSockets(app: () => FastifyInstance) {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  async function url(): Promise<string> {
    const server = app();
    if (!server.server.listening) await server.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }

  async function open(auth: Record<string, unknown>, extraHeaders: Record<string, string> = {}) {
    const socket = connect(await url(), {
      path: '/socket.io',
      auth,
      transports: ['websocket'],
      reconnection: false,
      extraHeaders,
      timeout: waitMs,
    });
    sockets.push(socket);
    return socket;
  }

  function connected(socket: Socket): Promise<boolean> {
    if (socket.connected) return Promise.resolve(true);
    return within(
      new Promise<boolean>((resolve) => {
        socket.once('connect', () => resolve(true));
        socket.once('connect_error', () => resolve(false));
      }),
      'the socket handshake',
    );
  }

  async function opened(auth: Record<string, unknown>): Promise<Socket> {
    const socket = await open(auth);
    await within(
      new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      }),
      'the socket handshake',
    );
    return socket;
  }

  function next<T = unknown>(socket: Socket, event: string, ms = waitMs): Promise<T> {
    return within(new Promise<T>((resolve) => socket.once(event, resolve)), `waiting for ${event}`, ms);
  }

  return { url, open, opened, connected, next };
}
