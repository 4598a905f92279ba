import {
  captainsResponseSchema,
  governmentsResponseSchema,
  okSchema,
  opsOrderMoveBodySchema,
  opsOrderAttemptsQuerySchema,
  opsOrderAttemptsResponseSchema,
  opsOrderMoveResponseSchema,
  opsOrdersQuerySchema,
  opsOrdersResponseSchema,
  opsRequestAnswerBodySchema,
  opsRequestParamsSchema,
  opsRequestsQuerySchema,
  opsRequestsResponseSchema,
  reasonsResponseSchema,
  selectCaptainsQuerySchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../http/language';
import { staffOf } from '../../http/staff-guard';
import type { StaffMovesService } from './ops-orders.service';

const tags = ['ops: orders'];
const config = { staffDesk: 'orders' as const };

/** The staff orders desk under /api/ops (issue 7 §2, decision 023). */
export const opsOrdersRoutes: FastifyPluginAsyncZod<{ staffMoves: StaffMovesService }> = async (
  app,
  { staffMoves },
) => {
  app.post(
    '/orders/status',
    {
      config,
      schema: {
        tags,
        summary: 'Move orders along opsMoves; each order on its own, refusals per order',
        body: opsOrderMoveBodySchema,
        response: { 200: opsOrderMoveResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await staffMoves.move(staffOf(request), request.body, languageOf(request)),
    }),
  );

  app.get(
    '/orders/attempts',
    {
      config,
      schema: {
        tags,
        summary: 'An order’s delivery proof and failed attempts (reason code, note, photo), any client’s',
        querystring: opsOrderAttemptsQuerySchema,
        response: { 200: opsOrderAttemptsResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await staffMoves.attempts(request.query.code) }),
  );

  app.get(
    '/orders',
    {
      config,
      schema: {
        tags,
        summary: "Every client's orders: code, client, phone, status, governorate, area, captain, dates",
        querystring: opsOrdersQuerySchema,
        response: { 200: opsOrdersResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await staffMoves.search(request.query, languageOf(request))),
    }),
  );

  app.get(
    '/requests',
    {
      config,
      schema: {
        tags,
        summary: "Clients' requests (delay, resend, return to sender, urgent, cancel): pending first",
        querystring: opsRequestsQuerySchema,
        response: { 200: opsRequestsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await staffMoves.requests(request.query, languageOf(request))),
    }),
  );

  app.get(
    '/orders/captains',
    {
      config,
      schema: {
        tags,
        summary: 'Active captains for the move dialog, by name (the missions desk’s list)',
        querystring: selectCaptainsQuerySchema,
        response: { 200: captainsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await staffMoves.captains(request.query.search, languageOf(request)),
    }),
  );

  app.get(
    '/orders/governorates',
    {
      config,
      schema: { tags, summary: 'Governorates for the search', response: { 200: governmentsResponseSchema } },
    },
    async (request) => ({ success: 1 as const, feed: await staffMoves.governorates(languageOf(request)) }),
  );

  app.get(
    '/orders/reasons',
    {
      config,
      schema: {
        tags,
        summary: 'Reasons for delayed, uncompleted, returned and partially paid moves',
        response: { 200: reasonsResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await staffMoves.reasons(languageOf(request)) }),
  );

  for (const answer of ['accept', 'reject'] as const) {
    app.post(
      `/requests/:id/${answer}`,
      {
        config,
        schema: {
          tags,
          summary: answer === 'accept' ? 'Accept a client request' : 'Reject a client request (undoes it)',
          params: opsRequestParamsSchema,
          body: opsRequestAnswerBodySchema,
          response: { 200: okSchema },
        },
      },
      async (request) => {
        await staffMoves.answer(staffOf(request), request.params.id, answer === 'accept', request.body?.note);
        return { success: 1 as const };
      },
    );
  }
};
