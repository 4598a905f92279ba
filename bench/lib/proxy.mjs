// A round-robin HTTP and WebSocket proxy in front of several instances, in a child process of its own so
// its CPU time can be read apart (it shares the machine's cores with the instances it feeds). It stands in
// for the load balancer (nginx, a cloud LB) of a real deployment: no sticky sessions are needed, since
// sockets use the websocket transport only and sessions live in the database.
//
//   const proxy = await startProxy(port, ['http://127.0.0.1:8491', 'http://127.0.0.1:8492']);
//   proxy.url, proxy.pid, await proxy.stop()
import { fork } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

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

function serve(port, targets) {
  const upstreams = targets.map((t) => {
    const { hostname, port: p } = new URL(t);
    return { host: hostname, port: Number(p), agent: new http.Agent({ keepAlive: true, maxSockets: 256 }) };
  });
  let next = 0;
  const pick = () => upstreams[next++ % upstreams.length];

  const server = http.createServer((req, res) => {
    const up = pick();
    const forward = http.request(
      {
        host: up.host,
        port: up.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent: up.agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
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
  server.listen(port, '127.0.0.1', () => process.send('listening'));
  process.on('SIGTERM', () => process.exit(0));
}

if (process.argv[2] === '--child') serve(Number(process.argv[3]), process.argv.slice(4));
