import { test as base } from '@playwright/test';
import { startServer, type E2eServer, type ServerProfile } from './server';

/**
 * The tests' `test`: every worker starts its own server (support/server.ts) and `baseURL` points at it.
 * A worker's tests run one after another on that server's database, so each creates or looks up the data
 * it needs; a failed test replaces the worker, and with it the server and its database.
 */
export const test = base.extend<object, { serverProfile: ServerProfile; server: E2eServer }>({
  serverProfile: ['main', { scope: 'worker', option: true }],
  server: [
    async ({ serverProfile }, use, workerInfo) => {
      const server = await startServer(workerInfo.parallelIndex, serverProfile);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect } from '@playwright/test';
