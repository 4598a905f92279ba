import {
  receiverLinkResponseSchema,
  receiverSettingsBodySchema,
  receiverSettingsResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth-guard';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';
import type { ReceiverService } from './receiver.service';

const tags = ['receiver messages'];

/** The merchant's side: which messages its receivers get (main account), and an order's tracking link. */
export const receiverRoutes: FastifyPluginAsyncZod<{ receiver: ReceiverService }> = async (
  app,
  { receiver },
) => {
  // Like every form-like call under /api/client: multipart fields as well as JSON (decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  app.get(
    '/receiver/settings',
    {
      schema: {
        tags,
        summary: 'Which messages the receivers get, and in which language',
        response: { 200: receiverSettingsResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await receiver.settings(sessionOf(request)) }),
  );

  app.post(
    '/receiver/settings',
    {
      config: { access: 'admin' as const },
      schema: {
        tags,
        summary: 'Switch receiver messages on or off, per event',
        body: receiverSettingsBodySchema,
        response: { 200: receiverSettingsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await receiver.saveSettings(sessionOf(request), request.body),
    }),
  );

  app.get(
    '/order/:code/tracking-link',
    {
      schema: {
        tags,
        summary: "The order's tracking link for its receiver (made on first use)",
        params: z.object({ code: z.string().regex(/^\d{1,20}$/) }),
        response: { 200: receiverLinkResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: { url: await receiver.trackingLink(sessionOf(request), request.params.code) },
    }),
  );
};
