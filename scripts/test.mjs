// `npm test` (and `npm run check`): typecheck, lint, formatting, unit and API tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), a production build, then the browser suite in Chromium.
// Every step runs; the exit code is non-zero if any failed. Each step's time is printed when it ends and
// again in the summary with the total; the last line counts the tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const vitestReport = (name) => join(reports, `${name}.json`);
const steps = [
  { name: 'typecheck', cmd: 'npm run typecheck' },
  { name: 'lint', cmd: 'npm run lint' },
  { name: 'format', cmd: 'npm run format:check' },
  {
    name: 'contracts',
    cmd: `npx vitest run --reporter=default --reporter=json --outputFile=${vitestReport('contracts')}`,
    cwd: 'packages/contracts',
    report: 'vitest',
  },
  {
    name: 'api',
    cmd: `npx vitest run --reporter=default --reporter=json --outputFile=${vitestReport('api')}`,
    cwd: 'apps/api',
    report: 'vitest',
  },
  {
    name: 'web',
    cmd: `npx vitest run --reporter=default --reporter=json --outputFile=${vitestReport('web')}`,
    cwd: 'apps/web',
    report: 'vitest',
  },
  { name: 'build', cmd: 'npm run build' },
  {
    name: 'e2e',
    cmd: 'npx playwright test',
    cwd: 'e2e',
    report: 'playwright',
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: vitestReport('e2e') },
  },
].filter((s) => only.length === 0 || only.includes(s.name));

let passed = 0;
let failed = 0;
const failures = [];

// CI keeps only the tail of the output, so the summary names each failed test and its first error lines.
function failedTests(step, json) {
  const firstLines = (text) =>
    String(text ?? '')
      .split('\n')
      .slice(0, 6)
      .join('\n      ');
  if (step.report === 'vitest') {
    return json.testResults.flatMap((file) =>
      file.assertionResults
        .filter((a) => a.status === 'failed')
        .map((a) => `${step.name}: ${a.fullName}\n      ${firstLines(a.failureMessages?.[0])}`),
    );
  }
  const out = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          const error = test.results?.at(-1)?.error?.message;
          out.push(`${step.name}: ${spec.file} › ${spec.title}\n      ${firstLines(error)}`);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of json.suites ?? []) walk(suite);
  return out;
}
const summary = [];
const suiteStarted = Date.now();
for (const step of steps) {
  const started = Date.now();
  console.log(`\n━━ ${step.name} ━━ ${step.cmd}`);
  const r = spawnSync(step.cmd, {
    cwd: join(root, step.cwd ?? '.'),
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, ...step.env },
  });
  const ok = r.status === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let counts = '';
  const file = vitestReport(step.name);
  if (step.report && existsSync(file)) {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const p = step.report === 'vitest' ? json.numPassedTests : json.stats.expected + json.stats.flaky;
    const f = step.report === 'vitest' ? json.numFailedTests : json.stats.unexpected;
    passed += p;
    failed += f;
    counts = ` (${p} passed, ${f} failed)`;
    failures.push(...failedTests(step, json));
  }
  // A step that failed without failing tests (typecheck, lint, a crash) still counts as a failure.
  if (!ok && !/, [1-9]\d* failed/.test(counts)) failed += 1;
  summary.push(`${ok ? '✔' : '✘'} ${step.name.padEnd(10)} ${seconds.padStart(6)} s${counts}`);
  console.log(`━━ ${step.name} ━━ ${ok ? 'passed' : 'failed'} in ${seconds} s`);
}
const totalSeconds = (Date.now() - suiteStarted) / 1000;
summary.push(
  `  ${'total'.padEnd(10)} ${totalSeconds.toFixed(1).padStart(6)} s (${(totalSeconds / 60).toFixed(1)} min)`,
);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
console.log(`\n${summary.join('\n')}`);
const anyStepFailed = summary.some((line) => line.startsWith('✘'));
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(anyStepFailed || failed > 0 ? 1 : 0);
