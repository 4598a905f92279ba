import { pageQuerySchema, requiredId } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../http/language';
import type { LookupsRepository } from './lookups.repository';

const searchQuery = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
const idParams = z.object({ id: requiredId() });
const named = z.object({ id: z.number().int(), name: z.string() }).loose();
const feedOf = (item: z.ZodType) => z.object({ success: z.literal(1), feed: z.array(item) });

/** Government, area, branch and captain lists (spec §7 Lookups): read `feed` and `success`. */
export const lookupsRoutes: FastifyPluginAsyncZod<{ lookups: LookupsRepository }> = async (
  app,
  { lookups },
) => {
  app.get(
    '/get-government',
    { schema: { tags: ['lookups'], summary: "Egypt's governorates", response: { 200: feedOf(named) } } },
    async (request) => ({ success: 1 as const, feed: await lookups.governorates(languageOf(request)) }),
  );

  app.get(
    '/get-area/:id',
    {
      schema: {
        tags: ['lookups'],
        summary: 'The areas of one governorate',
        params: idParams,
        response: { 200: feedOf(named) },
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
        tags: ['lookups'],
        summary: 'Branches, searched and paged',
        querystring: searchQuery,
        response: { 200: feedOf(named) },
      },
    },
    async (request) => {
      const { search, page, perPage } = request.query;
      return {
        success: 1 as const,
        feed: await lookups.branches(search || undefined, languageOf(request), {
          offset: (page - 1) * perPage,
          limit: perPage,
        }),
      };
    },
  );

  app.get(
    '/captain/get',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Captains, searched and paged',
        querystring: searchQuery,
        response: { 200: feedOf(named) },
      },
    },
    async (request) => {
      const { search, page, perPage } = request.query;
      return {
        success: 1 as const,
        feed: await lookups.captains(search || undefined, languageOf(request), {
          offset: (page - 1) * perPage,
          limit: perPage,
        }),
      };
    },
  );

  app.get(
    '/captain/selectCaptains',
    {
      schema: {
        tags: ['lookups'],
        summary: 'Captains for a select box (first 50 matching)',
        querystring: z.object({ search: z.string().trim().max(100).optional() }),
        response: { 200: feedOf(named) },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await lookups.captains(request.query.search || undefined, languageOf(request), {
        offset: 0,
        limit: 50,
      }),
    }),
  );
};
