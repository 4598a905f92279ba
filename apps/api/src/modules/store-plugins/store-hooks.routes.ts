import { storeHookParamsSchema, storeHookResponseSchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StorePluginsService } from './store-plugins.service';

/** Store orders are bigger than the portal's forms: a few hundred line items fit. */
const maxBodyBytes = 2 * 1024 * 1024;

/**
 * `POST /api/hooks/stores/{token}`: where a store's order webhooks arrive (public: the platform's
 * signature is the authentication). Bodies are kept as raw bytes, since the signature covers them exactly.
 */
export const storeHooksRoutes: FastifyPluginAsyncZod<{ storePlugins: StorePluginsService }> = async (
  app,
  { storePlugins },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBodyBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stores/:token',
    {
      config: { public: true },
      bodyLimit: maxBodyBytes,
      schema: {
        tags: ['store plugins'],
        summary: "A Shopify or WooCommerce store's order webhook, signed with the connection's secret",
        params: storeHookParamsSchema,
        response: { 200: storeHookResponseSchema },
      },
    },
    async (request) =>
      storePlugins.receive({
        token: request.params.token,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        contentType: request.headers['content-type'] ?? '',
        header: (name) => {
          const value = request.headers[name];
          return Array.isArray(value) ? value[0] : value;
        },
      }),
  );
};
