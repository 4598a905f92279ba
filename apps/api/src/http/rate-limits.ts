import type { onRequestAsyncHookHandler } from 'fastify';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { repeatedFailureLog } from '../logger';
import { AppError } from './app-error';

/** Kinds of expensive work, each with its own budget per client (per address for the sign-in calls). */
export type LimitClass = 'exports' | 'sheets' | 'imports' | 'prints' | 'logins' | 'api';

/**
 * The expensive routes, by their URL as registered, and the budget they draw on. A new expensive route
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
};

/**
 * Whole scopes that draw on one budget: every call of the merchant API (decision 029), and the store
 * webhooks (per address: they come before any session).
 */
const rateLimitedScopes: ReadonlyArray<[prefix: string, limitClass: LimitClass]> = [
  ['/api/v1/', 'api'],
  ['/api/hooks/', 'api'],
];

const limitClassOf = (url: string): LimitClass | undefined =>
  rateLimitedRoutes[url] ?? rateLimitedScopes.find(([prefix]) => url.startsWith(prefix))?.[1];

/** Counts hits of a key within its window; shared by every instance when it lives in Redis. */
export interface RateLimitStore {
  /** Adds one hit to `key` and returns the hits so far; the key is forgotten after `ttlMs`. */
  hit(key: string, ttlMs: number): Promise<number>;
  close(): Promise<void>;
}

export type RateLimitSettings = Pick<
  Config,
  | 'RATE_LIMIT_WINDOW_MS'
  | 'RATE_LIMIT_EXPORTS'
  | 'RATE_LIMIT_SHEETS'
  | 'RATE_LIMIT_IMPORTS'
  | 'RATE_LIMIT_PRINTS'
  | 'RATE_LIMIT_LOGINS'
  | 'RATE_LIMIT_API'
>;

const limitOf = (settings: RateLimitSettings, limitClass: LimitClass): number =>
  ({
    exports: settings.RATE_LIMIT_EXPORTS,
    sheets: settings.RATE_LIMIT_SHEETS,
    imports: settings.RATE_LIMIT_IMPORTS,
    prints: settings.RATE_LIMIT_PRINTS,
    logins: settings.RATE_LIMIT_LOGINS,
    api: settings.RATE_LIMIT_API,
  })[limitClass];

/**
 * One onRequest hook for every route of the table, added after the auth guard so that it knows the
 * client: a fixed window per class and client (per address when anonymous, and always for the sign-in
 * calls, which come before a session). Over the limit: 429 TOO_MANY_REQUESTS with Retry-After, in the
 * caller's language, before the body is read. If the store cannot be reached the request goes through:
 * an unreachable Redis must not take the portal down with it.
 */
export function rateLimit(deps: {
  settings: RateLimitSettings;
  store: RateLimitStore;
  clock: Clock;
  logger: Logger;
}): onRequestAsyncHookHandler {
  const { settings, store, clock } = deps;
  const windowMs = settings.RATE_LIMIT_WINDOW_MS;
  const logStoreFailure = repeatedFailureLog(deps.logger, clock);
  return async (request) => {
    const limitClass = limitClassOf(request.routeOptions.url ?? '');
    if (!limitClass) return;
    const limit = limitOf(settings, limitClass);
    if (limit === 0) return;
    const who =
      request.auth && limitClass !== 'logins' ? `client:${request.auth.clientId}` : `ip:${request.ip}`;
    const now = clock.now().getTime();
    const window = Math.floor(now / windowMs);
    let hits: number;
    try {
      hits = await store.hit(`${limitClass}:${who}:${window}`, windowMs);
    } catch (err) {
      logStoreFailure({ err }, 'rate limit store unavailable');
      return;
    }
    if (hits > limit) {
      request.log.info({ limit_class: limitClass, hits }, 'rate limited');
      throw new AppError('TOO_MANY_REQUESTS', { retryAfter: ((window + 1) * windowMs - now) / 1000 });
    }
  };
}

/** Counters in this process (one instance, or no Redis): only the current windows are kept. */
export function memoryRateLimitStore(): RateLimitStore {
  const counts = new Map<string, { hits: number; until: number }>();
  let sweptAt = Date.now();
  return {
    async hit(key, ttlMs) {
      const now = Date.now();
      if (now - sweptAt > ttlMs) {
        for (const [k, entry] of counts) if (entry.until <= now) counts.delete(k);
        sweptAt = now;
      }
      const entry = counts.get(key);
      if (entry && entry.until > now) return ++entry.hits;
      counts.set(key, { hits: 1, until: now + ttlMs });
      return 1;
    },
    async close() {
      counts.clear();
    },
  };
}

/** INCR and, on the first hit, PEXPIRE, atomically. */
const hitScript = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** Counters in Redis, so that every instance behind the load balancer draws on the same budget. */
export async function redisRateLimitStore(
  url: string,
  logger: Logger,
  clock: Clock,
): Promise<RateLimitStore> {
  // Loaded here, not at the top: a start without Redis does not pay for its ~600 files (P8).
  const { createClient } = await import('redis');
  // Without the offline queue a command fails at once while Redis is away, instead of holding the request.
  const client = createClient({ url, disableOfflineQueue: true });
  const logError = repeatedFailureLog(logger, clock);
  client.on('error', (err) => logError({ err }, 'redis error'));
  await client.connect();
  return {
    async hit(key, ttlMs) {
      return Number(await client.eval(hitScript, { keys: [`rate:${key}`], arguments: [String(ttlMs)] }));
    },
    async close() {
      await client.quit().catch(() => undefined);
    },
  };
}
