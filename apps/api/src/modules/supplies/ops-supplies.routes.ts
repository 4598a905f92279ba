import {
  createSupplyBodySchema,
  createSupplyResponseSchema,
  opsSupplyExportQuerySchema,
  opsSupplyListQuerySchema,
  owedQuerySchema,
  owedResponseSchema,
  reconcileResponseSchema,
  supplyClientsQuerySchema,
  supplyClientsResponseSchema,
  supplyDetailsResponseSchema,
  supplyListResponseSchema,
  supplyParamsSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../http/language';
import { sendFile } from '../../http/send-file';
import { staffOf } from '../../http/staff-guard';
import type { SuppliesService } from './supplies.service';

const tags = ['ops: supplies'];
const config = { staffDesk: 'supplies' as const };
/** The ledger's reconciliation: admin only (the `ledger` desk lists no other role). */
const adminOnly = { staffDesk: 'ledger' as const };

/** The ops supplies desk (issue 7 §4): what a client is owed, settling it, and the supplies so far. */
export const opsSuppliesRoutes: FastifyPluginAsyncZod<{ supplies: SuppliesService }> = async (
  app,
  { supplies },
) => {
  app.post(
    '/supplies',
    {
      config,
      schema: {
        tags,
        summary:
          'Supply a client: settles its delivered orders (all, or order_codes) given → wallet in one ' +
          'transaction (honours the Idempotency-Key header)',
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }).loose(),
        body: createSupplyBodySchema,
        response: { 200: createSupplyResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await supplies.create(
        staffOf(request),
        request.body,
        request.headers['idempotency-key'],
        languageOf(request),
      ),
    }),
  );

  app.get(
    '/supplies/clients',
    {
      config,
      schema: {
        tags,
        summary: 'Clients to supply, by name; those with delivered unsettled orders first',
        querystring: supplyClientsQuerySchema,
        response: { 200: supplyClientsResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await supplies.clients(request.query.search) }),
  );

  app.get(
    '/supplies/owed',
    {
      config,
      schema: {
        tags,
        summary: 'What a client is owed: its delivered orders not yet supplied, with collected, fee and net',
        querystring: owedQuerySchema,
        response: { 200: owedResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, ...(await supplies.owed(request.query.client_id)) }),
  );

  app.get(
    '/supplies',
    {
      config,
      schema: {
        tags,
        summary: 'Supplies, newest first: every client’s or one client’s',
        querystring: opsSupplyListQuerySchema,
        response: { 200: supplyListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await supplies.list(request.query.client_id, request.query)),
    }),
  );

  app.get(
    '/supplies/export',
    {
      config,
      schema: {
        tags,
        summary:
          'The supplied orders (every client’s or one’s) as an xlsx file, streamed, each with whether its ' +
          'captain handed its cash in',
        querystring: opsSupplyExportQuerySchema,
      },
    },
    async (request, reply) => sendFile(reply, supplies.exportDesk(request.query, languageOf(request))),
  );

  app.get(
    '/supplies/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One supply with its orders',
        params: supplyParamsSchema,
        response: { 200: supplyDetailsResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await supplies.details(undefined, request.params.id) }),
  );

  app.get(
    '/reconcile',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: "Checks the ledger's invariants over the whole database and names each mismatch",
        response: { 200: reconcileResponseSchema },
      },
    },
    async () => ({ success: 1 as const, feed: await supplies.reconcile() }),
  );
};
