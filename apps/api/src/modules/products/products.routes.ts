import {
  editProductBodySchema,
  okSchema,
  productBodySchema,
  productListQuerySchema,
  productListResponseSchema,
  productParamsSchema,
  productResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import type { ProductsService } from './products.service';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';

const tags = ['products'];

/** spec §7 "Products and survey": the catalogue of a client with have_stock (403 for the others). */
export const productsRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (
  app,
  { products },
) => {
  // Form-like calls take JSON or multipart text fields alike (issue 41.15, decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'The client’s products, newest first, as a paginator (`next_page_url` for the next page)',
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await products.list(sessionOf(request).clientId, request.query, request.url.split('?')[0]!),
    }),
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Add a product (SKU unique per client: 409)',
        body: productBodySchema,
        response: { 200: productResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await products.add(sessionOf(request).clientId, request.body),
    }),
  );

  app.put(
    '/products',
    {
      schema: {
        tags,
        summary: 'Edit a product (with its id)',
        body: editProductBodySchema,
        response: { 200: productResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await products.edit(sessionOf(request).clientId, request.body),
    }),
  );

  app.delete(
    '/products/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product',
        params: productParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await products.remove(sessionOf(request).clientId, request.params.id);
      return { success: 1 as const };
    },
  );
};
