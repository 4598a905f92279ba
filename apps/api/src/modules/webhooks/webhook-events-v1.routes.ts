import {
  apiEventListQuerySchema,
  apiEventListResponseSchema,
  apiEventParamsSchema,
  apiEventResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import type { WebhooksService } from './webhooks.service';

const tags = ['v1 events'];

/**
 * The events API, /api/v1/events (decision 073, as Stripe's): the events written for the client's
 * webhook address, newest first, each the very body delivered (with `sequence`), kept while the outbox
 * keeps them (WEBHOOK_RETENTION_DAYS after they ended, 30 by default).
 */
export const webhookEventsV1Routes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  app.get(
    '/events',
    {
      schema: {
        tags,
        summary:
          'Events, newest first, by type, order code and creation days; pass next_cursor back as cursor',
        querystring: apiEventListQuerySchema,
        response: { 200: apiEventListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await webhooks.events(sessionOf(request), request.query)),
    }),
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'One event by its id (X-Courier-Event-Id), the body as delivered',
        params: apiEventParamsSchema,
        response: { 200: apiEventResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await webhooks.event(sessionOf(request), request.params.id),
    }),
  );
};
