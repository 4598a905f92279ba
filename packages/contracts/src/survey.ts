import { z } from 'zod';
import { successEnvelope } from './envelope';
import { requiredId } from './rules';

/**
 * The survey (spec §3 Survey, §7 `survey-custom`): surveys and their questions live in the database. Login
 * says `available_surveys` = 1 while the client has an open survey; answering it clears the flag.
 */
export const surveyQuestionKinds = ['rating', 'choice', 'text'] as const;
export type SurveyQuestionKind = (typeof surveyQuestionKinds)[number];

export const maxSurveyText = 1000;

export const surveyQuestionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(surveyQuestionKinds),
  question: z.string(),
  required: z.boolean(),
  /** Choice questions only: the options, in the caller's language. */
  options: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

export const surveySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  questions: z.array(surveyQuestionSchema),
});
export type Survey = z.infer<typeof surveySchema>;

/** `GET survey-custom`: the open survey (null when none) and the flag. */
export const surveyResponseSchema = successEnvelope({
  survey: surveySchema.nullable(),
  available_surveys: z.union([z.literal(0), z.literal(1)]),
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

/** One answer: a rating 1–5, a choice's option id, or free text, by question. */
export const surveyAnswerSchema = z.object({
  question_id: requiredId(),
  rating: z.coerce
    .number({ error: 'validation.numeric' })
    .int()
    .min(1, { error: 'validation.invalid' })
    .max(5, { error: 'validation.invalid' })
    .optional(),
  option_id: requiredId().optional(),
  text: z.string().trim().max(maxSurveyText, { error: 'validation.tooLong' }).optional(),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;

/** `POST survey-custom`. */
export const surveyBodySchema = z.object({
  survey_id: requiredId(),
  answers: z.array(surveyAnswerSchema).max(100),
});
export type SurveyBody = z.infer<typeof surveyBodySchema>;
export type SurveyBodyInput = z.input<typeof surveyBodySchema>;

/** `POST survey-custom` → success, error_msg, available_surveys. */
export const surveySubmitResponseSchema = successEnvelope({
  error_msg: z.string(),
  available_surveys: z.union([z.literal(0), z.literal(1)]),
});
export type SurveySubmitResponse = z.infer<typeof surveySubmitResponseSchema>;
