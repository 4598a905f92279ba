import { confirmationReleaseResponseSchema, orderConfirmationResponseSchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import type { ReceiverConfirmService } from './receiver-confirm.service';

const tags = ['receiver messages'];
const params = z.object({ code: z.string().regex(/^\d{1,20}$/) });

/** The merchant's side of the receiver's confirmation (decision 067): an order's answer, and the release of a held order. */
export const receiverConfirmRoutes: FastifyPluginAsyncZod<{ confirm: ReceiverConfirmService }> = async (
  app,
  { confirm },
) => {
  app.get(
    '/order/:code/confirmation',
    {
      schema: {
        tags,
        summary: "The receiver's confirmation of the order (null when the receiver was not asked)",
        params,
        response: { 200: orderConfirmationResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await confirm.ofOrder(sessionOf(request), request.params.code, languageOf(request)),
    }),
  );

  app.post(
    '/order/:code/confirmation/release',
    {
      schema: {
        tags,
        summary: 'Release an order held for want of confirmation: the captains may take it again',
        params,
        response: { 200: confirmationReleaseResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: { state: await confirm.release(sessionOf(request), request.params.code) },
    }),
  );
};
