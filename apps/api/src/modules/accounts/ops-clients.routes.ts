import {
  opsClientDetailsResponseSchema,
  opsClientListQuerySchema,
  opsClientListResponseSchema,
  opsClientParamsSchema,
  opsClientSuspendResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../http/language';
import type { OpsClientsService } from './ops-clients.service';

const tags = ['ops: clients'];
const config = { staffDesk: 'clients' as const };

/** The clients desk under /api/ops (issue 7 §5). */
export const opsClientsRoutes: FastifyPluginAsyncZod<{ opsClients: OpsClientsService }> = async (
  app,
  { opsClients },
) => {
  app.get(
    '/clients',
    {
      config,
      schema: {
        tags,
        summary: 'Clients, searched by name, phone, email or id',
        querystring: opsClientListQuerySchema,
        response: { 200: opsClientListResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, ...(await opsClients.list(request.query)) }),
  );

  app.get(
    '/clients/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One client: balance, orders by status, latest orders and missions',
        params: opsClientParamsSchema,
        response: { 200: opsClientDetailsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await opsClients.details(request.params.id, languageOf(request)),
    }),
  );

  app.post(
    '/clients/:id/suspend',
    {
      config,
      schema: {
        tags,
        summary: 'Suspend a client (is_freezed); its open sessions are told at once',
        params: opsClientParamsSchema,
        response: { 200: opsClientSuspendResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await opsClients.suspend(request.params.id) }),
  );

  app.post(
    '/clients/:id/unsuspend',
    {
      config,
      schema: {
        tags,
        summary: 'Lift a client’s suspension',
        params: opsClientParamsSchema,
        response: { 200: opsClientSuspendResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await opsClients.unsuspend(request.params.id) }),
  );
};
