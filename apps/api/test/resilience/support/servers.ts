import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The bundled server `npm run build` makes: what production runs, started with plain node. */
export const builtServer = fileURLToPath(new URL('../../../dist/server.mjs', import.meta.url));
export const serverMissing = existsSync(builtServer) ? '' : `${builtServer} is missing (run npm run build)`;

export interface RunningServer {
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** Sends the signal and waits (bounded) for the process to end. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts dist/server.mjs on a free port and waits (at most 60 s) for its "listening" line. Without
 * DATABASE_URL it runs on a fresh embedded database in a temporary folder.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'courier-resilience-'));
  const child = spawn(process.execPath, [builtServer], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: join(dataDir, 'db'),
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const listening = /listening on http:\/\/[^:]+:(\d+)/;
  for (let i = 0; i < 600 && !listening.test(output) && child.exitCode === null; i++) await sleep(100);
  const port = listening.exec(output)?.[1];
  if (!port) {
    child.kill('SIGKILL');
    throw new Error(`the server did not start:\n${output}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timeout = sleep(15_000).then(() => child.kill('SIGKILL'));
      await Promise.race([exited, timeout]);
      await exited;
    },
  };
}

/** A fresh database in the cluster behind `adminUrl`. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one query on the database and closes the connection. */
export async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
