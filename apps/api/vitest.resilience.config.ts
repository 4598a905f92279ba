import { defineConfig } from 'vitest/config';

/**
 * The resilience step (`node scripts/test.mjs resilience`, after `build`): the bundled server in real
 * processes, on a private PostgreSQL cluster and Redis, killed, restarted and starved on purpose. Files
 * run one at a time (they start servers and clusters); each skips with a printed reason when what it
 * needs is missing.
 */
export default defineConfig({
  test: {
    name: 'resilience',
    include: ['test/resilience/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
