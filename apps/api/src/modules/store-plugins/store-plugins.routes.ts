import {
  createStoreConnectionBodySchema,
  okSchema,
  setStoreSecretBodySchema,
  storeConnectionParamsSchema,
  storeConnectionResponseSchema,
  storeConnectionsResponseSchema,
  storeSecretResponseSchema,
  storeWriteBackBodySchema,
  pageQuerySchema,
  webhookDeliveriesResponseSchema,
} from '@courier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import type { StorePluginsService } from './store-plugins.service';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';

const tags = ['store plugins'];
const config = { access: 'admin' as const };

/**
 * The store connections of `/link-with-plugins` (issue 10): admin only, and behind the API page's OTP
 * unlock (403 OTP_REQUIRED without it), since they reveal signing secrets.
 */
export const storePluginsRoutes: FastifyPluginAsyncZod<{
  storePlugins: StorePluginsService;
  requireUnlocked: (request: FastifyRequest) => Promise<void>;
}> = async (app, { storePlugins, requireUnlocked }) => {
  // Form-like calls take JSON or multipart text fields alike (issue 41.15, decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  app.addHook('onRequest', requireUnlocked);
  const base = '/link-with-plugins/connections';

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: "The merchant's store connections, their webhook URLs and masked secrets",
        response: { 200: storeConnectionsResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await storePlugins.list(sessionOf(request)) }),
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Connect a Shopify or WooCommerce store: a new webhook URL (and, for WooCommerce, a secret)',
        body: createStoreConnectionBodySchema,
        response: { 200: storeConnectionResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await storePlugins.create(sessionOf(request), request.body),
    }),
  );

  app.post(
    `${base}/:id/reveal`,
    {
      config,
      schema: {
        tags,
        summary: "The connection's signing secret in full",
        params: storeConnectionParamsSchema,
        response: { 200: storeSecretResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: { signing_secret: await storePlugins.reveal(sessionOf(request), request.params.id) },
    }),
  );

  app.post(
    `${base}/:id/rotate`,
    {
      config,
      schema: {
        tags,
        summary: 'A new signing secret; the old one stops matching at once',
        params: storeConnectionParamsSchema,
        response: { 200: storeConnectionResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await storePlugins.rotate(sessionOf(request), request.params.id),
    }),
  );

  app.post(
    `${base}/:id/secret`,
    {
      config,
      schema: {
        tags,
        summary: 'Set the signing key the store shows (Shopify signs with a key of its own)',
        params: storeConnectionParamsSchema,
        body: setStoreSecretBodySchema,
        response: { 200: storeConnectionResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await storePlugins.setSecret(sessionOf(request), request.params.id, request.body.signing_secret),
    }),
  );

  app.post(
    `${base}/:id/delete`,
    {
      config,
      schema: {
        tags,
        summary: 'Disconnect a store: its URL stops working at once',
        params: storeConnectionParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await storePlugins.remove(sessionOf(request), request.params.id);
      return { success: 1 as const };
    },
  );

  app.post(
    `${base}/:id/write-back`,
    {
      config,
      schema: {
        tags,
        summary:
          "Write order statuses back to the store: its address, the merchant's API credentials (never answered) and the switch",
        params: storeConnectionParamsSchema,
        body: storeWriteBackBodySchema,
        response: { 200: storeConnectionResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await storePlugins.setWriteBack(sessionOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    `${base}/:id/deliveries`,
    {
      config,
      schema: {
        tags,
        summary: "The connection's write-back log: every call to the store's API, newest first",
        params: storeConnectionParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: webhookDeliveriesResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await storePlugins.deliveries(sessionOf(request), request.params.id, request.query),
    }),
  );
};
