import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A private PostgreSQL cluster in a temporary folder (initdb + pg_ctl), never the shared one: the
 * resilience tests stop and start it at will. As root, PostgreSQL refuses to run, so the commands run as
 * the `postgres` user.
 */
export interface PrivateCluster {
  port: number;
  /** A connection URL for a database of the cluster (`postgres` by default). */
  url(database?: string): string;
  /** Async, so that load running in the same process goes on while PostgreSQL stops and starts. */
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): void;
}

/** The binaries of the newest installed PostgreSQL, or why there are none. */
export function postgresBinaries(): { bin: string } | { missing: string } {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv)
    return existsSync(join(fromEnv, 'initdb'))
      ? { bin: fromEnv }
      : { missing: `no initdb in PG_BIN_DIR=${fromEnv}` };
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) return { missing: `no PostgreSQL binaries under ${base} (set PG_BIN_DIR)` };
  return { bin: join(base, versions[0]!, 'bin') };
}

function runAs(): { user: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { user: 'postgres', uid: id('-u'), gid: id('-g') };
}

export function createCluster(bin: string, port: number): PrivateCluster {
  const dir = mkdtempSync(join(tmpdir(), 'courier-pg-'));
  const data = join(dir, 'data');
  const as = runAs();
  if (as) chownSync(dir, as.uid, as.gid);
  const command = (tool: string, args: string[]): [string, string[]] =>
    as ? ['runuser', ['-u', as.user, '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const run = (tool: string, args: string[]) =>
    execFileSync(...command(tool, args), { stdio: 'pipe', timeout: 60_000 });
  const runAsync = (tool: string, args: string[]) =>
    promisify(execFile)(...command(tool, args), { timeout: 60_000 }).then(() => undefined);
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const startArgs = ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start'];
  const stopArgs = ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop'];
  run('pg_ctl', startArgs);
  let running = true;
  return {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      await runAsync('pg_ctl', stopArgs);
      running = false;
    },
    async start() {
      await runAsync('pg_ctl', startArgs);
      running = true;
    },
    destroy() {
      try {
        if (running) run('pg_ctl', stopArgs);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
