import { outboxResponseSchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessagingService } from './messaging.service';

/**
 * `GET /api/dev/outbox`: the newest messages with their codes, so a tester can read an OTP (docs/architecture.md).
 * app.ts registers it only outside production, behind http/dev-tools.ts (callers on this machine only).
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ messaging: MessagingService }> = async (
  app,
  { messaging },
) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages the default provider kept (not in production)',
        response: { 200: outboxResponseSchema },
      },
    },
    async () => ({ success: 1 as const, feed: await messaging.latestOutbox() }),
  );
};
