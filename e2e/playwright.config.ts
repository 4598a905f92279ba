import { defineConfig } from '@playwright/test';
import { chromiumPath } from './support/browser';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The app as users get it: the production build. Every worker starts its own server on a fresh copy of
 * the build-time database (support/fixtures.ts), so the specs run in parallel, two at a time on 2 cores.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 2),
  // One retry in CI: a journey that passes only on its retry is reported "flaky" in the summary, not
  // hidden; each server's log is kept in test-results/ so that the first failure can be diagnosed.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './global-setup.ts',
  use: {
    locale: 'ar-EG',
    // A wide desktop: lists are tables only when they fit their box (cards otherwise, decision 018), and
    // the journeys read table rows; the phone and 768/1280 px layouts are checked where a test sets them.
    viewport: { width: 1920, height: 1080 },
    screenshot: 'only-on-failure',
    // A trace records a screencast of every frame: with it on for every attempt, Chromium's compositor
    // spent half of the suite's CPU (13 journeys: 250 s → 133 s of wall time without it, decision 016).
    // A failure keeps its screenshot and page snapshot; its retry is traced.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's chromium-headless-shell (else chromium); Playwright never downloads a browser here.
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
});
