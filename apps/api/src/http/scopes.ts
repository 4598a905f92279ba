import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { authGuard, type Authenticate } from './auth-guard';
import { devToolsGuard } from './dev-tools';
import { sendRouteNotFound } from './error-handler';
import { connectRateLimitRedis, registerRateLimits } from './rate-limits';
import { captainGuard, type AuthenticateCaptain } from './captain-guard';
import { staffGuard, type AuthenticateStaff } from './staff-guard';
import { isAppRoute, registerWebApp, sendAppShell } from './web-app';

/** A module's routes in one scope (/api/client, /api/ops, ...): a compose returns it under the scope's name. */
export type ScopeRoutes = (scope: FastifyInstance) => Promise<void>;

/** The scopes a module's routes may go to (its compose returns one `ScopeRoutes` under each such name). */
export type ScopeName = 'root' | 'client' | 'hooks' | 'pages' | 'v1' | 'ops' | 'captain' | 'dev';

/** A composed module as the scopes see it: its routes per scope, under the scope's name (decision 041). */
export type ModuleScopes = { [S in ScopeName]?: ScopeRoutes };

/**
 * The modules whose routes each scope registers, in the list's order, and the session check that guards
 * each scope: root (health), /api/client, /api/hooks (store and provider webhooks), the public pages,
 * /api/v1 (the merchant API's keys), /api/ops (staff), /api/captain (the captain app), /api/dev.
 */
export interface Scopes {
  modules: ModuleScopes[];
  authenticate: {
    client: Authenticate;
    v1: Authenticate;
    ops: AuthenticateStaff;
    /** The captain app (decision 061): its own sessions; client and staff tokens are unknown here. */
    captain: AuthenticateCaptain;
  };
}

/** The rate limits, the routes by prefix behind their guards, then the web app and the not-found answer. */
export async function registerScopes(
  app: FastifyInstance,
  { config, clock, logger }: { config: Config; clock: Clock; logger: Logger },
  { modules, authenticate }: Scopes,
): Promise<void> {
  // Each scope's routes, module by module in the list's order.
  const routesOf = (scope: ScopeName) => modules.flatMap((m) => m[scope] ?? []);
  const register = async (scope: ScopeName, on: FastifyInstance) => {
    for (const routes of routesOf(scope)) await routes(on);
  };
  // Counters of the limited routes (http/rate-limits.ts): in Redis when instances share one.
  const rateLimitRedis = config.REDIS_URL
    ? await connectRateLimitRedis(config.REDIS_URL, logger.child({ module: 'rate-limits' }), clock)
    : undefined;
  app.addHook('onClose', async () => {
    await rateLimitRedis?.quit().catch(() => undefined);
  });
  const addRateLimits = await registerRateLimits(app, config, rateLimitRedis);

  // Routes, by prefix. Everything under /api/client needs a session unless the route is marked public.
  await register('root', app);
  await app.register(
    async (api) => {
      api.addHook('onRequest', authGuard(authenticate.client));
      addRateLimits(api);
      await register('client', api);
    },
    { prefix: '/api/client' },
  );
  // Store webhooks: no session, the platform's signature instead; a rate budget per address.
  await app.register(
    async (hooks) => {
      addRateLimits(hooks);
      await register('hooks', hooks);
    },
    { prefix: '/api/hooks' },
  );
  // The receiver's tracking pages (decision 062): no session, a budget per address.
  await app.register(async (pages) => {
    addRateLimits(pages);
    await register('pages', pages);
  });
  // The merchant API: an API key instead of a session, the same services, one rate budget per key.
  await app.register(
    async (v1) => {
      v1.addHook('onRequest', addRateLimits.throttleFailedKeys(authGuard(authenticate.v1)));
      addRateLimits(v1);
      await register('v1', v1);
    },
    { prefix: '/api/v1' },
  );
  // The courier's staff console (decision 022): its own sessions; client tokens are unknown here.
  await app.register(
    async (ops) => {
      ops.addHook('onRequest', staffGuard(authenticate.ops));
      addRateLimits(ops);
      await register('ops', ops);
    },
    { prefix: '/api/ops' },
  );
  // The captain app (decision 061): its own sessions; client and staff tokens are unknown here.
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', captainGuard(authenticate.captain));
      addRateLimits(scope);
      await register('captain', scope);
    },
    { prefix: '/api/captain' },
  );
  // The development tools: absent in production, and elsewhere only for a caller on this machine.
  if (config.NODE_ENV !== 'production') {
    await app.register(
      async (dev) => {
        dev.addHook('onRequest', devToolsGuard);
        await register('dev', dev);
      },
      { prefix: '/api/dev' },
    );
  }

  const appShell = await registerWebApp(app, config.WEB_DIST_DIR);
  app.setNotFoundHandler((request, reply) =>
    appShell && isAppRoute(request)
      ? sendAppShell(reply, appShell(request.url, request.headers.cookie))
      : sendRouteNotFound(request, reply),
  );
}
