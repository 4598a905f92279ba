import { appConfigSchema, type AppConfig } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `GET /api/client/app-config`: the web app's runtime settings, so one setting drives server and SPA. */
export const appConfigRoutes: FastifyPluginAsyncZod<{ appConfig: AppConfig }> = async (
  app,
  { appConfig },
) => {
  app.get(
    '/app-config',
    {
      config: { public: true },
      schema: {
        // The web app's own settings, read as it starts: not an API a client calls, so out of the
        // OpenAPI document (it can refuse nothing, so Redocly would rightly flag it as undocumented 4XX).
        hide: true,
        summary: 'Runtime settings of the web app',
        response: { 200: appConfigSchema },
      },
    },
    async () => appConfig,
  );
};
