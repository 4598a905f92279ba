import {
  supplyDetailsResponseSchema,
  supplyListQuerySchema,
  supplyListResponseSchema,
  supplyParamsSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { denySuspended, sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import { sendFile } from '../../http/send-file';
import type { SuppliesService } from './supplies.service';

const tags = ['supplies'];

/**
 * The merchant's statements (issue 7 §4): its supplies, each with its orders' collected amount, shipping
 * fee and net, and both as xlsx. Like the balance, closed to a suspended client.
 */
export const suppliesRoutes: FastifyPluginAsyncZod<{ supplies: SuppliesService }> = async (
  app,
  { supplies },
) => {
  app.addHook('onRequest', denySuspended);

  app.get(
    '/supplies',
    {
      schema: {
        tags,
        summary: 'The client’s supplies, newest first (amounts as exact decimal strings)',
        querystring: supplyListQuerySchema,
        response: { 200: supplyListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await supplies.list(sessionOf(request).clientId, request.query)),
    }),
  );

  app.get(
    '/supplies/export',
    { schema: { tags, summary: 'The client’s supplies as an xlsx file' } },
    async (request, reply) =>
      sendFile(reply, await supplies.exportList(sessionOf(request).clientId, languageOf(request))),
  );

  app.get(
    '/supplies/:id',
    {
      schema: {
        tags,
        summary: 'One supply’s statement: per order the collected amount, the shipping fee and the net',
        params: supplyParamsSchema,
        response: { 200: supplyDetailsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await supplies.details(sessionOf(request).clientId, request.params.id),
    }),
  );

  app.get(
    '/supplies/:id/export',
    { schema: { tags, summary: 'One supply’s statement as an xlsx file', params: supplyParamsSchema } },
    async (request, reply) =>
      sendFile(
        reply,
        await supplies.exportDetails(sessionOf(request).clientId, request.params.id, languageOf(request)),
      ),
  );
};
