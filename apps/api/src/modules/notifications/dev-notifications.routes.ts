import { devNotificationBodySchema, okSchema, type MessageKey } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NotificationsService } from './notifications.service';

/**
 * `POST /api/dev/notifications`: records one notification through the Notifier and pushes it after the
 * commit, exactly as an event source does. For tests and demos before the staff's moves exist; app.ts
 * registers it only outside production, behind http/dev-tools.ts (callers on this machine only).
 */
export const devNotificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.post(
    '/notifications',
    {
      schema: {
        tags: ['dev'],
        summary: 'Records a notification through the Notifier (not in production)',
        body: devNotificationBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { client_id, user_id, type, message_key, params, subject } = request.body;
      await notifications.recordNow([
        {
          clientId: client_id,
          userId: user_id ?? null,
          type,
          messageKey: message_key as MessageKey,
          params: params ?? {},
          ...(subject ? { subject: { kind: subject.kind, id: subject.id, code: subject.code ?? null } } : {}),
        },
      ]);
      return { success: 1 as const };
    },
  );
};
