// Starts the built server for the browser tests on a fresh embedded database: `node serve.mjs <port> [KEY=VALUE…]`.
// The emptied data folder makes the server copy the build-time database (apps/api/src/db/template.ts).
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
  // The copied database already holds the demo data.
  SEED_DEMO: 'auto',
  DATABASE_URL: '',
  // New hashes are cheap. The demo accounts come with the build's OWASP-cost hashes; each one's first login
  // on this server stores it again at this cost (login rehash), so only that first login pays ~0.3 s of scrypt.
  PASSWORD_HASH_COST: '10',
  // Several journeys and axe cells open code-gated pages as the same demo account on one server: the
  // production budget (3 codes per account per 15 minutes) would fail whichever comes fourth.
  OTP_SEND_LIMIT: '50',
  // Every test signs in from 127.0.0.1, most through the login API (support/app.ts): on a fast machine the
  // axe cells of one worker passed the production budget (30 sign-in calls a minute per address) and were
  // refused with 429. The budget itself is the API suite's (test/rate-limits.test.ts).
  RATE_LIMIT_LOGINS: '1000',
  // The same for the demo merchant's tickets and chat messages (and the desk's answers), which the journeys
  // of all workers send within a minute; the budgets are the API suite's too (decision 038).
  RATE_LIMIT_TICKETS: '1000',
  RATE_LIMIT_MESSAGES: '1000',
  RATE_LIMIT_UPLOADS: '1000',
  // place-names.spec.ts leaves eleven smart uploads waiting, to page the waiting list (10 a minute in production).
  RATE_LIMIT_IMPORTS: '1000',
  // The receiver's tracking pages (receiver.spec.ts, axe) are read from 127.0.0.1 by every worker's tests;
  // the links in the receiver messages point at this server.
  RATE_LIMIT_TRACKING: '1000',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // webhooks.spec.ts's receiver listens on 127.0.0.1.
  ALLOW_PRIVATE_WEBHOOKS: 'true',
});
for (const kv of settings) {
  const i = kv.indexOf('=');
  process.env[kv.slice(0, i)] = kv.slice(i + 1);
}
const entry = fileURLToPath(new URL('../apps/api/dist/server.mjs', import.meta.url));
await import(pathToFileURL(entry).href);
