import { setTimeout as sleep } from 'node:timers/promises';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxy, type Proxy } from '../../../../bench/lib/proxy.mjs';
import { loginMerchant, orderLoad, tally } from './support/client';
import { postgresSkipReason, usePrivateCluster } from './support/cluster-hooks';
import { ledger } from './support/ledger';
import { redisSkipReason } from './support/redis';
import { startServer, type RunningServer } from './support/servers';

// Two API processes behind a round-robin proxy, on one PostgreSQL and one Redis (TEST_REDIS_URL): what
// one instance does is seen by the other, and killing one under load loses no request.
const redisUrl = process.env.TEST_REDIS_URL;
const redisSkip = await redisSkipReason(redisUrl);
if (redisSkip) console.log(`[resilience] two-instances.test.ts skipped: ${redisSkip}`);
const skip = postgresSkipReason('two-instances.test.ts') || redisSkip;

describe.skipIf(skip)('two API instances behind a proxy, on PostgreSQL and Redis', () => {
  const cluster = usePrivateCluster(2);
  const servers: RunningServer[] = [];
  let proxy: Proxy;
  let databaseUrl: string;

  beforeAll(async () => {
    databaseUrl = cluster.current.url();
    // One after the other: the first applies the migrations and the demo data.
    for (let i = 0; i < 2; i++)
      servers.push(await startServer({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl! }));
    proxy = await createProxy(servers.map((s) => s.url));
  });
  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
  });

  it('a session made on one instance works on the other', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const { token } = await loginMerchant(a.url);
    const profile = await fetch(`${b.url}/api/client/web/profile`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
  });

  it('a socket event emitted through one instance reaches a client connected to the other', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const { token } = await loginMerchant(a.url);
    const socket = io(b.url, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const revoked = new Promise<boolean>((resolve) => {
        socket.once('session:revoked', () => resolve(true));
        setTimeout(() => resolve(false), 5_000);
      });
      // Rooms are joined through Redis asynchronously; give the subscription a moment.
      await sleep(300);
      const logout = await fetch(`${a.url}/api/client/logout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(logout.status).toBe(200);
      expect(await revoked).toBe(true);
    } finally {
      socket.disconnect();
    }
  });

  it('one instance killed under load loses nothing: the proxy and the clients retry on the other', async () => {
    const merchant = await loginMerchant(proxy.url);
    let enough = false;
    const load = orderLoad({
      baseUrl: proxy.url,
      merchant,
      concurrency: 6,
      maxRequests: 400,
      until: () => enough,
      retries: 3,
    });
    await sleep(1_500);
    await servers[0]!.stop('SIGKILL');
    await sleep(1_500);
    enough = true;
    const outcomes = await load;

    const kinds = tally(outcomes);
    console.log(
      `[R4] one of two instances killed under load: ${kinds.line}; ${proxy.retried()} retried by the proxy`,
    );
    expect(kinds.lost, JSON.stringify(kinds.lost.slice(0, 3))).toEqual([]);
    expect(kinds.done.length).toBe(outcomes.length);
    expect(await ledger(databaseUrl, outcomes)).toEqual({
      twice: [],
      doneButMissing: [],
      storedButNotDone: [],
    });
    expect(servers[1]!.child.exitCode).toBeNull();
  });
});
