import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Unit tests (beside their subject in src) run once; the API tests (test/, through app.inject on a real
 * database) run on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
 *
 * isolate: false lets the test files of one worker share a module graph, hence ONE PGlite per worker
 * (~0.8 GB, ~3 s to create): test/support/database.ts creates it once and resets data between tests.
 */
const apiTests = ['test/**/*.test.ts'];
/** Real processes, killed and restarted: their own step after the build (vitest.resilience.config.ts). */
const exclude = [...configDefaults.exclude, 'test/resilience/**'];
/** Checks, after each API test file, that no log line held a secret (docs/quality.md R12). */
const setupFiles = ['./test/support/setup.ts'];
/**
 * Unit tests that replace a module (vi.mock): each on a module graph of its own. The other unit files share
 * one per worker, as the API tests do: a fresh graph per file cost 13 s of imports (the unit step 22.7 →
 * 14.4 s; decision 016, tenth amendment).
 */
const mocking = ['src/db/embedded-engine.test.ts'];

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      include: ['src/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...mocking],
      isolate: false,
    },
  },
  { extends: true, test: { name: 'unit-mocked', include: mocking } },
  {
    extends: true,
    test: {
      name: 'api-pglite',
      include: apiTests,
      exclude,
      setupFiles,
      isolate: false,
      env: { TEST_DB_KIND: 'pglite' },
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true,
    // Each worker on its own database (`<TEST_DATABASE_URL's name>_w<worker>`, test/support/database.ts),
    // so the files run in parallel as on PGlite.
    test: {
      name: 'api-postgres',
      include: apiTests,
      exclude,
      setupFiles,
      isolate: false,
      env: { TEST_DB_KIND: 'postgres' },
    },
  });
}

export default defineConfig({
  test: {
    projects,
    // vitest's default is one worker fewer than the cores: one on this 2-core machine. Two keep both
    // cores busy (each PGlite worker holds ~0.8 GB, hence no more than four).
    maxWorkers: Math.min(4, Math.max(2, availableParallelism() - 1)),
    testTimeout: 20_000,
    // Creating a worker's PGlite (initdb) takes ~3 s on a quiet machine and over a minute on a busy one.
    hookTimeout: 180_000,
    pool: 'forks',
    // The test apps' files in one temporary folder, removed at the end (not apps/api/data).
    globalSetup: ['./test/support/data-dir.global.ts'],
  },
});
