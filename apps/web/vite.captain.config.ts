import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  mantineComponentStyles,
  mantineStableIds,
  precompress,
  reactRouterProduction,
  sharedBuild,
  treeShakeReactRouter,
} from './build-plugins';

const resolved = (specifier: string) => fileURLToPath(import.meta.resolve(specifier));

/**
 * The captain's app (/captain/*) as a page of its own, `captain.html` (decision 081): built after the
 * merchant's pages into the same folder (`npm run build -w apps/web`), its manifest beside theirs, and
 * served by the API for /captain/* (apps/api/src/http/app-shell.ts). React is Preact's compat layer here
 * (with React 19's few parts it lacks: src/captain-react/react-on-preact.ts): 4 KB of gzip instead of
 * React's 68, so its first load fits the issue's 120 KB (bench/bundle-size.mjs). The merchant's build does
 * not change. `npm run dev` shows the captain's app inside the merchant's entry, on React.
 */
export default defineConfig({
  plugins: [react(), mantineComponentStyles(), mantineStableIds(), treeShakeReactRouter(), precompress()],
  resolve: {
    alias: [
      reactRouterProduction,
      { find: /^react-dom\/client$/, replacement: resolved('preact/compat/client') },
      { find: /^react\/jsx(-dev)?-runtime$/, replacement: resolved('preact/jsx-runtime') },
      { find: /^react-dom$/, replacement: resolved('preact/compat') },
      {
        find: /^react$/,
        replacement: fileURLToPath(new URL('./src/captain-react/react-on-preact.ts', import.meta.url)),
      },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  build: {
    target: sharedBuild.target,
    sourcemap: sharedBuild.sourcemap,
    modulePreload: sharedBuild.modulePreload,
    manifest: '.vite/captain-manifest.json',
    // The merchant's build has just written the folder: the captain's files go beside its files.
    emptyOutDir: false,
    rolldownOptions: {
      input: fileURLToPath(new URL('./captain.html', import.meta.url)),
      // What the page needs before it renders in one file, not ~20 of a few hundred bytes each.
      output: { codeSplitting: { groups: [{ name: 'captain-initial', tags: ['$initial'] }] } },
      treeshake: sharedBuild.treeshake,
      // React Router reads `useOptimistic` only when React has it (compat has not): the one missing import
      // expected here, so that any other shows.
      onLog(level, log, handler) {
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('`useOptimistic`')) return;
        handler(level, log);
      },
    },
  },
});
