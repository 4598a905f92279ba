import { test as base } from '@playwright/test';
import { startServer, type E2eServer, type ServerProfile } from './server';

/**
 * The tests' `test`: every worker starts its own server (support/server.ts) and `baseURL` points at it.
 * A worker's tests run one after another on that server's database, so each creates or looks up the data
 * it needs; a failed test replaces the worker, and with it the server and its database.
 */
export const test = base.extend<object, { serverProfile: ServerProfile; server: E2eServer }>({
  // CSS animations stopped, as Playwright's screenshots do: a spinner or a skeleton's pulse on screen has
  // Chromium draw 60 frames a second in software, ~15 % of the browser tests' CPU (17 journeys, decision
  // 016). Only the motion goes: what shows, and every transition, stays as users see it. Contexts a test
  // opens itself (a second user) keep their animations.
  context: async ({ context }, use) => {
    await context.addInitScript(stopAnimations);
    await use(context);
  },
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

/** In the page, before its scripts: a constructed style sheet (the server's CSP blocks inline styles). */
function stopAnimations() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('*, ::before, ::after { animation: none !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

export { expect } from '@playwright/test';
