import {
  exportMissionsBodySchema,
  missionAddResponseSchema,
  missionDetailsResponseSchema,
  missionExcelQuerySchema,
  submitMissionBodySchema,
  missionIdQuerySchema,
  missionListBodySchema,
  missionListQuerySchema,
  missionListResponseSchema,
  missionOrdersQuerySchema,
  missionOrdersResponseSchema,
  missionPapersResponseSchema,
  missionPreviewQuerySchema,
  missionPreviewResponseSchema,
  missionSearchBodySchema,
  missionSearchResponseSchema,
  missionSubmitResponseSchema,
  okSchema,
  terminateMissionBodySchema,
  terminateMissionQuerySchema,
  terminationReasonsResponseSchema,
} from '@courier/contracts';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth-guard';
import { sendCachedJson } from '../../http/cached-json';
import { languageOf } from '../../http/language';
import { acceptMultipartFields } from '../../http/multipart-fields';
import { sendFile } from '../../http/send-file';
import type { MissionsService } from './missions.service';

const tags = ['missions'];

/**
 * The mission calls of spec §7 under /api/client. A suspended client (§1) follows and adds only
 * receiving and receiving-and-returns missions: the service answers 'account suspended' (403) for the
 * other types, and narrows lists and searches to those two.
 */
export const missionsRoutes: FastifyPluginAsyncZod<{ missions: MissionsService }> = async (
  app,
  { missions },
) => {
  // The POST bodies come as JSON or as multipart text fields (as the spec's app sends them).
  await acceptMultipartFields(app);
  // The suspension answers before the form's field errors (issue 41.11): a route hook, so it runs
  // after the scope's multipart fields became the body and before the schema reads them.
  const refuseSuspended: preValidationAsyncHookHandler = async (request) => {
    if (!request.auth?.isFreezed) return;
    const body = (request.body ?? {}) as { type?: unknown };
    const query = (request.query ?? {}) as { id?: unknown };
    await missions.refuseSuspended(request.auth, { type: body.type, id: query.id });
  };

  app.post(
    '/mission/all',
    {
      schema: {
        tags,
        summary:
          'The mission lists, paged, newest first. The five screens send `type` (and `status`) as in contracts’ missionLists; canceled missions only when asked for by status',
        querystring: missionListQuerySchema,
        body: missionListBodySchema.nullish(),
        response: { 200: missionListResponseSchema },
      },
    },
    async (request, reply) => {
      const json = await missions.list(
        sessionOf(request),
        request.query,
        request.body ?? {},
        languageOf(request),
      );
      // Already serialised (and maybe cached, decision 035's amendment): sent as it is, without the
      // response schema's serializer going over it again, compressed once per text (decision 033).
      return sendCachedJson(request, reply, json);
    },
  );

  app.post(
    '/mission/advanced-search-submit',
    {
      schema: {
        tags,
        summary: 'A mission by its code, in any status',
        body: missionSearchBodySchema,
        response: { 200: missionSearchResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await missions.search(sessionOf(request), request.body, languageOf(request))),
    }),
  );

  app.post(
    '/mission/add',
    {
      schema: {
        tags,
        summary:
          'What the add-mission form needs: addresses, accounts, payment ways, missions due within two days, whether a supply is available, supply days',
        response: { 200: missionAddResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await missions.addForm(sessionOf(request), languageOf(request))),
    }),
  );

  app.post(
    '/mission/submit',
    {
      schema: {
        tags,
        summary: 'Ask for a mission (honours the Idempotency-Key header)',
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }).loose(),
        body: submitMissionBodySchema,
        response: { 200: missionSubmitResponseSchema },
      },
      preValidation: refuseSuspended,
    },
    async (request) => ({
      success: 1 as const,
      ...(await missions.submit(sessionOf(request), request.body, request.headers['idempotency-key'])),
    }),
  );

  app.post(
    '/mission/details',
    {
      schema: {
        tags,
        summary: 'One mission with every field, its branch, client and captain',
        querystring: missionIdQuerySchema,
        response: { 200: missionDetailsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await missions.details(sessionOf(request), request.query.id, languageOf(request)),
    }),
  );

  app.post(
    '/mission/terminate',
    {
      schema: {
        tags,
        summary:
          'Terminate (cancel) a new or for-captain mission with a reason and the client’s words in the body {reason} (at least 10 characters)',
        querystring: terminateMissionQuerySchema,
        body: terminateMissionBodySchema,
        response: { 200: okSchema },
      },
      preValidation: refuseSuspended,
    },
    async (request) => {
      await missions.terminate(sessionOf(request), { ...request.query, reason: request.body.reason });
      return { success: 1 as const };
    },
  );

  app.get(
    '/mission/termination-reasons',
    {
      schema: {
        tags,
        summary: 'Mission termination reasons (type 6)',
        response: { 200: terminationReasonsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await missions.terminationReasons(languageOf(request)),
    }),
  );

  app.get(
    '/mission/mission-orders',
    {
      schema: {
        tags,
        summary: 'The orders a mission carries, paged',
        querystring: missionOrdersQuerySchema,
        response: { 200: missionOrdersResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await missions.orders(sessionOf(request), request.query.id, request.query, languageOf(request))),
    }),
  );

  app.get(
    '/mission/papers',
    {
      schema: {
        tags,
        summary: 'The mission’s documents to print: the mission, its orders and their totals',
        querystring: missionIdQuerySchema,
        response: { 200: missionPapersResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await missions.papers(sessionOf(request), request.query.id, languageOf(request)),
    }),
  );

  app.get(
    '/mission/previews',
    {
      schema: {
        tags,
        summary:
          'Preview 1: orders per status; 2: the money (amounts, shipping, net); 3: the returned orders',
        querystring: missionPreviewQuerySchema,
        response: { 200: missionPreviewResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await missions.preview(
        sessionOf(request),
        request.query.id,
        request.query.type,
        languageOf(request),
      ),
    }),
  );

  app.get(
    '/mission/excel',
    {
      schema: {
        tags,
        summary: 'The mission’s orders as an xlsx (type 1 the orders, 2 their money, 3 the returned ones)',
        querystring: missionExcelQuerySchema,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await missions.excel(sessionOf(request), request.query.id, request.query.type, languageOf(request)),
      ),
  );

  app.post(
    '/mission/export-my-missions',
    {
      schema: {
        tags,
        summary: 'The caller’s missions created in a date range (Cairo days, inclusive) as an xlsx file',
        consumes: ['multipart/form-data', 'application/json'],
        body: exportMissionsBodySchema,
      },
    },
    async (request, reply) =>
      sendFile(reply, await missions.exportMissions(sessionOf(request), request.body, languageOf(request))),
  );
};
