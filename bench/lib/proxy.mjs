// The one round-robin HTTP and WebSocket proxy in front of several instances, for the benchmarks
// (scaling.mjs) and the resilience tests (two-instances.test.ts). It stands in for the load balancer (nginx,
// a cloud LB) of a real deployment: no sticky sessions are needed, since sockets use the websocket
// transport only and sessions live in the database. A request whose upstream fails before answering
// (refused, reset, killed) is sent to the next one, at most once per upstream, as a balancer does for a
// request it may repeat (a GET, or a POST with an Idempotency-Key).
//
//   const proxy = await createProxy(['http://127.0.0.1:8491', 'http://127.0.0.1:8492']); // in this process
//   proxy.url, proxy.retried(), await proxy.close()
//   const proxy = await startProxy(port, targets); // in a child process, so its CPU time reads apart
//   proxy.url, proxy.pid, await proxy.stop()
import { fork } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

export async function createProxy(targets, port = 0) {
  const upstreams = targets.map((t) => {
    const { hostname, port: p } = new URL(t);
    return { host: hostname, port: Number(p), agent: new http.Agent({ keepAlive: true, maxSockets: 256 }) };
  });
  let next = 0;
  let retried = 0;
  const pick = () => upstreams[next++ % upstreams.length];

  /** Sends the request to `up`; resolves with its answer, rejects when it fails before answering. */
  const forward = (up, req, body) =>
    new Promise((resolve, reject) => {
      const out = http.request(
        {
          host: up.host,
          port: up.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: up.agent,
        },
        resolve,
      );
      out.setTimeout(20_000, () => out.destroy(new Error('upstream timeout')));
      out.on('error', reject);
      out.end(body);
    });

  const server = http.createServer(async (req, res) => {
    // Read whole before sending, so that it can be sent again: API requests are small.
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const repeatable = req.method === 'GET' || req.headers['idempotency-key'] !== undefined;
    const first = next++;
    for (let i = 0; i < upstreams.length; i++) {
      try {
        const answer = await forward(upstreams[(first + i) % upstreams.length], req, body);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      } catch {
        if (!repeatable) break;
        if (i < upstreams.length - 1) retried++;
      }
    }
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  // WebSocket upgrades: a raw TCP tunnel to one instance, the handshake replayed as received.
  server.on('upgrade', (req, socket, head) => {
    const up = pick();
    const tunnel = net.connect(up.port, up.host, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      tunnel.write(lines.join('\r\n') + '\r\n\r\n');
      if (head.length) tunnel.write(head);
      tunnel.pipe(socket).pipe(tunnel);
    });
    const close = () => {
      tunnel.destroy();
      socket.destroy();
    };
    tunnel.on('error', close);
    socket.on('error', close);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    retried: () => retried,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        for (const up of upstreams) up.agent.destroy();
        server.close(() => resolve());
      }),
  };
}

export async function startProxy(port, targets) {
  const child = fork(fileURLToPath(import.meta.url), ['--child', String(port), ...targets], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = await once(child, 'message');
  if (message !== 'listening') throw new Error(`proxy: ${message}`);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

if (process.argv[2] === '--child') {
  await createProxy(process.argv.slice(4), Number(process.argv[3]));
  process.send('listening');
  process.on('SIGTERM', () => process.exit(0));
}
