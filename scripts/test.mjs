// `npm test` (and `npm run check`): typecheck, lint, formatting, unit and API tests (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), a production build and its bundle budget, then the browser
// suite in Chromium.
// Every step runs; the exit code is non-zero if any failed. Each step's time is printed when it ends and
// again in the summary with the total; the last line counts the tests. Steps of one `group` run at the
// same time (each of those is single-threaded, and the machine may have only 2 cores), their output
// printed whole as each ends.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const vitestReport = (name) => join(reports, `${name}.json`);
const steps = [
  { name: 'typecheck', cmd: 'npm run typecheck', group: 'static' },
  { name: 'lint', cmd: 'npm run lint', group: 'static' },
  { name: 'format', cmd: 'npm run format:check', group: 'static' },
  {
    name: 'contracts',
    cmd: `npx vitest run --reporter=default --reporter=json --outputFile=${vitestReport('contracts')}`,
    cwd: 'packages/contracts',
    report: 'vitest',
    group: 'static',
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
    group: 'web',
  },
  // Beside the web tests: the build is single-threaded for much of its time, and neither needs the other.
  { name: 'build', cmd: 'npm run build', group: 'web' },
  // docs/quality.md P1: the bytes before the first paint (150 KB of JS) and of each lazy chunk (100 KB), from
  // the build just made; bytes are deterministic, so the budget is checked every time (decision 039).
  { name: 'bundle', cmd: 'node bench/bundle-size.mjs --no-build' },
  {
    name: 'resilience',
    cmd: `npx vitest run --config vitest.resilience.config.ts --reporter=default --reporter=json --outputFile=${vitestReport('resilience')}`,
    cwd: 'apps/api',
    report: 'vitest',
  },
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
const flaky = [];

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
        if (test.status === 'flaky') {
          // Passed on its retry: counted as passed, but named, so that nobody mistakes it for solid.
          const error = test.results?.[0]?.error?.message;
          flaky.push(`${step.name}: ${spec.file} › ${spec.title}\n      ${firstLines(error)}`);
        }
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

/** Runs a step; `alone` shows its output as it comes, otherwise it is kept and printed when it ends. */
function run(step, alone) {
  const started = Date.now();
  if (alone) console.log(`\n━━ ${step.name} ━━ ${step.cmd}`);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, {
      cwd: join(root, step.cwd ?? '.'),
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: true,
      env: { ...process.env, ...step.env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n━━ ${step.name} ━━ ${step.cmd}\n${output}`);
      const result = { ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
      console.log(`━━ ${step.name} ━━ ${result.ok ? 'passed' : 'failed'} in ${result.seconds} s`);
      resolve(result);
    });
  });
}

function record(step, { ok, seconds }) {
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
}

const suiteStarted = Date.now();
for (let i = 0; i < steps.length;) {
  const group = steps[i].group;
  let end = i + 1;
  while (group && end < steps.length && steps[end].group === group) end += 1;
  const batch = steps.slice(i, end);
  const results = await Promise.all(batch.map((step) => run(step, batch.length === 1)));
  batch.forEach((step, k) => record(step, results[k]));
  i = end;
}
const totalSeconds = (Date.now() - suiteStarted) / 1000;
summary.push(
  `  ${'total'.padEnd(10)} ${totalSeconds.toFixed(1).padStart(6)} s (${(totalSeconds / 60).toFixed(1)} min)`,
);
// A 500 in the browser journeys says only "see the reference": its cause is in the e2e servers' logs.
if ([...failures, ...flaky].some((f) => f.startsWith('e2e'))) {
  const logs = join(root, 'e2e', 'test-results');
  const errors = (existsSync(logs) ? readdirSync(logs) : [])
    .filter((name) => name.startsWith('server-') && name.endsWith('.log'))
    .flatMap((name) =>
      readFileSync(join(logs, name), 'utf8')
        .split('\n')
        .filter((l) => /"level":(50|60)/.test(l)),
    )
    .slice(0, 5);
  if (errors.length > 0)
    console.log(
      `\nErrors in the e2e servers' logs:\n${errors.map((l) => `  ${l.slice(0, 1500)}`).join('\n')}`,
    );
}
if (flaky.length > 0)
  console.log(`\nFlaky (failed, then passed on the retry):\n${flaky.map((f) => `  ~ ${f}`).join('\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
console.log(`\n${summary.join('\n')}`);
const anyStepFailed = summary.some((line) => line.startsWith('✘'));
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(anyStepFailed || failed > 0 ? 1 : 0);
