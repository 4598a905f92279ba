import { pageQuerySchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import type { CostsRepository } from './costs.repository';

/** Paging and the optional name may come in the query or the body (the spec lists them as "with"). */
const costsInput = pageQuerySchema.extend({ name: z.string().trim().max(100).optional() });
const costRow = z.object({
  id: z.number().int(),
  government_id: z.number().int(),
  government: z.string(),
  price: z.string(),
  return_price: z.string(),
  extra_kg_price: z.string(),
});
const costsResponse = z.object({
  success: z.literal(1),
  feed: z.array(costRow),
  feed_count: z.number().int(),
});
const companiesResponse = z.object({
  success: z.literal(1),
  feed: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
    }),
  ),
  feed_count: z.number().int(),
});

export const costsRoutes: FastifyPluginAsyncZod<{ costs: CostsRepository }> = async (app, { costs }) => {
  const input = (request: { query: unknown; body: unknown }) =>
    costsInput.parse({ ...(request.query as object), ...((request.body as object | undefined) ?? {}) });

  for (const [path, delivery, summary] of [
    ['/costs/client', 'home', 'Shipping prices per governorate (home delivery)'],
    ['/costs/office', 'office', 'Shipping prices per governorate (office delivery)'],
  ] as const) {
    app.post(
      path,
      { schema: { tags: ['costs'], summary, response: { 200: costsResponse } } },
      async (request) => {
        const { page, perPage, name } = input(request);
        const { rows, total } = await costs.costs(
          sessionOf(request).clientId,
          delivery,
          name || undefined,
          languageOf(request),
          {
            offset: (page - 1) * perPage,
            limit: perPage,
          },
        );
        return { success: 1 as const, feed: rows, feed_count: total };
      },
    );
  }

  app.post(
    '/companies',
    {
      schema: {
        tags: ['costs'],
        summary: 'The companies a has_company client ships for',
        response: { 200: companiesResponse },
      },
    },
    async (request) => {
      const { page, perPage, name } = input(request);
      const { rows, total } = await costs.companies(sessionOf(request).clientId, name || undefined, {
        offset: (page - 1) * perPage,
        limit: perPage,
      });
      return { success: 1 as const, feed: rows, feed_count: total };
    },
  );
};
