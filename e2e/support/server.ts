import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * Each Playwright worker runs its own built server (`serve.mjs`: apps/api/dist/server.mjs on a fresh
 * copy of the build-time embedded database), so workers never see each other's rows. Ports:
 * E2E_PORT_BASE (default 8390) + 2 × the worker's slot + the profile's offset.
 */
export const portBase = Number(process.env.E2E_PORT_BASE || 8390);

/** The settings a server runs with; a spec picks one with `test.use({ serverProfile: 'shortIdle' })`. */
export const serverProfiles = {
  main: { portOffset: 0, env: {} },
  /** For the idle-logout journey: the production settings, only shorter. */
  shortIdle: { portOffset: 1, env: { SESSION_IDLE_TIMEOUT_MS: '12000', IDLE_WARNING_MS: '6000' } },
} satisfies Record<string, { portOffset: number; env: Record<string, string> }>;
export type ServerProfile = keyof typeof serverProfiles;

export interface E2eServer {
  url: string;
  stop(): Promise<void>;
}

const serveScript = fileURLToPath(new URL('../serve.mjs', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function ready(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/readyz`)).ok;
  } catch {
    return false;
  }
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startServer(slot: number, profile: ServerProfile): Promise<E2eServer> {
  const { portOffset, env } = serverProfiles[profile];
  const port = portBase + slot * 2 + portOffset;
  const url = `http://127.0.0.1:${port}`;
  // A worker that replaces a failed one takes its slot: wait until the old server has let the port go.
  for (let i = 0; i < 60 && (await portInUse(port)); i++) await sleep(500);
  if (await portInUse(port)) throw new Error(`port ${port} is taken: set E2E_PORT_BASE to a free range`);

  const settings = Object.entries(env).map(([key, value]) => `${key}=${value}`);
  const child = spawn(process.execPath, [serveScript, String(port), ...settings], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The server's own log (a 500's cause is only there), kept beside the test results.
  const logDir = fileURLToPath(new URL('../test-results/', import.meta.url));
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(`${logDir}server-${port}.log`, { flags: 'a' });
  const keep = (chunk: Buffer) => {
    if (output.length < 100_000) output += chunk.toString();
    log.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('exit', () => log.end());

  const deadline = Date.now() + 90_000;
  while (!(await ready(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopped(child);
      throw new Error(`the e2e server on ${port} did not start:\n${output}`);
    }
    await sleep(200);
  }
  return { url, stop: () => stopped(child) };
}
