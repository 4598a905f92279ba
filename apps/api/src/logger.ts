import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type LogFn, type Logger, type LoggerOptions } from 'pino';
import type { Clock } from './clock';
import type { Config } from './config';
import { serializeError } from './logged-error';
import { loggedUrl, withoutQueryValues } from './logged-url';

/** Keys whose values never reach a log line (docs/quality.md R12), at any of the first three levels of an object. */
const secretKeys = [
  'password',
  'password_confirmation',
  'old_password',
  'passwordHash',
  'token',
  'access_token',
  'api_token',
  'apiToken',
  'id_token',
  'idToken',
  'authorization',
  'cookie',
  'set-cookie',
];

const redactPaths = [
  ...secretKeys.flatMap((k) => [`["${k}"]`, `*["${k}"]`, `*.*["${k}"]`]),
  // OTP codes: `code` at the top and under the usual carriers, but not `err.code` (database error codes help).
  '["code"]',
  'body.code',
  'req.body.code',
  'request.body.code',
  'payload.code',
  'message.code',
  'otp.code',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>): LoggerOptions {
  return {
    level: config.LOG_LEVEL,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: serializeError, req: serializeRequest },
    // A message string may name a URL (Fastify's own warnings do): its query values never reach the line.
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? withoutQueryValues(a) : a)) as never);
      },
    },
  };
}

/** The request of "incoming request" and of a 5xx: Fastify's fields, with the URL as logged-url.ts says. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? loggedUrl(request.url, request.routeOptions?.url) : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The process logger; tests pass their own destination to read every line. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(config), destination) : pino(loggerOptions(config));
}

/** Who, for logs, without writing an email address: a short stable digest. */
export function emailDigest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}

/**
 * For a failure that repeats while it lasts (the database or Redis unreachable): the first occurrence is
 * logged at once, the next ones at most once per `everyMs` with how many were left out, so an outage
 * writes a few lines, not one per request.
 */
export function repeatedFailureLog(logger: { error: LogFn }, clock: Clock, everyMs = 10_000) {
  let loggedAt = Number.NEGATIVE_INFINITY;
  let suppressed = 0;
  return (fields: Record<string, unknown>, message: string): void => {
    const now = clock.now().getTime();
    if (now - loggedAt < everyMs) {
      suppressed++;
      return;
    }
    logger.error(suppressed > 0 ? { ...fields, suppressed } : fields, message);
    loggedAt = now;
    suppressed = 0;
  };
}

/**
 * For a background loop whose dependency can be down for a while (the database under the webhook worker):
 * the first failure is logged, the next ones only counted, and the first success after them logs the end
 * with how long it lasted and how many failures were left out: two lines per outage, not one per turn.
 */
export function outageLog(logger: { error: LogFn; info: LogFn }, clock: Clock, what: string) {
  let since: number | null = null;
  let failures = 0;
  return {
    failed(err: unknown): void {
      failures++;
      if (since !== null) return;
      since = clock.now().getTime();
      logger.error({ err }, `${what} unavailable`);
    },
    succeeded(): void {
      if (since === null) return;
      logger.info({ down_ms: clock.now().getTime() - since, failures }, `${what} available again`);
      since = null;
      failures = 0;
    },
  };
}
