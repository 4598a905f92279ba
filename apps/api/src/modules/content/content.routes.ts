import { staticPageParamsSchema, staticPageResponseSchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentService } from './content.service';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  // Public: the terms are shown before login too (/publictermsandconditions).
  app.get(
    '/pages/:id',
    {
      config: { public: true },
      schema: {
        tags: ['content'],
        summary: 'A static page in Arabic and English (1 = terms and conditions)',
        params: staticPageParamsSchema,
        response: { 200: staticPageResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await content.page(request.params.id) }),
  );
};
