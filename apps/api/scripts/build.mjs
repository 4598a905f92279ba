// Bundles the server (src/server.ts) into dist/server.mjs so `npm start` runs plain node.
// Every npm dependency stays external (resolved from node_modules at run time) except the workspace's
// @courier/contracts, which is TypeScript source and must be compiled in.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const bundled = new Set(['@courier/contracts']);
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !bundled.has(name),
);

const result = await build({
  entryPoints: {
    server: new URL('../src/server.ts', import.meta.url).pathname,
    'make-template': new URL('../src/db/make-template-cli.ts', import.meta.url).pathname,
  },
  outdir: new URL('../dist', import.meta.url).pathname,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Marking a package external covers its subpaths too (drizzle-orm/pg-core, …).
  external,
  // CommonJS dependencies that call require() need it inside an ES module.
  banner: {
    js: "import { createRequire as __courierCreateRequire } from 'node:module'; const require = __courierCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
  metafile: true,
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(`apps/api/dist/server.mjs built (${(bytes / 1024).toFixed(0)} KiB with its source map)`);

// A ready embedded database for first starts (see src/db/template.ts).
execFileSync(process.execPath, [new URL('../dist/make-template.mjs', import.meta.url).pathname], {
  stdio: 'inherit',
});
