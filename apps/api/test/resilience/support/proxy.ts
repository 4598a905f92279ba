import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny load balancer for the tests: round-robin over the upstreams; a request whose upstream fails
 * before answering (refused, reset, killed) is sent to the next one, at most once per upstream, as a
 * balancer does for a request it may repeat (a GET, or a POST with an Idempotency-Key).
 */
export interface Proxy {
  url: string;
  /** How many requests were sent again to another upstream. */
  retried(): number;
  close(): Promise<void>;
}

export async function roundRobinProxy(upstreams: string[]): Promise<Proxy> {
  let next = 0;
  let retried = 0;
  const forward = (
    target: string,
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    body: Buffer,
  ): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> =>
    new Promise((resolve, reject) => {
      const upstream = request(`${target}${path}`, { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      upstream.setTimeout(20_000, () => upstream.destroy(new Error('upstream timeout')));
      upstream.on('error', reject);
      upstream.end(body);
    });

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const repeatable = req.method === 'GET' || req.headers['idempotency-key'] !== undefined;
      const first = next++ % upstreams.length;
      for (let i = 0; i < upstreams.length; i++) {
        const target = upstreams[(first + i) % upstreams.length]!;
        try {
          const answer = await forward(
            target,
            req.method!,
            req.url!,
            { ...req.headers, connection: 'close' },
            body,
          );
          const { connection: _c, 'transfer-encoding': _t, ...headers } = answer.headers;
          res.writeHead(answer.status, headers).end(answer.body);
          return;
        } catch {
          if (!repeatable) break;
          if (i < upstreams.length - 1) retried++;
        }
      }
      res.writeHead(502).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    retried: () => retried,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
