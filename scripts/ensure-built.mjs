// Builds the web app and the bundled server when an output is missing or older than its sources.
// Used by `npm start` and by the browser tests, so neither runs a stale build.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const at = (p) => join(root, p);

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let max = s.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

export const serverEntry = at('apps/api/dist/server.mjs');

export function ensureBuilt() {
  // The merchant's pages and the captain's (its own build, decision 081) are both in apps/web/dist.
  const outputs = [at('apps/web/dist/index.html'), at('apps/web/dist/captain.html'), serverEntry];
  const sources = [
    'package-lock.json',
    'packages/contracts/src',
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/captain.html',
    'apps/web/vite.config.ts',
    'apps/web/vite.captain.config.ts',
    'apps/web/prerender.mjs',
    'apps/api/src',
    'apps/api/drizzle',
  ];
  const builtAt = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
  const changedAt = Math.max(...sources.map((s) => newest(at(s))));
  if (builtAt > 0 && changedAt <= builtAt) return;
  console.log(
    builtAt === 0 ? 'First start: building the web app and the server…' : 'Sources changed: rebuilding…',
  );
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureBuilt();
