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
        tags: ['system'],
        summary: 'Runtime settings of the web app',
        response: { 200: appConfigSchema },
      },
    },
    async () => appConfig,
  );
};
