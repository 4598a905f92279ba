// docs/quality.md P1: what the browser must load before /login, /Home and the captain's /captain can
// render, read from Vite's manifests: the entry and its static imports, the language texts main.tsx waits for (Arabic, the
// default), the layout's and the page's lazy chunks and their static imports, and the CSS of all of them.
// The exit code is 1 when a budget is missed: `npm test` runs it after the build (bytes are deterministic,
// no time is measured). `--budget-kb=N` sets the first-paint budget (default 150), e.g. `--budget-kb=10` to
// see it fail; `--no-build` counts what is built and fails when nothing is.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps/web/dist');
const budgetArg = process.argv.find((a) => a.startsWith('--budget-kb='));
const firstPaintBudget = (budgetArg ? Number(budgetArg.split('=')[1]) : 150) * 1024;
// Two builds in one folder: the merchant's pages (index.html) and the captain's app (captain.html, its own
// build on Preact, decision 081), each with its manifest.
const builds = {
  merchant: { html: 'index.html', manifest: '.vite/manifest.json' },
  captain: { html: 'captain.html', manifest: '.vite/captain-manifest.json' },
};
if (!Object.values(builds).every((b) => existsSync(join(dist, b.manifest)))) {
  if (process.argv.includes('--no-build')) throw new Error(`${dist}: a manifest is missing: build first`);
  execSync('npm run build -w apps/web', { cwd: root, stdio: 'inherit' });
}

const sizes = new Map();
/** Raw, gzip (level 9) and brotli (quality 11) bytes of a built file: what the server sends (web-app.ts). */
const sizeOf = (file) => {
  if (!sizes.has(file)) {
    const content = readFileSync(join(dist, file));
    sizes.set(file, {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      br: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    });
  }
  return sizes.get(file);
};
const sum = (files, key) => [...files].reduce((total, f) => total + sizeOf(f)[key], 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * One build: its manifest, and what its HTML page loads itself (its scripts, module preloads and
 * stylesheets). The chunking may merge the entry into a named group, so the HTML, not the manifest's
 * isEntry, says where the app starts; the stylesheets the HTML links block the first paint.
 */
function buildOf({ html: htmlFile, manifest: manifestFile }) {
  const manifest = JSON.parse(readFileSync(join(dist, manifestFile), 'utf8'));
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const linked = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const keyOfFile = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
  return {
    manifest,
    entryKeys: linked.filter((f) => f.endsWith('.js')).map((f) => keyOfFile.get(f) ?? f),
    blockingCss: new Set(linked.filter((f) => f.endsWith('.css'))),
    keyOf: (pattern) => Object.keys(manifest).find((k) => pattern.test(k)),
  };
}

/** Every file a manifest entry needs before it can run: itself, its static imports and their CSS. */
function closure(manifest, key, files, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return files;
  seen.add(key);
  if (chunk.file.endsWith('.js')) files.js.add(chunk.file);
  for (const css of chunk.css ?? []) files.css.add(css);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, files, seen);
  return files;
}

const pages = [
  // A page renders inside its layout (config/paths.ts): both lazy chunks load before it shows.
  { page: '/login', layout: /shell\/public-layout\.tsx$/, route: /routes\/auth\/login-page\.tsx$/ },
  { page: '/Home', layout: /shell\/app-layout\.tsx$/, route: /routes\/home\/home-page\.tsx$/ },
  // The captain's app (issue 37): its own page and build (decision 081; the app's routes are in its
  // entry), its texts and its run page.
  {
    page: '/captain',
    build: 'captain',
    route: /routes\/captain-app\/captain-run-page\.tsx$/,
    also: [/locales\/ar\/captain\.json$/],
    budget: 120 * 1024,
  },
  // A captain's first visit, signed out: the sign-in form (with its validation) is what shows first.
  {
    page: '/captain/login',
    build: 'captain',
    route: /routes\/captain-app\/captain-login-page\.tsx$/,
    also: [/locales\/ar\/captain\.json$/],
    budget: 120 * 1024,
  },
];

const rows = [];
const blockingCssOf = {};
for (const { page, build = 'merchant', layout, route, also = [], budget = firstPaintBudget } of pages) {
  const { manifest, entryKeys, blockingCss, keyOf } = buildOf(builds[build]);
  blockingCssOf[build] = blockingCss;
  const files = { js: new Set(), css: new Set(blockingCss) };
  for (const key of entryKeys) {
    if (manifest[key]) closure(manifest, key, files);
    else files.js.add(key);
  }
  // The language texts main.tsx (captain-main.tsx) waits for: Arabic, the default.
  const languageKey = keyOf(/locales\/ar\/first-paint\.ts$/);
  for (const key of [languageKey, ...[layout, route, ...also].filter(Boolean).map(keyOf)]) {
    if (!key) throw new Error(`${page}: a chunk is missing from the manifest (${layout ?? ''} ${route})`);
    closure(manifest, key, files);
  }
  const js = sum(files.js, 'gzip');
  rows.push({
    page,
    'JS gzip': kb(js),
    'JS br': kb(sum(files.js, 'br')),
    'JS files': files.js.size,
    'CSS gzip': kb(sum(files.css, 'gzip')),
    'CSS raw': kb(sum(files.css, 'raw')),
    'CSS files': files.css.size,
    // The HTML page, then every script and stylesheet (fonts load as text appears and swap in).
    requests: 1 + files.js.size + files.css.size,
    budget: kb(budget),
    'within budget': js <= budget,
  });
}

// Lazy chunks of both builds (the captain's shares none of its files with the merchant's).
const lazy = Object.values(builds)
  .flatMap((build) => Object.values(buildOf(build).manifest))
  .filter((c) => c.isDynamicEntry && c.file.endsWith('.js'))
  .map((c) => ({ chunk: c.src ?? c.file, gzip: sizeOf(c.file).gzip }))
  .sort((a, b) => b.gzip - a.gzip);
const biggestLazy = lazy[0];

console.log('P1 — before the first render of each page (gzip level 9, brotli quality 11)');
console.table(rows);
for (const [build, css] of Object.entries(blockingCssOf))
  console.log(
    `Render-blocking CSS (linked by ${builds[build].html}): ${css.size} file(s), ${kb(sum(css, 'gzip'))} gzip, ${kb(sum(css, 'raw'))} raw`,
  );
console.log(
  `Lazy chunks: ${lazy.length}; largest ${biggestLazy ? `${biggestLazy.chunk} ${kb(biggestLazy.gzip)}` : '—'} (budget 100 KB each)`,
);
const over = lazy.filter((c) => c.gzip > 100 * 1024);
if (over.length) console.log('Over budget:', over);
const firstPaintOver = rows.filter((r) => !r['within budget']).map((r) => r.page);
if (firstPaintOver.length) console.log('Over the first-paint budget:', firstPaintOver);
process.exitCode = firstPaintOver.length === 0 && over.length === 0 ? 0 : 1;
