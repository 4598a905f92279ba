// Starts the built server for the browser tests on a fresh embedded database: `node serve.mjs <port> [KEY=VALUE…]`.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';

const [port, ...settings] = process.argv.slice(2);
const dataDir = join(fileURLToPath(new URL('.', import.meta.url)), `.data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'true',
  DATABASE_URL: '',
});
for (const kv of settings) {
  const i = kv.indexOf('=');
  process.env[kv.slice(0, i)] = kv.slice(i + 1);
}
const entry = fileURLToPath(new URL('../apps/api/dist/server.mjs', import.meta.url));
await import(pathToFileURL(entry).href);
