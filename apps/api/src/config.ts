import { join, resolve } from 'node:path';
import { z } from 'zod';
import { webhookMinLeaseMs } from './modules/webhooks/webhook-sender';
import { apiPackageRoot } from './paths';

/**
 * The server's settings, parsed once from the environment. Nothing else reads process.env: the rest of
 * the code receives a Config, so tests build one with loadConfig({...}) without touching the process.
 * Every variable is documented in .env.example at the repository root.
 */

/** An empty variable counts as unset, so `DATABASE_URL=` in a script means "use the embedded database". */
const unsetIfEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());
/** The fallback is parsed like a given value (prefault), so defaults go through the same rules. */
const withDefault = <T extends z.ZodType>(schema: T, fallback: z.input<T>) =>
  z.preprocess(unsetIfEmpty, schema.prefault(fallback as never));

const milliseconds = z.coerce.number().int().positive();
const count = z.coerce.number().int().min(0);
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const origin = z.string().transform((value, ctx) => {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin;
  } catch {
    ctx.addIssue({ code: 'custom', message: `"${value}" is not an http(s) origin` });
    return z.NEVER;
  }
});

const envSchema = z.object({
  PORT: withDefault(z.coerce.number().int().min(0).max(65535), 8080),
  HOST: withDefault(z.string(), '0.0.0.0'),
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']), 'development'),
  DATA_DIR: withDefault(z.string(), './data'),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  /** Embedded database only: `lean` trades V8's optimising compiler for 60–100 MB less memory (db/embedded-engine.ts). */
  EMBEDDED_DB_TUNING: withDefault(z.enum(['lean', 'fast']), 'lean'),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  SESSION_IDLE_TIMEOUT_MS: withDefault(milliseconds, 1_800_000),
  SESSION_ABSOLUTE_TIMEOUT_MS: withDefault(milliseconds, 43_200_000),
  IDLE_WARNING_MS: withDefault(milliseconds, 60_000),
  SEED_DEMO: withDefault(z.enum(['auto', 'true', 'false']), 'auto'),
  CORS_ORIGINS: withDefault(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin)),
    '',
  ),
  WEB_DIST_DIR: optional(z.string()),
  /** false, true (trust every proxy), or the number of proxy hops in front of the server. */
  TRUST_PROXY: withDefault(z.union([bool, z.coerce.number().int().min(1)]), 'false'),
  BRANCHES_COUNT: withDefault(z.coerce.number().int().min(0), 50),
  /** The most an order may ask the receiver to pay, in EGP (issue 14); the spec's 20-digit rule still applies. */
  ORDER_AMOUNT_CEILING: withDefault(z.coerce.number().int().positive(), 1_000_000),
  /** Working hours within which the help desk promises a ticket's first answer (decision 026). */
  TICKET_TARGET_HOURS: withDefault(z.coerce.number().int().min(1).max(8), 4),
  /** How often the captain's app sends his position while a run is open, with his consent (decision 066). */
  CAPTAIN_POSITION_EVERY_S: withDefault(z.coerce.number().int().min(5).max(600), 10),
  /** Spreadsheet imports: a parse is cut after this long; at most so many run at once (429 beyond). */
  IMPORT_PARSE_TIMEOUT_MS: withDefault(milliseconds, 20_000),
  IMPORT_CONCURRENCY: withDefault(z.coerce.number().int().min(1), 4),
  IMPORT_CONCURRENCY_PER_CLIENT: withDefault(z.coerce.number().int().min(1), 2),
  /** Slow clients: the whole request (headers and body), the headers alone, an idle kept-alive socket. */
  HTTP_REQUEST_TIMEOUT_MS: withDefault(milliseconds, 60_000),
  HTTP_HEADERS_TIMEOUT_MS: withDefault(milliseconds, 10_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: withDefault(milliseconds, 72_000),
  /** While closing, a kept-alive connection idle this long is cut (busy ones get 503 + Connection: close). */
  SHUTDOWN_IDLE_CUT_MS: withDefault(z.coerce.number().int().min(0).max(8_000), 500),
  /** OpenAPI at /api/docs; unset: on, except when NODE_ENV=production. */
  API_DOCS: optional(bool),
  // Requests per RATE_LIMIT_WINDOW_MS for each class of expensive route (http/rate-limits.ts); 0 = no limit.
  RATE_LIMIT_WINDOW_MS: withDefault(milliseconds, 60_000),
  RATE_LIMIT_EXPORTS: withDefault(count, 10),
  RATE_LIMIT_SHEETS: withDefault(count, 30),
  RATE_LIMIT_IMPORTS: withDefault(count, 10),
  RATE_LIMIT_PRINTS: withDefault(count, 60),
  RATE_LIMIT_LOGINS: withDefault(count, 30),
  /** Calls of the merchant API (/api/v1) per key (one key per client) per window. */
  RATE_LIMIT_API: withDefault(count, 120),
  /** Tickets opened; messages (ticket replies, chat) per client, or per staff member on the desk (decision 038). */
  RATE_LIMIT_TICKETS: withDefault(count, 20),
  RATE_LIMIT_MESSAGES: withDefault(count, 60),
  /** Tickets and messages sent with files (multipart, up to 5 files of 5 MB each). */
  RATE_LIMIT_UPLOADS: withDefault(count, 20),
  /** log2 of scrypt's N for new password hashes: 17 is OWASP's figure; tests run at 10 (~1 ms a hash). */
  PASSWORD_HASH_COST: withDefault(z.coerce.number().int().min(10).max(20), 17),
  /** One-time codes sent per account per 15 minutes (docs/quality.md R6: 3); the browser tests raise it. */
  OTP_SEND_LIMIT: withDefault(z.coerce.number().int().min(1).max(1000), 3),
  /** Webhooks (decision 030): private and loopback addresses accepted (development and tests only). */
  ALLOW_PRIVATE_WEBHOOKS: withDefault(bool, 'false'),
  /** How often the webhook worker looks for due events; 0: no worker in this process. */
  WEBHOOK_POLL_MS: withDefault(count, 1_000),
  /** A claimed event is due again after this if its attempt was never recorded (a killed server). */
  WEBHOOK_LEASE_MS: withDefault(
    z.coerce
      .number()
      .int()
      .min(webhookMinLeaseMs, {
        error: `must be at least ${webhookMinLeaseMs} (an attempt takes up to ${webhookMinLeaseMs - 5_000} ms; a shorter lease sends an event again while it is being sent)`,
      }),
    60_000,
  ),
  /** Delivered and failed events (and their attempts) are deleted this many days after they ended. */
  WEBHOOK_RETENTION_DAYS: withDefault(z.coerce.number().int().min(1), 30),
  /**
   * After a rotation the old webhook signing secret still signs and the old API key still answers for
   * this many hours (decision 073); 0: the old one stops at once.
   */
  ROTATION_GRACE_HOURS: withDefault(z.coerce.number().int().min(0).max(720), 24),
  /** International tracking (decision 020): the database always; 17TRACK too when its key is set. */
  TRACKING_PROVIDER: withDefault(z.enum(['database', '17track']), 'database'),
  TRACKING_17TRACK_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://api.17track.net/track/v2.2'),
  TRACKING_17TRACK_KEY: optional(z.string().min(1)),
  TRACKING_TIMEOUT_MS: withDefault(milliseconds, 8_000),
  /**
   * Attachments (decision 026): in an S3-compatible bucket when FILES_S3_BUCKET is set (every instance
   * then sees every file), otherwise under DATA_DIR/files.
   */
  FILES_S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  FILES_S3_BUCKET: optional(z.string().min(1)),
  FILES_S3_REGION: withDefault(z.string().min(1), 'us-east-1'),
  FILES_S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  FILES_S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  /** Attachments a client may keep, in MiB (its files and the desk's in its tickets and chats); 0 = no quota. */
  FILES_QUOTA_MB: withDefault(count, 200),
  /** The portal's public address: the base of the receivers' tracking links and of the providers' callbacks. */
  PUBLIC_URL: withDefault(origin, 'http://localhost:8080'),
  /** Tracking pages and lookups per address per window (decision 062). */
  RATE_LIMIT_TRACKING: withDefault(count, 60),
  /** Receiver messages (decision 062): `outbox` keeps them (development), `twilio` SMS, `whatsapp` Meta's Cloud API. */
  RECEIVER_MESSAGES_PROVIDER: withDefault(z.enum(['outbox', 'twilio', 'whatsapp']), 'outbox'),
  /** How often the receiver messages' worker looks for due messages; 0: no worker in this process. */
  RECEIVER_MESSAGES_POLL_MS: withDefault(count, 2_000),
  TWILIO_BASE_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: optional(z.string().min(1)),
  TWILIO_AUTH_TOKEN: optional(z.string().min(1)),
  /** The sender: a Twilio number (+E.164) or a Messaging Service SID (MG…). */
  TWILIO_FROM: optional(z.string().min(1)),
  WHATSAPP_BASE_URL: withDefault(z.url({ protocol: /^https?$/ }), 'https://graph.facebook.com'),
  WHATSAPP_API_VERSION: withDefault(z.string().regex(/^v\d+\.\d+$/), 'v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: optional(z.string().min(1)),
  WHATSAPP_ACCESS_TOKEN: optional(z.string().min(1)),
  /** The Meta app's secret: status webhooks carry X-Hub-Signature-256, its HMAC of the body. */
  WHATSAPP_APP_SECRET: optional(z.string().min(1)),
  /** What the webhook subscription's GET check must echo (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: optional(z.string().min(1)),
  /** Set by npm to the folder npm was run from (npm workspaces run scripts inside apps/api). */
  INIT_CWD: optional(z.string()),
});

export type Config = Omit<z.output<typeof envSchema>, 'WEB_DIST_DIR' | 'INIT_CWD' | 'API_DOCS'> & {
  WEB_DIST_DIR: string;
  API_DOCS: boolean;
};
export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the settings; throws a ConfigError listing every wrong variable at once. */
export function loadConfig(env: Env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { INIT_CWD, ...value } = parsed.data;
  if (value.IDLE_WARNING_MS >= value.SESSION_IDLE_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  - IDLE_WARNING_MS: must be shorter than SESSION_IDLE_TIMEOUT_MS',
    );
  }
  if (value.HTTP_HEADERS_TIMEOUT_MS > value.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  - HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS',
    );
  }
  if (value.TRACKING_PROVIDER === '17track' && !value.TRACKING_17TRACK_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  - TRACKING_17TRACK_KEY: required when TRACKING_PROVIDER=17track',
    );
  }
  const providerNeeds = {
    outbox: [],
    twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
    whatsapp: ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET'],
  } as const;
  const providerMissing = providerNeeds[value.RECEIVER_MESSAGES_PROVIDER].filter((name) => !value[name]);
  if (providerMissing.length) {
    throw new ConfigError(
      `Invalid configuration:\n${providerMissing.map((name) => `  - ${name}: required when RECEIVER_MESSAGES_PROVIDER=${value.RECEIVER_MESSAGES_PROVIDER}`).join('\n')}`,
    );
  }
  const s3Missing = (
    ['FILES_S3_ENDPOINT', 'FILES_S3_ACCESS_KEY_ID', 'FILES_S3_SECRET_ACCESS_KEY'] as const
  ).filter((name) => !value[name]);
  if (value.FILES_S3_BUCKET && s3Missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n${s3Missing.map((name) => `  - ${name}: required when FILES_S3_BUCKET is set`).join('\n')}`,
    );
  }
  return {
    ...value,
    // A relative data folder means the same place for `npm start` (repo root) and `npm run seed`
    // (run by npm inside apps/api): the folder npm was started from.
    DATA_DIR: resolve(INIT_CWD ?? process.cwd(), value.DATA_DIR),
    // Resolved from the api package, not the working directory, so `src` (tsx) and `dist` (bundle) agree.
    WEB_DIST_DIR: value.WEB_DIST_DIR ?? join(apiPackageRoot(), '..', 'web', 'dist'),
    API_DOCS: value.API_DOCS ?? value.NODE_ENV !== 'production',
  };
}

/** The process's own settings: the one place that reads process.env. */
export function configFromProcess(): Config {
  return loadConfig(process.env);
}
