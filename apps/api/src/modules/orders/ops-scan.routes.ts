import {
  deskDeliverBodySchema,
  opsOrderMoveResponseSchema,
  runSheetParamsSchema,
  runSheetQuerySchema,
  returnsWaitingQuerySchema,
  returnsWaitingResponseSchema,
  runSheetResponseSchema,
  scanCheckBodySchema,
  scanCheckResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../http/language';
import { sendFile } from '../../http/send-file';
import { staffOf } from '../../http/staff-guard';
import type { OpsScanService } from './ops-scan.service';

const tags = ['ops: orders'];
const config = { staffDesk: 'orders' as const };

/** Scanning, the bulk delivery with exceptions, run sheets and manifests (issue 36, decision 059). */
export const opsScanRoutes: FastifyPluginAsyncZod<{ opsScan: OpsScanService }> = async (app, { opsScan }) => {
  app.post(
    '/orders/scan',
    {
      config,
      schema: {
        tags,
        summary:
          'Per scanned code: accepted for the workflow’s move, or why not (unknown, wrong_state, other_branch, duplicate)',
        body: scanCheckBodySchema,
        response: { 200: scanCheckResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await opsScan.check(request.body, languageOf(request)),
    }),
  );

  app.post(
    '/orders/deliver',
    {
      config,
      schema: {
        tags,
        summary:
          'Delivered in bulk; exceptions carry their received amount and reason (checked before any move)',
        body: deskDeliverBodySchema,
        response: { 200: opsOrderMoveResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await opsScan.deliver(staffOf(request), request.body, languageOf(request)),
    }),
  );

  app.get(
    '/orders/returns-waiting',
    {
      config,
      schema: {
        tags,
        summary:
          'Merchants with parcels at the company waiting to go back, by name, the most first (the returns manifest’s picker)',
        querystring: returnsWaitingQuerySchema,
        response: { 200: returnsWaitingResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await opsScan.returnsWaiting(request.query.search) }),
  );

  app.get(
    '/run-sheets/:kind',
    {
      config,
      schema: {
        tags,
        summary:
          'A captain’s run sheet of a day (captain_id, date), a pickup manifest (mission_id), a merchant’s returns (client_id)',
        params: runSheetParamsSchema,
        querystring: runSheetQuerySchema,
        response: { 200: runSheetResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await opsScan.sheet(request.params.kind, request.query, languageOf(request)),
    }),
  );

  app.get(
    '/run-sheets/:kind/xlsx',
    {
      config,
      schema: {
        tags,
        summary: 'The same sheet as an xlsx file, streamed',
        params: runSheetParamsSchema,
        querystring: runSheetQuerySchema,
      },
    },
    async (request, reply) =>
      sendFile(reply, await opsScan.sheetFile(request.params.kind, request.query, languageOf(request))),
  );
};
