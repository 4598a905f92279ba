import {
  opsCaptainsResponseSchema,
  opsMissionListQuerySchema,
  opsMissionListResponseSchema,
  opsMissionStatusBodySchema,
  opsMissionStatusResponseSchema,
  terminationReasonsResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../http/language';
import { sendFile } from '../../http/send-file';
import { staffOf } from '../../http/staff-guard';
import type { OpsMissionsService } from './ops-missions.service';

const tags = ['ops: missions'];
const config = { staffDesk: 'missions' as const };

/** The missions desk under /api/ops (issue 7 §3): the list of every client's missions and the staff moves. */
export const opsMissionsRoutes: FastifyPluginAsyncZod<{ opsMissions: OpsMissionsService }> = async (
  app,
  { opsMissions },
) => {
  app.get(
    '/missions',
    {
      config,
      schema: {
        tags,
        summary: "All clients' missions, filtered and paged",
        querystring: opsMissionListQuerySchema,
        response: { 200: opsMissionListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await opsMissions.list(request.query, languageOf(request))),
    }),
  );

  app.post(
    '/missions/status',
    {
      config,
      schema: {
        tags,
        summary: 'Move missions: assign a captain, hand over, execute (a pickup takes its orders), cancel',
        body: opsMissionStatusBodySchema,
        response: { 200: opsMissionStatusResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await opsMissions.move(staffOf(request), request.body, languageOf(request)),
    }),
  );

  app.get(
    '/missions/export',
    {
      config,
      schema: {
        tags,
        summary:
          "The desk's filtered missions (every client) as an xlsx file, streamed; same filters as the list",
        querystring: opsMissionListQuerySchema,
      },
    },
    async (request, reply) => sendFile(reply, opsMissions.exportDesk(request.query, languageOf(request))),
  );

  app.get(
    '/missions/captains',
    {
      config,
      schema: {
        tags,
        summary: 'Captains a mission can be assigned to',
        response: { 200: opsCaptainsResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await opsMissions.captains(languageOf(request)) }),
  );

  app.get(
    '/missions/termination-reasons',
    {
      config,
      schema: {
        tags,
        summary: 'Reasons a mission can be canceled with',
        response: { 200: terminationReasonsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await opsMissions.terminationReasons(languageOf(request)),
    }),
  );
};
