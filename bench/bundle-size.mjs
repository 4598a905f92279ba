// docs/quality.md P1: gzip size of the JS the browser must load before /login and before /Home can render,
// read from Vite's manifest (entry + its static imports + the route's lazy chunk and its static imports).
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

/** Every JS file a manifest entry pulls in before it can run (itself and its static imports, transitively). */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  if (chunk.file.endsWith('.js')) seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const routeKey = (pattern) => Object.keys(manifest).find((k) => pattern.test(k));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const rows = [];
for (const [label, pattern] of [
  ['/login', /login-page\.tsx$/],
  ['/Home', /home-page\.tsx$/],
]) {
  const files = closure(entryKey);
  const key = routeKey(pattern);
  if (key) closure(key, files);
  // The shell layout is needed too before a logged-in page renders.
  if (label === '/Home') {
    const layout = routeKey(/app-layout\.tsx$/);
    if (layout) closure(layout, files);
  }
  const total = [...files].reduce((sum, f) => sum + gzipOf(f), 0);
  rows.push({
    page: label,
    files: files.size,
    gzip: kb(total),
    budget: '150 KB',
    ok: total <= 150 * 1024,
    routeChunk: key ?? '(not found)',
  });
}

const lazy = Object.values(manifest)
  .filter((c) => c.isDynamicEntry && c.file.endsWith('.js'))
  .map((c) => ({ chunk: c.src ?? c.file, gzip: gzipOf(c.file) }))
  .sort((a, b) => b.gzip - a.gzip);
const biggestLazy = lazy[0];

console.log('P1 — JS before first render (gzip, level 9)');
console.table(rows);
console.log(
  `Lazy chunks: ${lazy.length}; largest ${biggestLazy ? `${biggestLazy.chunk} ${kb(biggestLazy.gzip)}` : '—'} (budget 100 KB each)`,
);
const over = lazy.filter((c) => c.gzip > 100 * 1024);
if (over.length) console.log('Over budget:', over);
process.exitCode = rows.every((r) => r.ok) && over.length === 0 ? 0 : 1;
