import {
  branchAreasQuerySchema,
  branchAreasResponseSchema,
  branchBodySchema,
  branchListQuerySchema,
  branchListResponseSchema,
  branchResponseSchema,
  captainBodySchema,
  captainListQuerySchema,
  captainListResponseSchema,
  captainParamsSchema,
  captainResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../http/language';
import type { CaptainsService } from './captains.service';

const tags = ['ops: captains'];
/** ops and admin read the lists; only admins add, edit and deactivate (the `fleet` desk lists no role). */
const read = { staffDesk: 'captains' as const };
const write = { staffDesk: 'fleet' as const };

/** Captains and branches (issue 36 §3, decision 058): never deleted, deactivated with `active: false`. */
export const opsCaptainsRoutes: FastifyPluginAsyncZod<{ captains: CaptainsService }> = async (
  app,
  { captains },
) => {
  app.get(
    '/captains',
    {
      config: read,
      schema: {
        tags,
        summary: 'Captains (active and deactivated), by name, with the COD each holds',
        querystring: captainListQuerySchema,
        response: { 200: captainListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await captains.list(request.query, languageOf(request))),
    }),
  );

  app.post(
    '/captains',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a captain (admin): name, phone, national id, branch, vehicle, active',
        body: captainBodySchema,
        response: { 200: captainResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await captains.add(request.body, languageOf(request)) }),
  );

  app.put(
    '/captains/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Edit or deactivate a captain (admin): the whole captain; `active: false` deactivates',
        params: captainParamsSchema,
        body: captainBodySchema,
        response: { 200: captainResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await captains.edit(request.params.id, request.body, languageOf(request)),
    }),
  );

  app.get(
    '/branches/areas',
    {
      config: read,
      schema: {
        tags,
        summary: 'The areas of these governorates (comma-separated ids), for a branch’s area picker',
        querystring: branchAreasQuerySchema,
        response: { 200: branchAreasResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await captains.branchAreas(request.query.governorate_ids, languageOf(request)),
    }),
  );

  app.get(
    '/branches',
    {
      config: read,
      schema: {
        tags,
        summary: 'Branches with the governorates and areas they serve and their active captains',
        querystring: branchListQuerySchema,
        response: { 200: branchListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await captains.branchList(request.query, languageOf(request))),
    }),
  );

  app.post(
    '/branches',
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a branch (admin): names in Arabic and English, phone, address, what it serves',
        body: branchBodySchema,
        response: { 200: branchResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await captains.addBranch(request.body, languageOf(request)),
    }),
  );

  app.put(
    '/branches/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Edit or deactivate a branch (admin)',
        params: captainParamsSchema,
        body: branchBodySchema,
        response: { 200: branchResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await captains.editBranch(request.params.id, request.body, languageOf(request)),
    }),
  );
};
