import { companiesResponseSchema, costsQuerySchema, costsResponseSchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import type { CostsService } from './costs.service';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';

const tags = ['costs'];

/** Paging and the optional name may come in the query or the body (the spec lists them as "with"). */
const queryOf = (request: { query: unknown; body: unknown }) =>
  costsQuerySchema.parse({ ...(request.query as object), ...((request.body as object | undefined) ?? {}) });

export const costsRoutes: FastifyPluginAsyncZod<{ costs: CostsService }> = async (app, { costs }) => {
  // Form-like calls take JSON or multipart text fields alike (issue 41.15, decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  for (const [path, delivery, summary] of [
    ['/costs/client', 'home', 'Shipping prices per governorate (home delivery)'],
    ['/costs/office', 'office', 'Shipping prices per governorate (office delivery)'],
  ] as const) {
    app.post(
      path,
      { schema: { tags, summary, response: { 200: costsResponseSchema } } },
      async (request) => ({
        success: 1 as const,
        ...(await costs.costs(sessionOf(request).clientId, delivery, queryOf(request), languageOf(request))),
      }),
    );
  }

  app.post(
    '/companies',
    {
      schema: {
        tags,
        summary: 'The companies a has_company client ships for',
        response: { 200: companiesResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await costs.companies(sessionOf(request).clientId, queryOf(request))),
    }),
  );
};
