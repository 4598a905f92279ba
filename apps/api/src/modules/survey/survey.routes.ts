import { surveyBodySchema, surveyResponseSchema, surveySubmitResponseSchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import type { SurveyService } from './survey.service';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';

const tags = ['survey'];

/** spec §7 `survey-custom`: the open survey, and its answers. */
export const surveyRoutes: FastifyPluginAsyncZod<{ survey: SurveyService }> = async (app, { survey }) => {
  // Form-like calls take JSON or multipart text fields alike (issue 41.15, decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  app.get(
    '/survey-custom',
    {
      schema: {
        tags,
        summary: 'The survey the client is asked to answer (null when none)',
        response: { 200: surveyResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await survey.current(sessionOf(request).clientId, languageOf(request))),
    }),
  );

  app.post(
    '/survey-custom',
    {
      schema: {
        tags,
        summary: 'Answer the survey (once per client); clears available_surveys when none is left',
        body: surveyBodySchema,
        response: { 200: surveySubmitResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await survey.answer(sessionOf(request), request.body, languageOf(request))),
    }),
  );
};
