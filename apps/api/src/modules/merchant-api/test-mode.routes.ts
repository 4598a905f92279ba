import {
  apiKeyResponseSchema,
  apiKeyRevealResponseSchema,
  apiOrderCodeParamsSchema,
  apiTestMoveBodySchema,
  okSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { denySuspended, sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import type { MerchantApiService } from './merchant-api.service';
import type { TestModeService } from './test-mode.service';

const config = { access: 'admin' as const };

/** The API page's test key (decision 074): behind the page's one-time code, as the live key. */
export const testKeyPageRoutes: FastifyPluginAsyncZod<{
  merchantApi: MerchantApiService;
  testMode: TestModeService;
}> = async (app, { merchantApi, testMode }) => {
  const tags = ['api page'];
  app.addHook('onRequest', async (request) => merchantApi.requireUnlocked(sessionOf(request)));

  app.get(
    '/link-with-apis/test-key',
    {
      config,
      schema: {
        tags,
        summary: 'The test API key (cp_test_…), masked; null until one is made',
        response: { 200: apiKeyResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await testMode.key(sessionOf(request)) }),
  );

  app.post(
    '/link-with-apis/test-key/reveal',
    {
      config,
      schema: { tags, summary: 'The test API key in full', response: { 200: apiKeyRevealResponseSchema } },
    },
    async (request) => ({ success: 1 as const, feed: await testMode.reveal(sessionOf(request)) }),
  );

  app.post(
    '/link-with-apis/test-key/rotate',
    {
      config,
      schema: {
        tags,
        summary: 'A new test API key; the old one stops working at once',
        response: { 200: apiKeyRevealResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await testMode.rotate(sessionOf(request)) }),
  );
};

/** /api/v1's test-only call (decision 074). */
export const v1TestRoutes: FastifyPluginAsyncZod<{ testMode: TestModeService }> = async (
  app,
  { testMode },
) => {
  app.post(
    '/test/orders/:code/move',
    {
      onRequest: denySuspended,
      schema: {
        tags: ['v1 test mode'],
        summary:
          'Test keys only (403 TEST_KEY_REQUIRED with a live key): move a test order to a status the desk ' +
          'could move it to from its current one (GET /order-states); its webhook is sent with livemode false',
        params: apiOrderCodeParamsSchema,
        body: apiTestMoveBodySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await testMode.move(sessionOf(request), request.params.code, request.body.status, languageOf(request));
      return { success: 1 as const };
    },
  );
};
