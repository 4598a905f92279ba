import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { loginMerchant } from './support/client';
import { postgresSkipReason, usePrivateCluster } from './support/cluster-hooks';
import { startServer, type RunningServer } from './support/servers';

// docs/quality.md R5 on PostgreSQL: the database server itself stops and starts again under load. The API
// process survives, answers 503 (never 500) while the database is away, and serves again within a
// second of the database being back.
const skip = postgresSkipReason('pg-restart.test.ts');

interface Answer {
  at: number;
  status: number | string;
}

describe.skipIf(skip)('PostgreSQL restarted under load (docs/quality.md R5)', () => {
  const cluster = usePrivateCluster(1);
  let server: RunningServer | undefined;
  afterAll(() => server?.stop('SIGKILL'));

  it('no crash, 503 during the outage, the first success within 1 s of the database being back', async () => {
    server = await startServer({ DATABASE_URL: cluster.current.url() });
    const { token } = await loginMerchant(server.url);
    const answers: Answer[] = [];
    let stopLoad = false;
    const caller = async () => {
      // Bounded: at most 2,000 calls per caller, and the test's own timeout.
      for (let i = 0; i < 2_000 && !stopLoad; i++) {
        try {
          const res = await fetch(`${server!.url}/api/client/web/profile`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
          });
          await res.arrayBuffer();
          answers.push({ at: Date.now(), status: res.status });
        } catch (error) {
          answers.push({ at: Date.now(), status: (error as Error).message });
        }
        await sleep(20);
      }
    };
    const load = Promise.all(Array.from({ length: 4 }, caller));

    await sleep(1_000);
    const stoppedAt = Date.now();
    await cluster.current.stop();
    await sleep(2_000);
    const restartAt = Date.now();
    await cluster.current.start();
    const backAt = Date.now();
    for (let i = 0; i < 100 && !answers.some((a) => a.at > backAt && a.status === 200); i++) await sleep(50);
    stopLoad = true;
    await load;

    expect(server.child.exitCode, server.output()).toBeNull();
    const during = answers.filter((a) => a.at > stoppedAt && a.at < restartAt);
    const statuses = new Set(answers.map((a) => a.status));
    const firstSuccess = answers.find((a) => a.at > backAt && a.status === 200);
    console.log(
      `[R5] PostgreSQL restart under load: ${answers.length} calls, statuses ${[...statuses].join(', ')}; ` +
        `first success ${firstSuccess ? firstSuccess.at - backAt : '—'} ms after the database was back`,
    );
    expect([...statuses].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(during.some((a) => a.status === 503)).toBe(true);
    expect(firstSuccess).toBeDefined();
    expect(firstSuccess!.at - backAt).toBeLessThanOrEqual(1_000);
  }, 60_000);
});
