import {
  faqBodySchema,
  faqResponseSchema,
  staticPageParamsSchema,
  staticPageResponseSchema,
  videosResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../http/language';
import type { ContentService } from './content.service';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  // Form-like calls take JSON or multipart text fields alike (issue 41.15, decision 056).
  await acceptMultipartFields(app, formFieldLimits);
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

  app.post(
    '/faq',
    {
      schema: {
        tags: ['content'],
        summary: 'The FAQ in the caller’s language: one category by name (`/faq/{name}`) or all',
        body: faqBodySchema.nullish(),
        response: { 200: faqResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await content.faqs(request.body?.name, languageOf(request)),
    }),
  );

  app.post(
    '/popular_videos',
    {
      schema: {
        tags: ['content'],
        summary: 'The tutorial videos shown on the dashboard, in the caller’s language',
        response: { 200: videosResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await content.videos(languageOf(request)) }),
  );
};
