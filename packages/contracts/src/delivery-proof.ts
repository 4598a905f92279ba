import { z } from 'zod';
import { attemptReasonCodes } from './attempt-reasons';

/*
 * What a merchant sees of the field (issue 37 §9, decision 065): the delivery proof and the failed
 * attempts of an order, one shape in the order details (/api/client), the v1 order answer and the
 * `order.status_changed` webhook event. Built by one SQL expression on the server, so the three agree.
 */

const at = z
  .string()
  .describe('When the captain acted (ISO 8601, UTC): the phone’s moment, sent later if offline');
const position = z
  .object({ lat: z.number(), lng: z.number() })
  .nullable()
  .describe('Where the captain stood (WGS 84), or null when the phone gave no position');

/** A photo or signature, read through the authenticated file route of the caller's own client. */
export const attemptFileSchema = z
  .object({
    id: z.number().int(),
    mime: z.string(),
    url: z
      .string()
      .describe('Relative to the API base: `files/{id}` (GET /api/v1/files/{id} with the API key)'),
    thumb_url: z.string().nullable().describe('A 192 px WebP of the image: `files/{id}?thumb=1`'),
  })
  .nullable();
export type AttemptFile = z.infer<typeof attemptFileSchema>;

export const proofKinds = ['code', 'photo', 'signature'] as const;

/** The newest delivered attempt's proof; null when the order was not delivered from the captain's app. */
export const orderProofSchema = z
  .object({
    kind: z
      .enum(proofKinds)
      .describe('code: the receiver’s one-time code; photo; signature: drawn by the receiver'),
    at,
    position,
    file: attemptFileSchema.describe('The photo or signature (PNG); null for a code'),
  })
  .nullable();
export type OrderProof = z.infer<typeof orderProofSchema>;

/** A failed attempt: the reason code of the one shared list, the captain's note and optional photo. */
export const failedAttemptSchema = z.object({
  outcome: z.literal('failed'),
  reason: z.enum(attemptReasonCodes).describe('A code of the one attempt-reason list (labels in ar and en)'),
  note: z.string().nullable(),
  at,
  position,
  file: attemptFileSchema.describe('The captain’s photo of the door, or null'),
});
export type FailedAttempt = z.infer<typeof failedAttemptSchema>;

/** The fields the order details, the v1 order and the webhook's `data` gain. */
export const orderAttemptsShape = {
  proof: orderProofSchema,
  last_attempts: z
    .array(failedAttemptSchema)
    .describe('The order’s newest failed attempts (at most 5), newest first'),
};
export const orderAttemptsSchema = z.object(orderAttemptsShape);
export type OrderAttempts = z.infer<typeof orderAttemptsSchema>;
/** How many failed attempts an order's answer carries. */
export const lastAttemptsShown = 5;
