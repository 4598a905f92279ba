import {
  areaParamsSchema,
  areasResponseSchema,
  branchesResponseSchema,
  captainsResponseSchema,
  governmentsResponseSchema,
  lookupSearchQuerySchema,
  selectCaptainsQuerySchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../http/language';
import type { LookupsService } from './lookups.service';

const tags = ['lookups'];

/** Government, area, branch and captain lists (spec §7 Lookups): read `feed` and `success`. */
export const lookupsRoutes: FastifyPluginAsyncZod<{ lookups: LookupsService }> = async (app, { lookups }) => {
  app.get(
    '/get-government',
    { schema: { tags, summary: "Egypt's governorates", response: { 200: governmentsResponseSchema } } },
    async (request) => ({ success: 1 as const, feed: await lookups.governorates(languageOf(request)) }),
  );

  app.get(
    '/get-area/:id',
    {
      schema: {
        tags,
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

  app.get(
    '/branch/get',
    {
      schema: {
        tags,
        summary: 'Branches, searched and paged',
        querystring: lookupSearchQuerySchema,
        response: { 200: branchesResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await lookups.branches(request.query, languageOf(request)),
    }),
  );

  app.get(
    '/captain/get',
    {
      schema: {
        tags,
        summary: 'Captains, searched and paged',
        querystring: lookupSearchQuerySchema,
        response: { 200: captainsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await lookups.captains(request.query, languageOf(request)),
    }),
  );

  app.get(
    '/captain/selectCaptains',
    {
      schema: {
        tags,
        summary: 'Captains for a select box (first 50 matching)',
        querystring: selectCaptainsQuerySchema,
        response: { 200: captainsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await lookups.selectCaptains(request.query.search, languageOf(request)),
    }),
  );
};
