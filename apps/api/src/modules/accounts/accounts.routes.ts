import { okSchema, profileResponseSchema, updateProfileBodySchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../http/language';
import { sessionOf } from '../../http/auth-guard';
import type { AccountsService } from './accounts.service';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';

/** Account state of the logged-in user (spec §7): restored notice, walkthrough, profile. */
export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  // Form-like calls take JSON or multipart text fields alike (issue 41.15, decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  app.post(
    '/restored',
    {
      schema: {
        tags: ['account'],
        summary: 'Confirm the restored-account notice (restored = 0)',
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await accounts.confirmRestored(sessionOf(request).clientId);
      return { success: 1 as const };
    },
  );

  app.post(
    '/user/walkthrough',
    { schema: { tags: ['account'], summary: 'Mark the walkthrough as done', response: { 200: okSchema } } },
    async (request) => {
      await accounts.completeWalkthrough(sessionOf(request).userId);
      return { success: 1 as const };
    },
  );

  app.post(
    '/web/profile',
    {
      schema: {
        tags: ['account'],
        summary: 'The profile of the logged-in user; with fields, changes them first',
        body: updateProfileBodySchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await accounts.profileAfter(sessionOf(request), request.body, languageOf(request)),
    }),
  );
};
