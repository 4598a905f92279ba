// `npm run typecheck`: every project's types with TypeScript 7's native compiler (`typescript-native`:
// the four projects in 16 s of CPU against 68 s with 5.9, decision 016). TypeScript 5.9 stays as
// `typescript` because typescript-eslint needs the JavaScript API that 7 no longer has; both check the
// same tsconfig files. Called by path: both packages name their command `tsc`, and which one npm links
// is not settled. One thread each (`--singleThreaded`, the least CPU): the projects run side by side, and
// `npm test` runs this beside the lint and the format check on 2 cores.
// Incremental (`--incremental`, its state in node_modules/.cache/tsc/): a second run re-checks only what
// changed and what depends on it, and still prints every error found before (TypeScript keeps a file's
// diagnostics with its hash). `npm ci` empties node_modules, so CI always checks from cold.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin',
  'tsc',
);
const projects = ['packages/contracts', 'packages/sdk', 'apps/api', 'apps/web', 'e2e'];
const cache = join(root, 'node_modules', '.cache', 'tsc');

const results = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        const buildInfo = join(cache, `${project.replaceAll('/', '-')}.tsbuildinfo`);
        const child = spawn(
          process.execPath,
          [
            tsc,
            '--noEmit',
            '--singleThreaded',
            '--incremental',
            '--tsBuildInfoFile',
            buildInfo,
            '-p',
            project,
          ],
          { cwd: root },
        );
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => resolve({ project, code, output }));
      }),
  ),
);
for (const { project, code, output } of results) {
  console.log(`${code === 0 ? '✔' : '✘'} ${project}`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
