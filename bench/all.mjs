// `npm run bench`: every benchmark cheap enough to run in one go, one after the other (never two at once:
// the machine has 2 cores). A benchmark that misses its target does not stop the others; the summary
// repeats each one's figure line and the exit code is 1 if any missed.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const benchmarks = [
  'bundle-size.mjs', // P1, seconds
  'first-visit.mjs', // P2's requests and chain depth, ~1 min
  'lighthouse.mjs', // P2 and the captain's app (P1c), ~7 min on a busy machine
  'tracking-page.mjs', // P14, the receiver's tracking page, ~2 min
  'cold-start.mjs', // P8, seconds
  'orders-deep-pages.mjs', // P4, ~1 min
  'orders-list.mjs', // P3, ~1.5 min
  'orders-import.mjs', // P5, ~1–2 min
  'geo-matcher.mjs', // P5 (smart upload), seconds
  'geo-address.mjs', // issue 39: the whole-address reader, ≥ 2,000 addresses/s on one core, seconds
  'smart-import-whole.mjs', // P5 (smart upload): 20,000 whole addresses through the route, ~1 min
  'orders-export.mjs', // P6, ~1 min
  'dashboard.mjs', // P9, ~2.5 min (the first run tops the client up to 100,000 missions: +15 s)
  'captain-run.mjs', // P17, ~1.5 min (500 captains' positions and hand-ins to the office's socket)
  'reconcile.mjs', // P15, the ledger's check on the 1,000,000-order PostgreSQL data set, ~1 min once made
  'attempts-decide.mjs', // issue 38 §4: 100 orders decided in one call, ~1 min
  'ops-scan.mjs', // P18, P19 (issue 36: the scan panel in Chromium, the 500-order run sheet), ~3 min
];

const summary = [];
for (const script of benchmarks) {
  console.log(`\n=== ${script}`);
  const started = Date.now();
  // Output is shown as it comes and kept, for the summary's figure lines (those starting with "P<n> ").
  const child = spawn(process.execPath, [script], { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output += chunk;
  });
  const status = await new Promise((resolve) => child.once('close', resolve));
  const figures = output.split('\n').filter((l) => /^P(\d+[a-z]?|-[a-z-]+) /.test(l)); // P1c, P-attempts too
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  summary.push(
    `${status === 0 ? 'PASS' : 'MISS'}  ${script} (${seconds} s)`,
    ...figures.map((f) => `      ${f}`),
  );
}
console.log(`\n=== summary\n${summary.join('\n')}`);
process.exitCode = summary.some((l) => l.startsWith('MISS')) ? 1 : 0;
