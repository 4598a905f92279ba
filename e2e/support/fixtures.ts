import { test as base } from '@playwright/test';
import { startServer, type E2eServer, type ServerProfile } from './server';

/**
 * The tests' `test`: every worker starts its own server (support/server.ts) and `baseURL` points at it.
 * A worker's tests run one after another on that server's database, so each creates or looks up the data
 * it needs; a failed test replaces the worker, and with it the server and its database.
 *
 * A test that asks for another profile (`test.use({ serverProfile: 'shortIdle' })`) gets a server of its
 * own for its duration, beside its worker's. A worker-scoped profile would give it a worker hash of its
 * own, and Playwright queues such tests after all the others: the idle journeys ran last, alone on one
 * worker, ~50 s of a run's tail (decision 016).
 */
export const test = base.extend<{ serverProfile: ServerProfile }, { server: E2eServer }>({
  // CSS animations stopped, as Playwright's screenshots do: a spinner or a skeleton's pulse on screen has
  // Chromium draw 60 frames a second in software, ~15 % of the browser tests' CPU (17 journeys, decision
  // 016). Only the motion goes: what shows, and every transition, stays as users see it. Contexts a test
  // opens itself (a second user) keep their animations.
  context: async ({ context }, use) => {
    await context.addInitScript(stopAnimations);
    await use(context);
  },
  serverProfile: ['main', { option: true }],
  server: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startServer(workerInfo.parallelIndex, 'main');
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ server, serverProfile }, use, testInfo) => {
    if (serverProfile === 'main') return use(server.url);
    const own = await startServer(testInfo.parallelIndex, serverProfile);
    try {
      await use(own.url);
    } finally {
      await own.stop();
    }
  },
});

/** In the page, before its scripts: a constructed style sheet (the server's CSP blocks inline styles). */
function stopAnimations() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('*, ::before, ::after { animation: none !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

export { expect } from '@playwright/test';
