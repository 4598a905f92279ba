// What the order benchmarks share: where the data sets live, starting and stopping the built server,
// logging in, sampling a process's memory, and a query helper that works on PostgreSQL and PGlite alike.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { getPriority, loadavg, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const benchDir = join(root, 'bench');
/** Generated fixtures and profiles (git-ignored). */
export const resultsDir = join(benchDir, 'results');

/**
 * The 1M-order data sets are kept between runs (generating them takes minutes): a PostgreSQL database
 * and a PGlite folder. Delete them (dropdb bench; rm -rf the folder) to start over.
 */
export const pgAdminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const pgBenchUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench';
export const pgliteBenchDir = process.env.BENCH_PGLITE_DIR ?? join(tmpdir(), 'courier-bench-pglite-1m');

export const demo = { email: 'merchant@demo.test', password: 'Demo#2026' };

export const fmt = (n, digits = 0) =>
  Number(n).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const ms = (n) => `${fmt(n, n < 10 ? 2 : 0)} ms`;
export const mb = (bytes) => `${fmt(bytes / 1024 / 1024)} MB`;
/** Printed under every figure block: on a shared 2-core machine absolute numbers drift with the load. */
export const machineNote = () =>
  `machine: ${process.env.BENCH_MACHINE ?? '2 cores'}, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} at the end`;

/** CPU pressure over the last 10 s: the share of time some task waited for a CPU (null if unknown). */
function cpuPressure() {
  try {
    return Number(/avg10=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))[1]);
  } catch {
    return null;
  }
}

/**
 * Called before each measured stretch. Other work on the machine (a test run, a build) makes every
 * figure meaningless, so this waits up to BENCH_QUIET_WAIT seconds (default 0) for the CPU to be free,
 * and says so when it is not.
 */
export async function quiet(label) {
  const until = Date.now() + Number(process.env.BENCH_QUIET_WAIT ?? 0) * 1000;
  let pressure = cpuPressure();
  while (pressure !== null && pressure > 25 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 5000));
    pressure = cpuPressure();
  }
  if (pressure !== null && pressure > 25)
    console.log(
      `  (machine busy before ${label}: CPU pressure ${pressure} % over 10 s — figures will suffer)`,
    );
}

/** Creates a PostgreSQL database unless it exists. */
export async function ensurePgDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

export async function dropPgDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * One `query(sql, params)` for both databases: node-postgres for a URL, PGlite for a folder. PGlite must
 * not be open in two processes at once, so callers stop the server before opening its folder here.
 */
export async function openDb(target) {
  if (target.url) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      kind: 'postgres',
      query: (sql, params) => client.query(sql, params),
      exec: (sql) => client.query(sql),
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // The receiver's trigram index (migration 0025) needs pg_trgm loaded to write orders.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create(target.dir, { extensions: { pg_trgm } });
  return {
    kind: 'pglite',
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
  };
}

export const targetLabel = (target) => (target.url ? 'PostgreSQL' : 'PGlite');

/** Builds the web app and the server when missing or stale (the same check `npm start` makes). */
export async function ensureServerBuilt() {
  const { ensureBuilt, serverEntry } = await import(join(root, 'scripts/ensure-built.mjs'));
  if (process.env.BENCH_SKIP_BUILD !== '1') ensureBuilt();
  return serverEntry;
}

const running = new Set();
/** Servers started here are killed when the benchmark exits, however it exits. */
function killAll() {
  for (const child of running) child.kill('SIGKILL');
}
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });

/**
 * Starts the production server (`node apps/api/dist/server.mjs`) on a database and waits for /readyz.
 * `target` is { url } for PostgreSQL or { dir } for a PGlite folder.
 */
export async function startServer(target, { port = 8471, env = {}, nodeArgs = [] } = {}) {
  // BENCH_SERVER_ENTRY: another build of the server (say, a copy of dist/server.mjs before a change) for
  // a before/after run on the same machine and load.
  const entry = process.env.BENCH_SERVER_ENTRY ?? (await ensureServerBuilt());
  return startNode([...nodeArgs, entry], {
    port,
    env: {
      DATABASE_URL: target.url ?? '',
      DATA_DIR: target.dir ?? join(tmpdir(), 'courier-bench-unused'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_DEMO: 'auto',
      ...env,
    },
  });
}

/**
 * BENCH_PORT_BASE moves the scripts' fixed ports (8470–8499) to base + (port − 8470), so two copies of
 * the repository can run their benchmarks on one machine.
 */
export const benchPort = (port) =>
  process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) + (port - 8470) : port;

/** Runs a node script serving HTTP on `port` (killed when the benchmark exits) and waits for /readyz. */
export async function startNode(args, { port: fixedPort, env = {} }) {
  const port = benchPort(fixedPort);
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  exited.then(() => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child);
  return {
    url,
    pid: child.pid,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function waitReady(url, child, timeoutMs = 120_000, path = '/readyz') {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(url + path)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url}${path} not ready after ${timeoutMs} ms`);
}

/** A bearer token for the demo merchant (the client that holds the generated orders). */
export async function login(url, account = demo) {
  const res = await fetch(`${url}/api/client/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body = await res.json();
  if (!body.access_token) throw new Error(`login failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

const statusField = (pid, field) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return line ? Number(line.split(/\s+/)[1]) * 1024 : 0;
};

/**
 * Peak resident memory of a process over a stretch of work: polls VmRSS every 10 ms and, where the
 * kernel allows it, resets VmHWM first (clear_refs 5) and reads it at the end, which catches peaks
 * shorter than a poll. Returns { before, peak }.
 */
export function sampleRss(pid) {
  let peakPolled = 0;
  let hwmReset = false;
  const before = statusField(pid, 'VmRSS');
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    hwmReset = true;
  } catch {
    /* not allowed: polling only */
  }
  const timer = setInterval(() => {
    try {
      peakPolled = Math.max(peakPolled, statusField(pid, 'VmRSS'));
    } catch {
      /* process gone */
    }
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      let hwm = 0;
      try {
        peakPolled = Math.max(peakPolled, statusField(pid, 'VmRSS'));
        if (hwmReset) hwm = statusField(pid, 'VmHWM');
      } catch {
        /* process gone */
      }
      return { before, peak: Math.max(peakPolled, hwm) };
    },
  };
}

/** CPU time (user + system, ms) a process has used so far; 0 once it is gone. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in 1/100 s ticks
  } catch {
    return 0;
  }
}

/**
 * CPU time of the PostgreSQL backends serving one database, for per-request figures that do not depend
 * on how busy the machine is (wall-clock throughput does). Backends that appear later count from zero.
 */
export async function pgBackendsCpu(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
  } finally {
    await client.end();
  }
}
/**
 * On a shared machine the benchmark may be run with a raised priority (`nice -n -10 npm run bench`); the
 * servers it starts inherit it, the PostgreSQL backends serving its database do not, so they are given
 * the same here. Does nothing at normal priority.
 */
export async function prioritizeBackends(url) {
  const priority = getPriority();
  if (priority >= 0) return;
  for (const pid of (await pgBackendsCpu(url)).keys()) {
    try {
      setPriority(pid, priority);
    } catch {
      /* not allowed: leave it */
    }
  }
}

export const cpuSpent = (before, after) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

/** The client id and owner user id of an account. */
export async function accountIds(db, email = demo.email) {
  const { rows } = await db.query('select id as user_id, client_id from users where email = $1', [email]);
  if (!rows[0]) throw new Error(`no account ${email}: start the server once with SEED_DEMO=auto`);
  return { userId: rows[0].user_id, clientId: rows[0].client_id };
}
