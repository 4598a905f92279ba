import {
  okSchema,
  pageQuerySchema,
  rotateQuerySchema,
  updateApiBodySchema,
  webhookEventTypesBodySchema,
  webhookDeliveriesResponseSchema,
  webhookResendParamsSchema,
  webhookResendResponseSchema,
  webhookSecretResponseSchema,
  webhookSettingsResponseSchema,
  webhookTestResponseSchema,
} from '@courier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import type { WebhooksService } from './webhooks.service';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';

const tags = ['webhooks'];
const config = { access: 'admin' as const };

/**
 * Where status updates go and how they are signed (spec §7 `update-api`, `delete-client-api`; decision
 * 030): admin only, and every call behind the API page's OTP unlock (403 OTP_REQUIRED without it).
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{
  webhooks: WebhooksService;
  requireUnlocked: (request: FastifyRequest) => Promise<void>;
}> = async (app, { webhooks, requireUnlocked }) => {
  // Form-like calls take JSON or multipart text fields alike (issue 41.15, decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  app.addHook('onRequest', requireUnlocked);

  app.post(
    '/update-api',
    {
      config,
      schema: {
        tags,
        summary:
          'Set the URL that receives signed status updates, and the token sent with them; answers the settings',
        body: updateApiBodySchema,
        response: { 200: webhookSettingsResponseSchema },
      },
    },
    async (request) => {
      await webhooks.updateApi(sessionOf(request), request.body);
      return { success: 1 as const, feed: await webhooks.settings(sessionOf(request)) };
    },
  );

  app.post(
    '/delete-client-api',
    { config, schema: { tags, summary: 'Stop sending status updates', response: { 200: okSchema } } },
    async (request) => {
      await webhooks.deleteApi(sessionOf(request));
      return { success: 1 as const };
    },
  );

  app.get(
    '/link-with-apis/webhooks',
    {
      config,
      schema: {
        tags,
        summary: 'The webhook settings: URL, token masked, signing secret masked',
        response: { 200: webhookSettingsResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await webhooks.settings(sessionOf(request)) }),
  );

  app.post(
    '/link-with-apis/webhooks/secret/reveal',
    {
      config,
      schema: { tags, summary: 'The signing secret in full', response: { 200: webhookSecretResponseSchema } },
    },
    async (request) => ({
      success: 1 as const,
      feed: { signing_secret: await webhooks.revealSecret(sessionOf(request)) },
    }),
  );

  app.post(
    '/link-with-apis/webhooks/secret/rotate',
    {
      config,
      schema: {
        tags,
        summary:
          'A new signing secret; for grace_hours (the setting, 24 by default; 0: none) attempts carry a v1= for the old one too',
        querystring: rotateQuerySchema,
        response: { 200: webhookSecretResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await webhooks.rotateSecret(sessionOf(request), request.query.grace_hours),
    }),
  );

  app.post(
    '/link-with-apis/webhooks/event-types',
    {
      config,
      schema: {
        tags,
        summary:
          'The event types the address receives (null: all, types added later too); answers the settings',
        body: webhookEventTypesBodySchema,
        response: { 200: webhookSettingsResponseSchema },
      },
    },
    async (request) => {
      await webhooks.setEventTypes(sessionOf(request), request.body);
      return { success: 1 as const, feed: await webhooks.settings(sessionOf(request)) };
    },
  );

  app.get(
    '/link-with-apis/webhooks/deliveries',
    {
      config,
      schema: {
        tags,
        summary: 'The delivery log: every attempt, newest first',
        querystring: pageQuerySchema,
        response: { 200: webhookDeliveriesResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await webhooks.deliveries(sessionOf(request), request.query),
    }),
  );

  app.post(
    '/link-with-apis/webhooks/test',
    {
      config,
      schema: {
        tags,
        summary: 'Send a ping event now, through the same outbox, signing and retries',
        response: { 200: webhookTestResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await webhooks.sendTest(sessionOf(request)) }),
  );

  app.post(
    '/link-with-apis/webhooks/:id/resend',
    {
      config,
      schema: {
        tags,
        summary: 'Send an event again (same event id), due now and retried for another 24 hours',
        params: webhookResendParamsSchema,
        response: { 200: webhookResendResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: { event_id: await webhooks.resend(sessionOf(request), request.params.id) },
    }),
  );
};
