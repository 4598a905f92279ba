import {
  okSchema,
  opsShipmentBodySchema,
  opsShipmentEventBodySchema,
  opsShipmentEventParamsSchema,
  opsShipmentListQuerySchema,
  opsShipmentListResponseSchema,
  opsShipmentParamsSchema,
  opsShipmentResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpsTrackingService } from './ops-tracking.service';

const tags = ['ops: international tracking'];
const config = { staffDesk: 'tracking' as const };
const one = { 200: opsShipmentResponseSchema };

/**
 * /api/ops/international-shipments: staff fill the database tracking provider (decision 020) that the
 * merchant's `order/international-search` reads.
 */
export const opsTrackingRoutes: FastifyPluginAsyncZod<{ opsTracking: OpsTrackingService }> = async (
  app,
  { opsTracking },
) => {
  app.get(
    '/international-shipments',
    {
      config,
      schema: {
        tags,
        summary: 'International shipments, latest changed first, searched by a part of the code',
        querystring: opsShipmentListQuerySchema,
        response: { 200: opsShipmentListResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, ...(await opsTracking.list(request.query)) }),
  );

  app.get(
    '/international-shipments/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One shipment with its tracking events, newest first',
        params: opsShipmentParamsSchema,
        response: one,
      },
    },
    async (request) => ({ success: 1 as const, feed: await opsTracking.details(request.params.id) }),
  );

  app.post(
    '/international-shipments',
    {
      config,
      schema: {
        tags,
        summary: 'Add a shipment (409 when another has the code; no client_id: every client may find it)',
        body: opsShipmentBodySchema,
        response: one,
      },
    },
    async (request) => ({ success: 1 as const, feed: await opsTracking.add(request.body) }),
  );

  app.put(
    '/international-shipments/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a shipment',
        params: opsShipmentParamsSchema,
        body: opsShipmentBodySchema,
        response: one,
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await opsTracking.edit(request.params.id, request.body),
    }),
  );

  app.delete(
    '/international-shipments/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a shipment and its events',
        params: opsShipmentParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await opsTracking.remove(request.params.id);
      return { success: 1 as const };
    },
  );

  app.post(
    '/international-shipments/:id/events',
    {
      config,
      schema: {
        tags,
        summary: 'Append a tracking event (Arabic and English descriptions)',
        params: opsShipmentParamsSchema,
        body: opsShipmentEventBodySchema,
        response: one,
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await opsTracking.addEvent(request.params.id, request.body),
    }),
  );

  app.put(
    '/international-shipments/:id/events/:eventId',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a tracking event',
        params: opsShipmentEventParamsSchema,
        body: opsShipmentEventBodySchema,
        response: one,
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await opsTracking.editEvent(request.params.id, request.params.eventId, request.body),
    }),
  );

  app.delete(
    '/international-shipments/:id/events/:eventId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a tracking event',
        params: opsShipmentEventParamsSchema,
        response: one,
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await opsTracking.removeEvent(request.params.id, request.params.eventId),
    }),
  );
};
