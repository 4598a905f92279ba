import { afterAll, beforeAll } from 'vitest';
import { createCluster, postgresBinaries, type PrivateCluster } from './postgres-cluster';
import { serverMissing } from './servers';

/**
 * Why this machine cannot run the PostgreSQL resilience tests ('' when it can). Printed once per file,
 * so a skipped test says why.
 */
export function postgresSkipReason(file: string): string {
  const found = postgresBinaries();
  const reason = serverMissing || ('missing' in found ? found.missing : '');
  if (reason) console.log(`[resilience] ${file} skipped: ${reason}`);
  return reason;
}

/**
 * A private cluster for one test file, on RESILIENCE_PG_PORT (default 25440) + `offset`, so files never
 * share one and never touch the shared PostgreSQL. The port sits below the kernel's ephemeral range
 * (32768–60999): at 55440 a client socket of the load itself once held the port and the cluster could
 * not start.
 */
export function usePrivateCluster(offset: number): { current: PrivateCluster } {
  const holder = {} as { current: PrivateCluster };
  beforeAll(() => {
    const found = postgresBinaries();
    if (!('bin' in found)) throw new Error(found.missing);
    holder.current = createCluster(found.bin, Number(process.env.RESILIENCE_PG_PORT ?? 25440) + offset);
  });
  afterAll(() => holder.current?.destroy());
  return holder;
}
