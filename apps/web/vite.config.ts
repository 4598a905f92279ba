import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import {
  firstPaintIcons,
  mantineComponentStyles,
  mantineStableIds,
  precompress,
  reactRouterProduction,
  sharedBuild,
  treeShakeReactRouter,
} from './build-plugins';
import { firstPaintGroups, routePreloads } from './route-preloads';

// The dev server forwards API, realtime and health calls to the API process (API_PORT, default 8282),
// so the SPA always talks to its own origin, exactly as in production where one server serves both.
// This file is build tooling, not app code: the app itself never reads process.env.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8282'}`;

// The icons the logged-in shell and /Home show in their first paint: one chunk (build-plugins.ts).
const shellIcons = firstPaintIcons([
  /[\\/]src[\\/]app[\\/]shell[\\/]app-layout\.tsx$/,
  /[\\/]src[\\/]app[\\/]routes[\\/]home[\\/]home-page\.tsx$/,
]);

/**
 * The test files that replace a module with `vi.mock`. The other files share one jsdom and one module
 * graph per worker (isolate: false: the step 76 → ~22 s, decision 016), where a mock would not reach a module
 * another file already loaded, or would leak into the next file: these keep a fresh one each.
 */
function moduleMockTests(): string[] {
  const src = fileURLToPath(new URL('./src', import.meta.url));
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => readFileSync(`${src}/${file}`, 'utf8').includes('vi.mock('))
    .map((file) => `src/${file.replaceAll('\\', '/')}`);
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // `vite build --ssr` (npm run build's second step) builds prerender.tsx, the entry that renders /login
  // to HTML at build time (prerender.mjs, decision 083): React, the app's modules and Mantine with the
  // same ids as the browser's build, nothing written into dist.
  plugins: isSsrBuild
    ? [react(), mantineStableIds()]
    : [
        react(),
        mantineComponentStyles(),
        mantineStableIds(),
        treeShakeReactRouter(),
        shellIcons.plugin,
        routePreloads(),
        precompress(),
      ],
  // Mantine through the build's plugins (its `useId`), not as Node's package.
  ssr: { noExternal: [/^@mantine\//] },
  resolve: {
    alias: [
      ...(command === 'build' ? [reactRouterProduction] : []),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node20', copyPublicDir: false }
    : {
        // The bundle benchmark (docs/quality.md P1) reads .vite/manifest.json to sum what /login and /Home load.
        manifest: true,
        target: sharedBuild.target,
        sourcemap: sharedBuild.sourcemap,
        modulePreload: sharedBuild.modulePreload,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything the first paint needs, in two files instead of dozens of tiny shared chunks
              // (fewer requests, better compression); each stays under docs/quality.md P1's 100 KB per chunk.
              // React and the entry's modules first, so the icons' group (below them) does not take React along.
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  tags: ['$initial'],
                  priority: 5,
                },
                { name: 'initial', tags: ['$initial'], priority: 4 },
                { ...shellIcons.group, priority: 3 },
                // /login's and /Home's layouts and pages with what they import: three files, not ~40 (issue 42);
                // what both share first, so neither side's group takes it along.
                ...firstPaintGroups(fileURLToPath(new URL('./src', import.meta.url))),
              ],
            },
          },
          treeshake: sharedBuild.treeshake,
        },
      },
  test: {
    // vitest's default is one worker fewer than the cores: a single one on a 2-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    environment: 'jsdom',
    globals: false,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // Dialog tests type into several fields: 5 s (the default) ran out once on a loaded CI machine.
    testTimeout: 15_000,
    // Each project lists its own files: a project's arrays are added to the root's, not put in their place.
    projects: process.env.VITEST
      ? [
          {
            extends: true,
            test: {
              name: 'web',
              include: ['src/**/*.test.{ts,tsx}'],
              exclude: [...configDefaults.exclude, ...moduleMockTests()],
              isolate: false,
            },
          },
          { extends: true, test: { name: 'web-module-mocks', include: moduleMockTests() } },
        ]
      : [],
  },
}));
