import {
  notificationFetchQuerySchema,
  notificationFetchResponseSchema,
  notificationReadAllBodySchema,
  notificationReadAllResponseSchema,
  notificationSaveSettingsBodySchema,
  notificationSettingsResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import type { NotificationsService } from './notifications.service';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';

const tags = ['notifications'];

/**
 * Spec §7 "Notifications": the list, the switches and "mark all read". A suspended client still reads its
 * notifications (they tell it what happened to its orders and money).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  // Form-like calls take JSON or multipart text fields alike (issue 41.15, decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  app.post(
    '/notification/fetch',
    {
      schema: {
        tags,
        summary:
          'The notifications the caller may see, newest first; max_notification_id anchors the pages, type filters by type code',
        querystring: notificationFetchQuerySchema,
        response: { 200: notificationFetchResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await notifications.fetch(sessionOf(request), request.query, languageOf(request))),
    }),
  );

  app.post(
    '/notification/read-all',
    {
      schema: {
        tags,
        summary: "Marks the caller's notifications read, up to max_notification_id (default: all)",
        body: notificationReadAllBodySchema
          .nullish()
          .transform((v) => v ?? { max_notification_id: undefined }),
        response: { 200: notificationReadAllResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await notifications.markAllRead(sessionOf(request), request.body.max_notification_id)),
    }),
  );

  app.get(
    '/notification/settings',
    {
      schema: {
        tags,
        summary:
          'The per-type switches of the client (status 1: pushed live and on the desktop; 0: list only)',
        response: { 200: notificationSettingsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await notifications.settings(sessionOf(request), languageOf(request)),
    }),
  );

  app.post(
    '/notification/save-settings',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Switches one type on or off for the whole client (main account only); answers the switches',
        body: notificationSaveSettingsBodySchema,
        response: { 200: notificationSettingsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await notifications.saveSetting(
        sessionOf(request),
        request.body.type,
        request.body.status,
        languageOf(request),
      ),
    }),
  );
};
