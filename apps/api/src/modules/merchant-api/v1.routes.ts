import {
  apiCreateTicketBodySchema,
  apiOrderCodeParamsSchema,
  apiTicketTypesResponseSchema,
  apiOrderListQuerySchema,
  apiOrderDetailsResponseSchema,
  apiOrderListResponseSchema,
  apiOrderStatesResponseSchema,
  areaParamsSchema,
  areasResponseSchema,
  bulkOrdersBodySchema,
  bulkOrdersResponseSchema,
  cancelOrderBodySchema,
  createTicketResponseSchema,
  governmentsResponseSchema,
  okSchema,
  orderStateMachine,
  reasonTypes,
  reasonsQuerySchema,
  reasonsResponseSchema,
  submitOrderBodySchema,
  submitOrderResponseSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
} from '@courier/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { denySuspended, sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import { isReplayed } from '../idempotency/idempotency.service';
import type { LookupsService } from '../lookups/lookups.service';
import type { OrdersService } from '../orders/orders.service';
import type { TicketsService } from '../tickets/tickets.service';
import type { MerchantApiService } from './merchant-api.service';

/** Orders refuse a suspended client, as in the portal (spec §1). */
const tags = ['v1 orders'];
const idempotencyHeader = z.object({ 'idempotency-key': z.string().max(200).optional() }).loose();
const idempotencyKey = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A create answers 201 (decision 055); a stored result answered again for a repeated Idempotency-Key
 * says so in `Idempotent-Replayed: true`.
 */
function created201(reply: FastifyReply, result: unknown): void {
  reply.code(201);
  if (isReplayed(result)) reply.header('idempotent-replayed', 'true');
}

export interface V1Services {
  merchantApi: MerchantApiService;
  orders: OrdersService;
  tickets: TicketsService;
  lookups: LookupsService;
}

/**
 * The merchant API, /api/v1 (decision 029): `Authorization: Bearer <api key>`, the portal's own services
 * and rules, the portal's envelope and error codes. Orders refuse a suspended client as the portal does.
 */
export const v1Routes: FastifyPluginAsyncZod<V1Services> = async (app, services) => {
  const { merchantApi, orders, tickets, lookups } = services;

  app.post(
    '/orders',
    {
      onRequest: denySuspended,
      schema: {
        tags,
        summary: 'Create an order (the portal form’s fields and rules); honours Idempotency-Key',
        headers: idempotencyHeader,
        body: submitOrderBodySchema,
        response: { 201: submitOrderResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await orders.submit(
        sessionOf(request),
        request.body,
        idempotencyKey(request.headers['idempotency-key']),
        'api',
      );
      created201(reply, created);
      return { success: 1 as const, ...created };
    },
  );

  app.post(
    '/orders/bulk',
    {
      onRequest: denySuspended,
      schema: {
        tags,
        summary:
          'Create up to 500 orders, all or none; 422 BULK_ROWS_INVALID lists every bad row (from 0) and field',
        headers: idempotencyHeader,
        body: bulkOrdersBodySchema,
        response: { 201: bulkOrdersResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await merchantApi.createBulk(
        sessionOf(request),
        request.body.orders,
        idempotencyKey(request.headers['idempotency-key']),
        languageOf(request),
      );
      created201(reply, created);
      return { success: 1 as const, feed: created };
    },
  );

  app.get(
    '/orders',
    {
      onRequest: denySuspended,
      schema: {
        tags,
        summary: 'Orders, newest first, by status and creation days; pass next_cursor back as cursor',
        querystring: apiOrderListQuerySchema,
        response: { 200: apiOrderListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await merchantApi.listOrders(sessionOf(request), request.query, languageOf(request))),
    }),
  );

  app.get(
    '/orders/:code',
    {
      onRequest: denySuspended,
      schema: {
        tags,
        summary: 'One order by code or bar code, with the actions allowed now',
        params: apiOrderCodeParamsSchema,
        response: { 200: apiOrderDetailsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await merchantApi.order(sessionOf(request), request.params.code, languageOf(request)),
    }),
  );

  app.get(
    '/order-states',
    {
      schema: {
        tags,
        summary: 'The order states (number, name, label) and their moves: the state machine the server runs',
        response: { 200: apiOrderStatesResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: orderStateMachine(languageOf(request)) }),
  );

  app.post(
    '/orders/:code/send',
    {
      onRequest: denySuspended,
      config: { refuses: ['409'] },
      schema: {
        tags,
        summary: 'Send a saved order to the courier',
        params: apiOrderCodeParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await merchantApi.send(sessionOf(request), request.params.code, languageOf(request));
      return { success: 1 as const };
    },
  );

  app.post(
    '/orders/:code/cancel',
    {
      onRequest: denySuspended,
      config: { refuses: ['409'] },
      schema: {
        tags,
        summary: 'Cancel an order with a reason id (type) from /cancel-reasons',
        params: apiOrderCodeParamsSchema,
        body: cancelOrderBodySchema.pick({ type: true }),
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await merchantApi.cancel(
        sessionOf(request),
        request.params.code,
        request.body.type,
        languageOf(request),
      );
      return { success: 1 as const };
    },
  );

  app.get(
    '/cancel-reasons',
    {
      onRequest: denySuspended,
      schema: {
        tags,
        summary: 'The reasons an order can be cancelled or delayed with (type 5), paged',
        querystring: reasonsQuerySchema.omit({ type: true }),
        response: { 200: reasonsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await orders.reasons(reasonTypes.order_delay, languageOf(request), request.query),
    }),
  );

  app.post(
    '/tickets',
    {
      // An order complaint names its order by code in the body.
      config: { refuses: ['404'] },
      schema: {
        tags: ['v1 tickets'],
        summary:
          'Open a complaint about an order (type 1 with order_code) or a mission (type 1, mission_complaint 1), ' +
          'or an inquiry (type 2); the type ids come from GET /ticket-types',
        body: apiCreateTicketBodySchema,
        response: { 201: createTicketResponseSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const lang = languageOf(request);
      const body = await merchantApi.ticketBody(session, request.body, lang);
      const created = await tickets.create(session, body, [], lang);
      created201(reply, created);
      return { success: 1 as const, ...created };
    },
  );

  app.get(
    '/ticket-types',
    {
      schema: {
        tags: ['v1 tickets'],
        summary: 'The complaint types (each with its titles) and inquiry types a ticket is opened with',
        response: { 200: apiTicketTypesResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: {
        complaint_types: tickets.complaintTypes(languageOf(request)),
        inquiry_types: tickets.inquiryTypes(languageOf(request)),
      },
    }),
  );

  app.get(
    '/tickets',
    {
      schema: {
        tags: ['v1 tickets'],
        summary: 'The tickets, newest first, by status / id / seen_by_client, paged',
        querystring: ticketListQuerySchema,
        response: { 200: ticketListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await tickets.list(sessionOf(request), request.query, languageOf(request)),
    }),
  );

  app.get(
    '/governorates',
    {
      schema: {
        tags: ['v1 places'],
        summary: "Egypt's governorates",
        response: { 200: governmentsResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await lookups.governorates(languageOf(request)) }),
  );

  app.get(
    '/governorates/:id/areas',
    {
      schema: {
        tags: ['v1 places'],
        summary: 'The areas of one governorate',
        params: areaParamsSchema,
        response: { 200: areasResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await lookups.areas(request.params.id, languageOf(request)),
    }),
  );
};
