// A TCP pass-through between the API and PostgreSQL that records the SQL the API sends (Parse/Bind/Query
// messages of the wire protocol), with its parameters. The benchmarks use it to run EXPLAIN and the bare
// endpoint on exactly the statements the product runs, rather than on a hand copy that could drift.
import net from 'node:net';

const cstring = (buf, at) => {
  const end = buf.indexOf(0, at);
  return [buf.toString('utf8', at, end), end + 1];
};

export async function startSqlSniffer({ upstreamHost = '127.0.0.1', upstreamPort = 5432, port = 0 } = {}) {
  /** { sql, params } in the order the statements were executed. */
  const statements = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(upstreamPort, upstreamHost);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());

    const prepared = new Map(); // statement name → SQL ('' is the unnamed statement)
    let pending = Buffer.alloc(0);
    let started = false;
    client.on('data', (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          // Startup (or SSLRequest) message: length, then the protocol code; no type byte.
          if (pending.length < 8 || pending.length < pending.readInt32BE(0)) return;
          const length = pending.readInt32BE(0);
          started = pending.readInt32BE(4) !== 80877103;
          pending = pending.subarray(length);
          continue;
        }
        if (pending.length < 5 || pending.length < 1 + pending.readInt32BE(1)) return;
        const type = String.fromCharCode(pending[0]);
        const body = pending.subarray(5, 1 + pending.readInt32BE(1));
        pending = pending.subarray(1 + pending.readInt32BE(1));
        if (type === 'Q') statements.push({ sql: cstring(body, 0)[0], params: [] });
        if (type === 'P') {
          const [name, at] = cstring(body, 0);
          prepared.set(name, cstring(body, at)[0]);
        }
        if (type === 'B') {
          let [, at] = cstring(body, 0); // portal
          let name;
          [name, at] = cstring(body, at);
          const formats = body.readInt16BE(at);
          at += 2 + 2 * formats;
          const count = body.readInt16BE(at);
          at += 2;
          const params = [];
          for (let i = 0; i < count; i++) {
            const length = body.readInt32BE(at);
            at += 4;
            params.push(length < 0 ? null : body.toString('utf8', at, at + length));
            if (length > 0) at += length;
          }
          statements.push({ sql: prepared.get(name), params });
        }
      }
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    statements,
    /** The statements recorded while `fn` ran. */
    async during(fn) {
      const from = statements.length;
      await fn();
      return statements.slice(from);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A database URL that goes through the sniffer instead of straight to the server. */
export function viaSniffer(url, sniffer) {
  const u = new URL(url);
  u.host = `127.0.0.1:${sniffer.port}`;
  return u.toString();
}
