// docs/quality.md P8: time from spawning the production server to `/readyz` answering 200, on a fresh embedded
// database (migrations + demo data) and again on the same data (a restart).
//   node cold-start.mjs [--profile]   --profile: a CPU profile of each start (to its demo login), summarised
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';

const root = fileURLToPath(new URL('..', import.meta.url));
const { ensureBuilt, serverEntry } = await import(join(root, 'scripts/ensure-built.mjs'));
if (process.env.BENCH_SKIP_BUILD !== '1') ensureBuilt();

const { benchPort, resultsDir } = await import(join(root, 'bench/lib/common.mjs'));
const { summarizeCpuProfile } = await import(join(root, 'bench/lib/cpu-profile.mjs'));
const profileDir = process.argv.includes('--profile') ? join(resultsDir, 'cpu-profiles') : null;
const port = benchPort(8470);
const dataDir = join(tmpdir(), `courier-cold-start-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });

/**
 * The server's CPU time so far (user + system, Linux /proc), printed beside the wall time: on a machine
 * shared with other work the wall time mostly measures the wait for a core, the CPU time what start-up costs.
 */
function cpuMs(pid, thread = false) {
  try {
    const stat = thread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
    const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
    // utime and stime: stat's fields 14 and 15 (the split starts at field 3), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

async function startOnce(label) {
  const started = performance.now();
  // BENCH_SERVER_ENTRY: another build (a copy of dist/server.mjs before a change), as for startServer.
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, process.env.BENCH_SERVER_ENTRY ?? serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      SEED_DEMO: 'auto',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let ready = 0;
  let cpu = null;
  let mainThread = null;
  for (let i = 0; i < 600 && !ready; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (r.ok) {
        ready = performance.now() - started;
        cpu = cpuMs(child.pid);
        // The JavaScript thread alone: the rest is V8's compiler and GC threads and libuv's, which can
        // run beside it on a second core.
        mainThread = cpuMs(child.pid, true);
      }
    } catch {
      /* not listening yet */
    }
    if (!ready) await new Promise((r) => setTimeout(r, 20));
  }
  const login = await fetch(`http://127.0.0.1:${port}/api/client/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'merchant@demo.test', password: 'Demo#2026' }),
  })
    .then((r) => r.json())
    .catch(() => ({}));
  const stopped = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await stopped;
  console.log(
    `${label.padEnd(34)} ready in ${ready ? `${ready.toFixed(0)} ms` : 'NEVER'}${cpu === null ? '' : ` (server CPU ${cpu} ms, main thread ${mainThread} ms)`}; demo login ${login.success === 1 ? 'ok' : 'FAILED'}`,
  );
  if (profileDir) summarizeCpuProfile(profileDir, child.pid);
  return ready;
}

console.log('P8 — cold start (spawn → /readyz 200), target ≤ 2000 ms');
const first = await startOnce('first start (migrate + demo data)');
const second = await startOnce('restart (existing data)');
rmSync(dataDir, { recursive: true, force: true });
process.exitCode = first && first <= 2000 && second ? 0 : 1;
