import { z } from 'zod';
import { attemptReasonCodes, partialAmountReasonCodes } from './attempt-reasons';
import { successEnvelope } from './envelope';
import { collectedAmount, password, phone, requiredId } from './rules';

const m = (key: string) => ({ error: key });

/** `POST /api/captain/login`: a captain signs in with the phone the office knows and his password. */
export const captainLoginBodySchema = z.object({ phone: phone(), password: password() });
export type CaptainLoginBody = z.infer<typeof captainLoginBodySchema>;

export const captainLoginResponseSchema = successEnvelope({
  access_token: z.string(),
  captain_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  expires_at: z.string(),
});
export type CaptainLoginResponse = z.infer<typeof captainLoginResponseSchema>;

export const captainMeResponseSchema = successEnvelope({
  feed: z.object({ captain_id: z.number().int(), name: z.string(), phone: z.string() }),
});
export type CaptainMeResponse = z.infer<typeof captainMeResponseSchema>;

/** One stop of today's run: an order the office gave this captain, with what he needs at the door. */
export const runStopSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  bar_code: z.string().nullable(),
  client: z.string(),
  receiver: z.string(),
  phone1: z.string(),
  phone2: z.string().nullable(),
  governorate: z.string(),
  area: z.string(),
  address: z.string(),
  notes: z.string().nullable(),
  /** The cash on delivery to collect (numeric text). */
  amount_to_be_collected: z.string(),
  /** 1 once the captain confirmed he holds the parcel (scanned or typed its code). */
  scanned: z.union([z.literal(0), z.literal(1)]),
});
export type RunStop = z.infer<typeof runStopSchema>;

export const runResponseSchema = successEnvelope({ feed: z.array(runStopSchema) });
export type RunResponse = z.infer<typeof runResponseSchema>;

/** The captain's own route order: the run's order ids, first stop first. */
export const runOrderBodySchema = z.object({
  order_ids: z.array(z.number().int().positive()).max(500, m('validation.tooLong')),
});
export type RunOrderBody = z.infer<typeof runOrderBodySchema>;

/** Scan to confirm: the airway bill's code (order code or bar code), scanned or typed. */
export const runScanBodySchema = z.object({
  code: z
    .string(m('validation.required'))
    .trim()
    .min(1, m('validation.required'))
    .max(64, m('validation.tooLong')),
});
export type RunScanBody = z.infer<typeof runScanBodySchema>;
export const runScanResponseSchema = successEnvelope({ feed: runStopSchema });

/** Where and when the captain acted (navigator.geolocation; the phone's clock, for actions sent later). */
const position = z
  .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
  .nullable()
  .optional();
const actedAt = z.iso.datetime({ offset: true, error: 'validation.invalid' }).optional();

export const captainOrderParamsSchema = z.object({ id: requiredId() });

/**
 * Proof of delivery (decision 065): the receiver's one-time delivery code, or a photo, or the receiver's
 * signature drawn on the phone. A photo or signature is the request's one file (multipart field `file`,
 * the JSON body in the field `data`): a JPEG or PNG, checked by its bytes on the server.
 */
export const deliveryProofSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('code'),
      code: z
        .string(m('validation.required'))
        .trim()
        .regex(/^\d{6}$/, m('validation.invalid')),
    }),
    z.object({ kind: z.literal('photo') }),
    z.object({ kind: z.literal('signature') }),
  ],
  m('validation.required'),
);
export type DeliveryProof = z.infer<typeof deliveryProofSchema>;
export type DeliveryProofKind = DeliveryProof['kind'];

/** `POST /api/captain/orders/:id/deliver`: collected amount (the COD unless a reason says why less) and proof. */
export const deliverBodySchema = z.object({
  collected_amount: collectedAmount(),
  partial_reason: z.enum(partialAmountReasonCodes, m('validation.invalid')).nullable().optional(),
  proof: deliveryProofSchema,
  position,
  at: actedAt,
});
export type DeliverBody = z.infer<typeof deliverBodySchema>;

/** `POST /api/captain/orders/:id/fail`: a failed attempt with its reason from the one shared list. */
export const failAttemptBodySchema = z.object({
  reason: z.enum(attemptReasonCodes, m('validation.required')),
  note: z.string().trim().max(500, m('validation.tooLong')).optional(),
  position,
  at: actedAt,
});
export type FailAttemptBody = z.infer<typeof failAttemptBodySchema>;

/** What a deliver or fail answers: the order's new status code name. */
export const captainActionResponseSchema = successEnvelope({
  feed: z.object({ order_id: z.number().int(), status: z.string() }),
});
export type CaptainActionResponse = z.infer<typeof captainActionResponseSchema>;
