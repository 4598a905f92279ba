import {
  captainActionDataField,
  captainActionResponseSchema,
  captainOrderParamsSchema,
  deliverBodySchema,
  failAttemptBodySchema,
  okSchema,
  runOrderBodySchema,
  runResponseSchema,
  runScanBodySchema,
  runScanResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { captainOf } from '../../http/captain-guard';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../http/language';
import { acceptMultipartFiles } from '../../http/multipart-files';
import type { CaptainOrdersService } from './captain-orders.service';

const tags = ['captain: run'];
const idempotencyHeader = z.object({ 'idempotency-key': z.string().max(200).optional() }).loose();

/** /api/captain/run and the captain's deliver and fail (decision 061). */
export const captainOrdersRoutes: FastifyPluginAsyncZod<{ captainOrders: CaptainOrdersService }> = async (
  app,
  { captainOrders },
) => {
  // Deliver and fail take JSON, or multipart with the same JSON in the field `data` and one image in
  // `file` (a photo or signature proof, a failed attempt's photo; decision 065).
  await acceptMultipartFiles(app);
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const data = (request.body as Record<string, unknown> | undefined)?.[captainActionDataField];
    if (typeof data !== 'string') throw new AppError('BAD_REQUEST');
    try {
      request.body = JSON.parse(data);
    } catch {
      throw new AppError('BAD_REQUEST');
    }
  });

  app.get(
    '/run',
    {
      schema: {
        tags,
        summary: "Today's run: the orders with this captain, in his route order",
        response: { 200: runResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await captainOrders.run(captainOf(request), languageOf(request)),
    }),
  );

  app.post(
    '/run/order',
    {
      schema: {
        tags,
        summary: 'Save the route order (order ids, first stop first)',
        body: runOrderBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await captainOrders.reorder(captainOf(request), request.body.order_ids);
      return { success: 1 as const };
    },
  );

  app.post(
    '/run/scan',
    {
      schema: {
        tags,
        summary: 'Confirm a parcel by its scanned or typed code (404 when it is not in the run)',
        body: runScanBodySchema,
        response: { 200: runScanResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await captainOrders.scan(captainOf(request), request.body.code, languageOf(request)),
    }),
  );

  app.post(
    '/orders/:id/deliver',
    {
      schema: {
        tags,
        summary:
          'Deliver: collected amount (a partial one needs a reason) and proof: the receiver’s code, or a photo or signature (multipart: this JSON in `data`, the JPEG or PNG in `file`); once per Idempotency-Key',
        params: captainOrderParamsSchema,
        headers: idempotencyHeader,
        body: deliverBodySchema,
        response: { 200: captainActionResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await captainOrders.deliver(
        captainOf(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
        request.uploads,
      ),
    }),
  );

  app.post(
    '/orders/:id/fail',
    {
      schema: {
        tags,
        summary:
          'A failed attempt with a reason from the shared list and an optional photo (multipart: this JSON in `data`, the image in `file`); once per Idempotency-Key',
        params: captainOrderParamsSchema,
        headers: idempotencyHeader,
        body: failAttemptBodySchema,
        response: { 200: captainActionResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await captainOrders.fail(
        captainOf(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
        request.uploads,
      ),
    }),
  );
};

/**
 * `GET /api/dev/delivery-codes/:id`: the receiver's delivery code, as their message would carry it (the
 * dev outbox's counterpart until receiver messages send it). Outside production, this machine only.
 */
export const devDeliveryCodesRoutes: FastifyPluginAsyncZod<{ captainOrders: CaptainOrdersService }> = async (
  app,
  { captainOrders },
) => {
  app.get(
    '/delivery-codes/:id',
    {
      schema: {
        tags: ['dev'],
        summary: "An order's receiver delivery code (not in production)",
        params: captainOrderParamsSchema,
        response: { 200: z.object({ success: z.literal(1), code: z.string().nullable() }) },
      },
    },
    async (request) => ({
      success: 1 as const,
      code: await captainOrders.deliveryCodeFor(request.params.id),
    }),
  );
};
