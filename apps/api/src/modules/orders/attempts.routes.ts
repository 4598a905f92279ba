import {
  attemptDecisionBodySchema,
  attemptDecisionResponseSchema,
  attemptFiguresResponseSchema,
  attemptSettingsResponseSchema,
  attemptSettingsSchema,
  attemptsQuerySchema,
  attemptsResponseSchema,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';
import { languageOf } from '../../http/language';
import type { AttemptsService } from './attempts.service';

const tags = ['failed attempts'];

/**
 * The merchant's failed-attempt centre (decision 068): the open cases, the decisions, the default at the
 * deadline and the figures. The main account, and sub-users with the `attempts` permission.
 */
export const attemptsRoutes: FastifyPluginAsyncZod<{ attempts: AttemptsService }> = async (
  app,
  { attempts },
) => {
  // Form-like calls take multipart text fields as they take JSON (decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  app.get(
    '/attempts',
    {
      schema: {
        tags,
        summary: 'Orders waiting for a decision after a failed attempt (or the last 30 days of decisions)',
        querystring: attemptsQuerySchema,
        response: { 200: attemptsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await attempts.list(sessionOf(request), request.query, languageOf(request))),
    }),
  );

  app.post(
    '/attempts/decide',
    {
      schema: {
        tags,
        summary: 'One decision for many orders: retry on a day, retry at a corrected address, or return',
        body: attemptDecisionBodySchema,
        response: { 200: attemptDecisionResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await attempts.decide(sessionOf(request), request.body, languageOf(request)),
    }),
  );

  app.get(
    '/attempts/settings',
    {
      schema: {
        tags,
        summary: 'What a deadline without a decision applies, and after how many hours',
        response: { 200: attemptSettingsResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, feed: await attempts.settings(sessionOf(request)) }),
  );

  app.post(
    '/attempts/settings',
    {
      config: { access: 'admin' as const },
      schema: {
        tags,
        summary: 'Set the default decision and the deadline',
        body: attemptSettingsSchema,
        response: { 200: attemptSettingsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await attempts.saveSettings(sessionOf(request), request.body),
    }),
  );

  app.get(
    '/attempts/figures',
    {
      schema: {
        tags,
        summary: 'First-attempt success and return rates, by governorate and reason, this month and the last',
        response: { 200: attemptFiguresResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await attempts.figures(sessionOf(request), languageOf(request)),
    }),
  );
};
