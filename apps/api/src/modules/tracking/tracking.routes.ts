import { internationalSearchQuerySchema, internationalSearchResponseSchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import type { TrackingService } from './tracking.service';

/** spec §7 `GET order/international-search?code` → `Tracking` (the screen shows the first). */
export const trackingRoutes: FastifyPluginAsyncZod<{ tracking: TrackingService }> = async (
  app,
  { tracking },
) => {
  app.get(
    '/order/international-search',
    {
      schema: {
        tags: ['tracking'],
        summary: 'International shipment tracking by code (404 when no shipment has it)',
        querystring: internationalSearchQuerySchema,
        response: { 200: internationalSearchResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      Tracking: await tracking.search(sessionOf(request).clientId, request.query.code, languageOf(request)),
    }),
  );
};
