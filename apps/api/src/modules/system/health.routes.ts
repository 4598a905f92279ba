import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/**
 * Liveness and readiness. /healthz is pinged every 2 s by every open web app (connectivity toast), so it
 * touches nothing and is not logged; /readyz asks the database. Probes, not the API: out of the OpenAPI
 * documents (`hide`), which describe what a client calls.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<boolean> }> = async (
  app,
  { ping },
) => {
  app.get(
    '/healthz',
    { logLevel: 'silent', schema: { hide: true, response: { 200: healthSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    { logLevel: 'warn', schema: { hide: true, response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await ping())
        ? { status: 'ok' as const }
        : reply.status(503).send({ status: 'unavailable' as const });
    },
  );
};
