import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMissing, startServer, type RunningServer } from './support/servers';

// Slow clients (slowloris): headers or a body trickled a byte at a time, or a socket opened and left
// silent, are cut by the server's timeouts (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS,
// HTTP_KEEP_ALIVE_TIMEOUT_MS), and the other users are answered meanwhile. Raw sockets against the
// built server, with the timeouts set short so the test is quick.
if (serverMissing) console.log(`[resilience] slow-clients.test.ts skipped: ${serverMissing}`);

interface SlowSocket {
  received(): string;
  closed: Promise<void>;
  isClosed(): boolean;
}

/** A socket that writes `first`, then `drip` every 200 ms (at most 100 times) until the server cuts it. */
function slowSocket(port: number, first: string, drip: string | null): SlowSocket {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  let closed = false;
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  const done = new Promise<void>((resolve) =>
    socket.on('close', () => {
      closed = true;
      resolve();
    }),
  );
  socket.on('connect', async () => {
    if (first) socket.write(first);
    for (let i = 0; i < 100 && drip !== null && !closed; i++) {
      await sleep(200);
      if (!closed) socket.write(drip);
    }
  });
  return { received: () => received, closed: done, isClosed: () => closed };
}

/** Waits until every socket is closed, at most `ms`. */
async function allClosed(sockets: SlowSocket[], ms: number) {
  for (let waited = 0; waited < ms && !sockets.every((s) => s.isClosed()); waited += 100) await sleep(100);
}

describe.skipIf(serverMissing)('slow clients are cut by the server timeouts', () => {
  let server: RunningServer;
  let port: number;
  beforeAll(async () => {
    server = await startServer({
      HTTP_HEADERS_TIMEOUT_MS: '1000',
      HTTP_REQUEST_TIMEOUT_MS: '2000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(() => server?.stop('SIGKILL'));

  it('cuts trickled headers, trickled bodies and silent sockets with 408, while others are answered', async () => {
    const headers = Array.from({ length: 20 }, (_, i) =>
      slowSocket(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n', `X-Slow-${i}: a\r\n`),
    );
    const bodies = Array.from({ length: 20 }, () =>
      slowSocket(
        port,
        'POST /api/client/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 10000\r\n\r\n{"email":"',
        'a',
      ),
    );
    const silent = Array.from({ length: 20 }, () => slowSocket(port, '', null));
    const slow = [...headers, ...bodies, ...silent];

    // Other users, while the 60 slow sockets are open.
    await sleep(300);
    const started = performance.now();
    const other = await fetch(`${server.url}/api/client/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'merchant@demo.test', password: 'Demo#2026' }),
    });
    const otherMs = performance.now() - started;
    expect(other.status).toBe(200);

    // Without the timeouts Node waits 60 s for headers and 300 s for a request: far past this bound.
    await allClosed(slow, 10_000);
    console.log(
      `[slowloris] 60 slow sockets open: another user's login answered in ${otherMs.toFixed(0)} ms`,
    );
    expect(slow.filter((s) => !s.isClosed()).length).toBe(0);
    for (const s of [...headers, ...bodies]) expect(s.received()).toMatch(/^HTTP\/1\.1 408/);
    expect(server.child.exitCode).toBeNull();
  });

  it('closes a kept-alive socket left idle past HTTP_KEEP_ALIVE_TIMEOUT_MS', async () => {
    const idle = slowSocket(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n', null);
    await allClosed([idle], 10_000);
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(idle.isClosed()).toBe(true);
  });
});
