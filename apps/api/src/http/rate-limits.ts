import rateLimitPlugin from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { repeatedFailureLog } from '../logger';
import { AppError } from './app-error';
import type { Upload } from './multipart-files';

/**
 * Kinds of costly work, each with its own budget per client (per staff member on the desk; per address
 * when anonymous and for the sign-in calls).
 */
export type LimitClass =
  | 'exports'
  | 'sheets'
  | 'imports'
  | 'prints'
  | 'logins'
  | 'api'
  | 'tickets'
  | 'messages'
  | 'uploads'
  | 'tracking';

/**
 * The limited routes, by their URL as registered, and the budget they draw on. A new costly route
 * gets a line here; nothing else changes.
 */
export const rateLimitedRoutes: Readonly<Record<string, LimitClass>> = {
  '/api/client/order/export-my-orders': 'exports',
  '/api/client/mission/export-my-missions': 'exports',
  '/api/client/user/export-attendance': 'exports',
  '/api/client/supplies/export': 'exports',
  '/api/client/supplies/:id/export': 'exports',
  '/api/client/mission/excel': 'sheets',
  '/api/client/order/excel-template': 'sheets',
  '/api/client/order/add-excelsheet': 'imports',
  '/api/client/order/add-excelsheet/smart': 'imports',
  '/api/client/order/add-excelsheet/correct': 'imports',
  '/api/client/order/print': 'prints',
  '/api/client/mission/papers': 'prints',
  '/api/client/login': 'logins',
  '/api/client/send-otp': 'logins',
  '/api/client/check-otp': 'logins',
  '/api/client/reset': 'logins',
  '/api/client/ticket/create': 'tickets',
  '/api/client/ticket/reply': 'messages',
  '/api/client/order/push-message': 'messages',
  '/api/client/mission/push-message': 'messages',
  '/api/ops/tickets/reply': 'messages',
  '/api/ops/chat/push-message': 'messages',
  '/t/:token': 'tracking',
  '/t/:token/reschedule': 'tracking',
  '/t': 'tracking',
};

/**
 * Whole scopes that draw on one budget: every call of the merchant API (decision 029), and the store
 * webhooks (per address: they come before any session). The merchant API tells its callers their
 * budget on every answer (`RateLimit-Limit`, `-Remaining`, `-Reset`, the IETF draft's headers; decision 055).
 */
const rateLimitedScopes: ReadonlyArray<[prefix: string, limitClass: LimitClass, headers: boolean]> = [
  ['/api/v1/', 'api', true],
  ['/api/hooks/', 'api', false],
];

/** Wrong API keys one address may send per window before it is answered 429 (decision 055). */
export const failedKeysPerWindow = 10;

export type RateLimitSettings = Pick<
  Config,
  | 'RATE_LIMIT_WINDOW_MS'
  | 'RATE_LIMIT_EXPORTS'
  | 'RATE_LIMIT_SHEETS'
  | 'RATE_LIMIT_IMPORTS'
  | 'RATE_LIMIT_PRINTS'
  | 'RATE_LIMIT_LOGINS'
  | 'RATE_LIMIT_API'
  | 'RATE_LIMIT_TICKETS'
  | 'RATE_LIMIT_MESSAGES'
  | 'RATE_LIMIT_UPLOADS'
  | 'RATE_LIMIT_TRACKING'
>;

/** Each class's budget per window; 0: no limit. */
const limitsOf = (settings: RateLimitSettings): Record<LimitClass, number> => ({
  exports: settings.RATE_LIMIT_EXPORTS,
  sheets: settings.RATE_LIMIT_SHEETS,
  imports: settings.RATE_LIMIT_IMPORTS,
  prints: settings.RATE_LIMIT_PRINTS,
  logins: settings.RATE_LIMIT_LOGINS,
  api: settings.RATE_LIMIT_API,
  tickets: settings.RATE_LIMIT_TICKETS,
  messages: settings.RATE_LIMIT_MESSAGES,
  uploads: settings.RATE_LIMIT_UPLOADS,
  tracking: settings.RATE_LIMIT_TRACKING,
});

const limitClassOf = (url: string): LimitClass | undefined =>
  rateLimitedRoutes[url] ?? rateLimitedScopes.find(([prefix]) => url.startsWith(prefix))?.[1];
/** Whether a route (its URL as registered) draws on a budget: the document lists its 429. */
export const isRateLimited = (url: string): boolean => limitClassOf(url) !== undefined;
const showsHeaders = (url: string): boolean =>
  rateLimitedScopes.some(([prefix, , headers]) => headers && url.startsWith(prefix));

/** Whose budget: the client, else the staff member, else the address (always the address for sign-in). */
function callerOf(request: FastifyRequest, limitClass: LimitClass): string {
  if (limitClass === 'logins') return `ip:${request.ip}`;
  if (request.auth) return `client:${request.auth.clientId}`;
  if (request.staff) return `staff:${request.staff.staffId}`;
  return `ip:${request.ip}`;
}

/**
 * Registers @fastify/rate-limit (decision 038) and returns what each scope adds after its guard, so that
 * the caller is known: a fixed window of RATE_LIMIT_WINDOW_MS per class and caller that starts with its
 * first hit; over the limit, 429 TOO_MANY_REQUESTS with Retry-After in the caller's language. The route's
 * class is counted on request, before the body is read. A ticket or message that carries files (up to
 * 5 of 5 MB) spends the uploads budget as well, counted once its parts are read and before any file is
 * checked or stored: the web sends every message as multipart, so only the files themselves tell.
 * Counters live in Redis when `redis` is given (every instance draws on one budget), else in this
 * process. If the store cannot be reached the request goes through (`skipOnError`): an unreachable
 * Redis must not take the portal down with it.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
  redis: Redis | undefined,
): Promise<
  ((scope: FastifyInstance) => void) & {
    throttleFailedKeys: (guard: onRequestAsyncHookHandler) => onRequestAsyncHookHandler;
  }
> {
  await app.register(rateLimitPlugin, {
    global: false,
    timeWindow: settings.RATE_LIMIT_WINDOW_MS,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'rate:' } : {}),
  });
  const limiters = new Map<LimitClass, ReturnType<FastifyInstance['createRateLimit']>>();
  for (const [limitClass, max] of Object.entries(limitsOf(settings)) as Array<[LimitClass, number]>) {
    if (max === 0) continue;
    limiters.set(
      limitClass,
      app.createRateLimit({
        max,
        keyGenerator: (request) => `${limitClass}:${callerOf(request, limitClass)}`,
      }),
    );
  }
  const spend = async (request: FastifyRequest, reply: FastifyReply, limitClass: LimitClass | undefined) => {
    const limiter = limitClass && limiters.get(limitClass);
    if (!limiter) return;
    const result = await limiter(request);
    if (!result.isAllowed && showsHeaders(request.routeOptions.url ?? '')) {
      reply.header('ratelimit-limit', String(result.max));
      reply.header('ratelimit-remaining', String(result.remaining));
      reply.header('ratelimit-reset', String(result.ttlInSeconds));
    }
    if (!result.isAllowed && result.isExceeded) {
      request.log.info({ limit_class: limitClass, max: result.max }, 'rate limited');
      throw new AppError('TOO_MANY_REQUESTS', { retryAfter: result.ttl / 1000 });
    }
  };
  const addRateLimits = (scope: FastifyInstance) => {
    scope.addHook('onRequest', (request, reply) =>
      spend(request, reply, limitClassOf(request.routeOptions.url ?? '')),
    );
    // request.uploads exists only where a route reads multipart (http/multipart-files.ts).
    scope.addHook('preHandler', (request, reply) =>
      (request.uploads as Upload[] | null)?.length ? spend(request, reply, 'uploads') : Promise.resolve(),
    );
  };
  return Object.assign(addRateLimits, { throttleFailedKeys: failedKeysThrottle(app) });
}

/**
 * Wraps the merchant API's key guard: an address that sent `failedKeysPerWindow` wrong keys in a window
 * is answered 429 for the rest of it, whatever key it sends (guessing keys is not free). Only the
 * guard's API_KEY_INVALID counts; the count is read before the guard and raised after a refusal.
 */
function failedKeysThrottle(app: FastifyInstance) {
  const limiter = app.createRateLimit({
    max: failedKeysPerWindow,
    keyGenerator: (request) => `failed-keys:ip:${request.ip}`,
  });
  const refuse = (result: Awaited<ReturnType<typeof limiter>>) => {
    if (!result.isAllowed && result.isExceeded)
      throw new AppError('TOO_MANY_REQUESTS', { retryAfter: result.ttl / 1000 });
  };
  return (guard: onRequestAsyncHookHandler): onRequestAsyncHookHandler =>
    async function throttledGuard(this: FastifyInstance, request, reply) {
      refuse(await limiter(request, { increment: false }));
      try {
        await guard.call(this, request, reply);
      } catch (error) {
        if (
          error instanceof AppError &&
          (error.code === 'API_KEY_INVALID' || error.code === 'API_KEY_EXPIRED')
        )
          refuse(await limiter(request));
        throw error;
      }
    };
}

/**
 * The Redis connection of the shared counters. Loaded here, not at the top: a start without Redis does
 * not pay for the client (P8). Without the offline queue a command fails at once while Redis is away
 * (and the request goes through) instead of holding the request.
 */
export async function connectRateLimitRedis(url: string, logger: Logger, clock: Clock): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const logError = repeatedFailureLog(logger, clock);
  redis.on('error', (err) => logError({ err }, 'rate limit store unavailable'));
  await redis.connect();
  return redis;
}
