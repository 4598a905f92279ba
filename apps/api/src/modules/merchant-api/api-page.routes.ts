import {
  apiKeyResponseSchema,
  apiKeyRevealResponseSchema,
  apiPageCheckOtpBodySchema,
  apiPageStatusResponseSchema,
  sendOtpResponseSchema,
  rotateQuerySchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import type { MerchantApiService } from './merchant-api.service';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';

const tags = ['api page'];
const config = { access: 'admin' as const };

/**
 * The API page (spec §6 `/link-with-apis`, admin only; decision 029). Opening it takes a one-time code;
 * every other call answers 403 OTP_REQUIRED until this session checked one, for 15 minutes.
 */
export const apiPageRoutes: FastifyPluginAsyncZod<{ merchantApi: MerchantApiService }> = async (
  app,
  { merchantApi },
) => {
  // Form-like calls take JSON or multipart text fields alike (issue 41.15, decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  app.get(
    '/link-with-apis/status',
    {
      config,
      schema: {
        tags,
        summary: 'Whether this session opened the API page, and until when',
        response: { 200: apiPageStatusResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, ...(await merchantApi.status(sessionOf(request))) }),
  );

  app.post(
    '/link-with-apis/send-otp',
    {
      config,
      schema: {
        tags,
        summary: "Send the API page's one-time code to the account's phone; answers it masked",
        response: { 200: sendOtpResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      phone: await merchantApi.sendCode(sessionOf(request), languageOf(request)),
    }),
  );

  app.post(
    '/link-with-apis/check-otp',
    {
      config,
      schema: {
        tags,
        summary: 'Check the code: opens the API page for this session for 15 minutes',
        body: apiPageCheckOtpBodySchema,
        response: { 200: apiPageStatusResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await merchantApi.checkCode(sessionOf(request), request.body.code)),
    }),
  );

  await app.register(async (gated) => {
    gated.addHook('onRequest', async (request) => merchantApi.requireUnlocked(sessionOf(request)));

    gated.get(
      '/link-with-apis/key',
      {
        config,
        schema: {
          tags,
          summary: 'The API key, masked (null before the first rotate)',
          response: { 200: apiKeyResponseSchema },
        },
      },
      async (request) => ({ success: 1 as const, feed: await merchantApi.key(sessionOf(request)) }),
    );

    gated.post(
      '/link-with-apis/key/reveal',
      {
        config,
        schema: { tags, summary: 'The API key in full', response: { 200: apiKeyRevealResponseSchema } },
      },
      async (request) => ({ success: 1 as const, feed: await merchantApi.reveal(sessionOf(request)) }),
    );

    gated.post(
      '/link-with-apis/key/rotate',
      {
        config,
        schema: {
          tags,
          summary:
            'A new API key; the old one keeps working for grace_hours (the setting, 24 by default; 0: stops at once)',
          querystring: rotateQuerySchema,
          response: { 200: apiKeyRevealResponseSchema },
        },
      },
      async (request) => ({
        success: 1 as const,
        feed: await merchantApi.rotate(
          sessionOf(request),
          rotateQuerySchema.parse(request.query).grace_hours,
        ),
      }),
    );
  });
};
