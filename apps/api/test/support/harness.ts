import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, onTestFinished } from 'vitest';
import { buildApp, type AppDependencies } from '../../src/app';
import { loadConfig, type Config, type Env } from '../../src/config';
import type { Database } from '../../src/db/database';
import { demoPassword } from '../../src/db/seed/seed';
import { createSessionEvents } from '../../src/modules/auth/session-events';
import { createSessionsRepository } from '../../src/modules/auth/sessions.repository';
import { createSessionsService } from '../../src/modules/auth/sessions.service';
import { setPasswordHashCost } from '../../src/lib/password-hash';
import { createTestClock, type TestClock } from './clock';
import { sharedDatabase, testPasswordHashCost } from './database';
import { resetData } from './reset-data';
import { userIdOf } from './factories';
import { logCapture, rememberSecret } from './logs';

export interface CallOptions {
  method?: InjectOptions['method'];
  url: string;
  body?: unknown;
  token?: string | null;
  lang?: 'ar' | 'en';
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: LightMyRequestResponse['headers'];
  // Tests read arbitrary fields of the envelope.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  raw: LightMyRequestResponse;
}

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  clock: TestClock;
  database: Database;
  /** An HTTP call through app.inject; JSON in, JSON out; secrets on the way are remembered for R12. */
  call(options: CallOptions): Promise<CallResult>;
  /** POST /api/client/login (expects success) and return the session fields. */
  login(email: string, password?: string): Promise<CallResult['body']>;
  /** A session token made directly (no password hashing), for tests about something else than login. */
  tokenFor(email: string): Promise<string>;
  /** POST /api/ops/login for a demo staff member (ops@, support@, admin@demo.test); returns its token. */
  staffTokenFor(email: string): Promise<string>;
  /** The newest OTP code sent, read through GET /api/dev/outbox. */
  latestOtp(): Promise<string>;
}

/** Settings of the test apps; any can be overridden per file. */
/**
 * Where a test app keeps its files unless the test names its own folder: the run's temporary folder
 * (data-dir.global.ts), else one of this process's. The default (`./data`) wrote the tests' proof photos
 * and logos into apps/api/data, where they were committed once.
 */
let ownDataDir: string | undefined;
function testDataDir(): string {
  if (process.env.TEST_DATA_DIR) return process.env.TEST_DATA_DIR;
  if (!ownDataDir) {
    const dir = mkdtempSync(join(tmpdir(), 'courier-api-test-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    ownDataDir = dir;
  }
  return ownDataDir;
}

export function testConfig(overrides: Env = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: testDataDir(),
    LOG_LEVEL: 'debug',
    WEB_DIST_DIR: '/nonexistent/web-dist',
    // Files make many calls within a minute from one address; rate-limits.test.ts tests the real limits.
    RATE_LIMIT_EXPORTS: '1000',
    RATE_LIMIT_SHEETS: '1000',
    RATE_LIMIT_IMPORTS: '1000',
    RATE_LIMIT_PRINTS: '1000',
    RATE_LIMIT_LOGINS: '1000',
    RATE_LIMIT_API: '1000',
    RATE_LIMIT_TICKETS: '1000',
    RATE_LIMIT_MESSAGES: '1000',
    RATE_LIMIT_UPLOADS: '1000',
    // Webhook tests drive the worker themselves (app.webhooks.deliverDue).
    WEBHOOK_POLL_MS: '0',
    // Receiver message tests drive the worker themselves (app.receiver.deliverDue).
    RECEIVER_MESSAGES_POLL_MS: '0',
    PASSWORD_HASH_COST: String(testPasswordHashCost),
    ...overrides,
  });
}

/**
 * For a test about what hashing costs (the dummy hash of an unknown email): new hashes at the production
 * cost until the test ends, then back to the tests' own.
 */
export function useProductionHashCost(): void {
  setPasswordHashCost(loadConfig({}).PASSWORD_HASH_COST);
  onTestFinished(() => setPasswordHashCost(testPasswordHashCost));
}

/** `code` is a secret only when it is an OTP (6 digits), not an error code. */
const isSecret = (key: string, value: unknown) =>
  key !== 'code' || (typeof value === 'string' && /^\d{6}$/.test(value));

function remember(value: unknown, keys: string[]): void {
  if (!value || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if (keys.includes(key) && isSecret(key, v)) rememberSecret(v);
    else if (v && typeof v === 'object') remember(v, keys);
  }
}

/** An app on the worker's shared database (or the given one), for tests that need their own settings. */
export async function buildTestApp(
  options: {
    env?: Env;
    database?: Database;
    clock?: TestClock;
    deps?: Pick<AppDependencies, 'messenger' | 'passwordHasher' | 'afterResponse' | 'resolveHost'>;
  } = {},
): Promise<FastifyInstance> {
  return buildApp({
    ...options.deps,
    config: testConfig(options.env),
    database: options.database ?? (await sharedDatabase()),
    clock: options.clock ?? createTestClock(),
    logDestination: logCapture(),
  });
}

/**
 * One app per test file on the worker's shared database; before each test the data goes back to the demo
 * accounts and the clock to "now".
 */
export function useTestApp(
  options: { env?: Env; deps?: Pick<AppDependencies, 'resolveHost' | 'collectGarbage'> } = {},
): TestContext {
  const ctx = {} as TestContext;
  const clock = createTestClock();

  beforeAll(async () => {
    const database = await sharedDatabase();
    const config = testConfig(options.env);
    const app = await buildApp({ ...options.deps, config, database, clock, logDestination: logCapture() });
    const sessions = createSessionsService({
      sessions: createSessionsRepository(database.db),
      events: createSessionEvents(),
      clock,
      settings: {
        idleTimeoutMs: config.SESSION_IDLE_TIMEOUT_MS,
        absoluteTimeoutMs: config.SESSION_ABSOLUTE_TIMEOUT_MS,
      },
    });

    Object.assign(ctx, {
      app,
      config,
      clock,
      database,
      async call({ method = 'GET', url, body, token, lang, headers = {} }: CallOptions): Promise<CallResult> {
        remember(body, ['password', 'password_confirmation', 'old_password', 'code']);
        const raw = await app.inject({
          method,
          url,
          headers: {
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(lang ? { 'accept-language': lang } : {}),
            ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...headers,
          },
          ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
        });
        // Work done after the answer (send-otp's code, decision 014) ends before the test goes on.
        await app.afterResponse.idle();
        let parsed: unknown = raw.body;
        try {
          parsed = JSON.parse(raw.body);
        } catch {
          /* not JSON (static files) */
        }
        remember(parsed, ['access_token', 'api_token', 'id_token', 'code']);
        return { status: raw.statusCode, headers: raw.headers, body: parsed, raw };
      },
      async login(email: string, password = demoPassword) {
        const result = await ctx.call({
          method: 'POST',
          url: '/api/client/login',
          body: { email, password },
        });
        if (result.status !== 200) throw new Error(`login ${email} failed: ${result.raw.body}`);
        return result.body;
      },
      async tokenFor(email: string) {
        const issued = await sessions.issue(await userIdOf(database.db, email), {
          ip: '127.0.0.1',
          userAgent: 'test',
        });
        rememberSecret(issued.token);
        return issued.token;
      },
      async staffTokenFor(email: string) {
        const result = await ctx.call({
          method: 'POST',
          url: '/api/ops/login',
          body: { email, password: demoPassword },
        });
        if (result.status !== 200) throw new Error(`staff login ${email} failed: ${result.raw.body}`);
        return result.body.access_token as string;
      },
      async latestOtp() {
        const result = await ctx.call({ url: '/api/dev/outbox' });
        const code = result.body.feed?.[0]?.code;
        if (typeof code !== 'string') throw new Error(`no OTP in the outbox: ${result.raw.body}`);
        return code;
      },
    } satisfies TestContext);
  });

  beforeEach(async () => {
    await resetData(ctx.database);
    // After the reset, which can take seconds on a busy machine: rows the test inserts with the database's
    // now() must not be later than the app clock plus what the test advances it by.
    clock.set(new Date());
  });

  afterAll(async () => {
    await ctx.app?.close();
  });

  return ctx;
}
