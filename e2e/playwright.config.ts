import { defineConfig } from '@playwright/test';

/** The app as users get it: the production build, served by the bundled server on a fresh database. */
export const mainPort = 8390;
/** A second server whose idle timeout is short, for the idle-logout journey. */
export const idlePort = 8391;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${mainPort}`,
    locale: 'ar-EG',
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: [
    {
      command: `node serve.mjs ${mainPort}`,
      url: `http://127.0.0.1:${mainPort}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: `node serve.mjs ${idlePort} SESSION_IDLE_TIMEOUT_MS=12000 IDLE_WARNING_MS=6000`,
      url: `http://127.0.0.1:${idlePort}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
