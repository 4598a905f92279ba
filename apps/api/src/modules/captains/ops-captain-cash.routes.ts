import {
  captainCashResponseSchema,
  captainPositionsResponseSchema,
  captainParamsSchema,
  cashReportQuerySchema,
  cashReportResponseSchema,
  handInBodySchema,
  handInExportQuerySchema,
  handInListQuerySchema,
  handInListResponseSchema,
  handInResponseSchema,
  settleHandInBodySchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../http/language';
import { sendFile } from '../../http/send-file';
import { staffOf } from '../../http/staff-guard';
import type { CaptainCashService } from './captain-cash.service';
import type { CaptainPositionsService } from './captain-positions.service';

const tags = ['ops: captains'];
/** ops and admin count the cash (the `captains` desk). */
const config = { staffDesk: 'captains' as const };

/** Cash from captains (issue 36 §5, decision 058) and captains on the map (decision 066). */
export const opsCaptainCashRoutes: FastifyPluginAsyncZod<{
  cash: CaptainCashService;
  positions: CaptainPositionsService;
}> = async (app, { cash, positions }) => {
  app.get(
    '/captains/:id/cash',
    {
      config,
      schema: {
        tags,
        summary: 'The delivered orders whose cash the captain holds (not handed in yet) and their sum',
        params: captainParamsSchema,
        response: { 200: captainCashResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await cash.cashHeldBy(request.params.id) }),
  );

  app.post(
    '/captains/:id/hand-ins',
    {
      config,
      schema: {
        tags,
        summary:
          'Record the cash a captain hands in against every order it holds; a difference is flagged as a ' +
          'shortage or surplus until settled (409 CAPTAIN_NOTHING_HELD when it holds none)',
        params: captainParamsSchema,
        body: handInBodySchema,
        response: { 200: handInResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await cash.recordHandIn(staffOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/captains/:id/cash-report',
    {
      config,
      schema: {
        tags,
        summary: "A captain's cash per Cairo day: hand-ins, orders, expected, handed, shortage, surplus",
        params: captainParamsSchema,
        querystring: cashReportQuerySchema,
        response: { 200: cashReportResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await cash.report(request.params.id, request.query.days)),
    }),
  );

  app.get(
    '/captain-hand-ins',
    {
      config,
      schema: {
        tags,
        summary: 'Hand-ins, newest first: every captain’s or one’s; `filter=open` for unsettled differences',
        querystring: handInListQuerySchema,
        response: { 200: handInListResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, ...(await cash.handIns(request.query)) }),
  );

  app.get(
    '/captain-hand-ins/export',
    {
      config,
      schema: {
        tags,
        summary: 'The hand-ins (same filters as the list, every page) as an xlsx file, streamed',
        querystring: handInExportQuerySchema,
      },
    },
    async (request, reply) => sendFile(reply, cash.exportHandIns(request.query, languageOf(request))),
  );

  app.post(
    '/captain-hand-ins/:id/confirm',
    {
      config,
      schema: {
        tags,
        summary:
          'Confirm a hand-in the captain declared from his app with the cash counted; a difference is ' +
          'flagged as a shortage or surplus (409 HAND_IN_NOT_DECLARED when it is not waiting)',
        params: captainParamsSchema,
        body: handInBodySchema,
        response: { 200: handInResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await cash.confirmHandIn(staffOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/captains/positions',
    {
      config,
      schema: {
        tags,
        summary: 'Captains on the map: the newest position of each active captain seen in the last two hours',
        response: { 200: captainPositionsResponseSchema },
      },
    },
    async () => ({ success: 1 as const, feed: await positions.latest() }),
  );

  app.post(
    '/captain-hand-ins/:id/settle',
    {
      config,
      schema: {
        tags,
        summary: 'Settle a shortage or surplus with how it was made good',
        params: captainParamsSchema,
        body: settleHandInBodySchema,
        response: { 200: handInResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await cash.settle(staffOf(request), request.params.id, request.body.note),
    }),
  );
};
