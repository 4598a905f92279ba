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

/** A module's routes in one scope (/api/client, /api/ops, ...); app.ts lists them in registration order. */
export type ScopeRoutes = (scope: FastifyInstance) => Promise<void>;

/** Each prefix's routes (in order) and the session check that guards it. */
export interface Scopes {
  root: ScopeRoutes[];
  client: { authenticate: Authenticate; routes: ScopeRoutes[] };
  hooks: ScopeRoutes[];
  /** Public pages for people, no session, rate limited per address (the receiver's tracking page). */
  pages: ScopeRoutes[];
  v1: { authenticate: Authenticate; routes: ScopeRoutes[] };
  ops: { authenticate: AuthenticateStaff; routes: ScopeRoutes[] };
  /** The captain app (decision 061): its own sessions; client and staff tokens are unknown here. */
  captain?: { authenticate: AuthenticateCaptain; routes: ScopeRoutes[] };
  dev: ScopeRoutes[];
}

/** The rate limits, the routes by prefix behind their guards, then the web app and the not-found answer. */
export async function registerScopes(
  app: FastifyInstance,
  { config, clock, logger }: { config: Config; clock: Clock; logger: Logger },
  scopes: Scopes,
): Promise<void> {
  // Counters of the limited routes (http/rate-limits.ts): in Redis when instances share one.
  const rateLimitRedis = config.REDIS_URL
    ? await connectRateLimitRedis(config.REDIS_URL, logger.child({ module: 'rate-limits' }), clock)
    : undefined;
  app.addHook('onClose', async () => {
    await rateLimitRedis?.quit().catch(() => undefined);
  });
  const addRateLimits = await registerRateLimits(app, config, rateLimitRedis);

  // Routes, by prefix. Everything under /api/client needs a session unless the route is marked public.
  for (const routes of scopes.root) await routes(app);
  await app.register(
    async (api) => {
      api.addHook('onRequest', authGuard(scopes.client.authenticate));
      addRateLimits(api);
      for (const routes of scopes.client.routes) await routes(api);
    },
    { prefix: '/api/client' },
  );
  // Store webhooks: no session, the platform's signature instead; a rate budget per address.
  await app.register(
    async (hooks) => {
      addRateLimits(hooks);
      for (const routes of scopes.hooks) await routes(hooks);
    },
    { prefix: '/api/hooks' },
  );
  // The receiver's tracking pages (decision 062): no session, a budget per address.
  await app.register(async (pages) => {
    addRateLimits(pages);
    for (const routes of scopes.pages) await routes(pages);
  });
  // The merchant API: an API key instead of a session, the same services, one rate budget per key.
  await app.register(
    async (v1) => {
      v1.addHook('onRequest', addRateLimits.throttleFailedKeys(authGuard(scopes.v1.authenticate)));
      addRateLimits(v1);
      for (const routes of scopes.v1.routes) await routes(v1);
    },
    { prefix: '/api/v1' },
  );
  // The courier's staff console (decision 022): its own sessions; client tokens are unknown here.
  await app.register(
    async (ops) => {
      ops.addHook('onRequest', staffGuard(scopes.ops.authenticate));
      addRateLimits(ops);
      for (const routes of scopes.ops.routes) await routes(ops);
    },
    { prefix: '/api/ops' },
  );
  const captain = scopes.captain;
  if (captain) {
    await app.register(
      async (scope) => {
        scope.addHook('onRequest', captainGuard(captain.authenticate));
        addRateLimits(scope);
        for (const routes of captain.routes) await routes(scope);
      },
      { prefix: '/api/captain' },
    );
  }
  // The development tools: absent in production, and elsewhere only for a caller on this machine.
  if (config.NODE_ENV !== 'production') {
    await app.register(
      async (dev) => {
        dev.addHook('onRequest', devToolsGuard);
        for (const routes of scopes.dev) await routes(dev);
      },
      { prefix: '/api/dev' },
    );
  }

  const appShell = await registerWebApp(app, config.WEB_DIST_DIR);
  app.setNotFoundHandler((request, reply) =>
    appShell && isAppRoute(request)
      ? sendAppShell(reply, appShell(request.url))
      : sendRouteNotFound(request, reply),
  );
}
