import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The property tests run a fixed number of cases (1,000 hostile inputs for every rule): ~1 s alone, but
    // `npm test` runs them beside the typecheck, lint and format (decision 016), where one took 5.4 s and
    // failed vitest's 5 s default. A test here fails on its answers, never on the machine's load.
    testTimeout: 30_000,
  },
});
