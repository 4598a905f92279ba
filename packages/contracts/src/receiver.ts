import { z } from 'zod';
import { orderStatuses, type OrderStatus } from './enums';
import { successEnvelope } from './envelope';
import type { MessageKey } from './messages';
import { confirmationSettingsSchema, type ConfirmationState } from './receiver-confirm';

/*
 * The parcel's receiver (decision 062): the public tracking page `/t/{token}`, its lookup by order code and
 * the phone's last 4 digits, and the messages sent to the receiver through the outbox.
 */

/** The messages a receiver gets, each switched per merchant. */
export const receiverEvents = ['out_for_delivery', 'failed_attempt', 'delivered'] as const;
export type ReceiverEvent = (typeof receiverEvents)[number];
/** Every message a receiver may get: the events above and the confirmation request (decision 067). */
export type ReceiverMessageEvent = ReceiverEvent | 'confirmation_request';

const codeOf = (s: OrderStatus) => orderStatuses[s];

/**
 * Which message an order's move sends, if any: the captain took it out (`with_captain`), the captain could
 * not deliver it (from `with_captain` to `delayed` or `uncompleted`), or it was delivered (`given`).
 */
export function receiverEventOf(from: number, to: number): ReceiverEvent | null {
  if (from === to) return null;
  if (to === codeOf('with_captain')) return 'out_for_delivery';
  if (to === codeOf('given')) return 'delivered';
  if (from === codeOf('with_captain') && (to === codeOf('delayed') || to === codeOf('uncompleted')))
    return 'failed_attempt';
  return null;
}

/**
 * The steps a receiver reads (fewer and plainer than the merchant's 14 statuses); null: not shown. The last
 * three are the receiver's own answer to the confirmation request (decision 067), not an order status.
 */
export type ReceiverStep =
  | 'sent'
  | 'picked_up'
  | 'out_for_delivery'
  | 'attempt_failed'
  | 'delivered'
  | 'returning'
  | 'cancelled'
  | 'confirmed'
  | 'address_corrected'
  | 'cancel_asked';

const stepByStatus: Record<OrderStatus, ReceiverStep | null> = {
  saved: null,
  sent: 'sent',
  underway: 'picked_up',
  with_captain: 'out_for_delivery',
  delayed: 'attempt_failed',
  uncompleted: 'attempt_failed',
  given: 'delivered',
  wallet: 'delivered',
  with_company: 'returning',
  returned: 'returning',
  missing_return: 'returning',
  expired_return: 'returning',
  resent: 'sent',
  deleted: 'cancelled',
};
export const receiverStepOf = (status: OrderStatus): ReceiverStep | null => stepByStatus[status];
/** The receiver's answer as a step of the tracking page's timeline; waiting, held, released: none. */
const stepByAnswer: Partial<Record<ConfirmationState, ReceiverStep>> = {
  confirmed: 'confirmed',
  correction: 'address_corrected',
  cancel_asked: 'cancel_asked',
};
export const receiverAnswerStepOf = (state: ConfirmationState): ReceiverStep | null =>
  stepByAnswer[state] ?? null;
export const receiverStepLabelKey = (step: ReceiverStep): MessageKey => `receiver.step.${step}`;

/** A phone as the page shows it: the first 3 and last 2 digits, the rest hidden (010•••••••78). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return '•'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'•'.repeat(digits.length - 5)}${digits.slice(-2)}`;
}

/** The lookup's form: the order code and the last 4 digits of the receiver's phone. */
export const receiverLookupBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/),
  digits: z
    .string()
    .trim()
    .regex(/^\d{4}$/),
  lang: z.enum(['ar', 'en']).optional(),
});
export type ReceiverLookupBody = z.infer<typeof receiverLookupBodySchema>;

/** The merchant's switches (main account): which messages its receivers get, and in which language. */
export const receiverSettingsSchema = z.object({
  out_for_delivery: z.boolean(),
  failed_attempt: z.boolean(),
  delivered: z.boolean(),
  language: z.enum(['ar', 'en']),
  // Ask receivers to confirm before the parcel leaves, and hold it after these hours (decision 067).
  ...confirmationSettingsSchema.shape,
});
export type ReceiverSettings = z.infer<typeof receiverSettingsSchema>;
export const receiverSettingsBodySchema = receiverSettingsSchema.partial().strict();
export type ReceiverSettingsBody = z.infer<typeof receiverSettingsBodySchema>;
export const receiverSettingsResponseSchema = successEnvelope({ feed: receiverSettingsSchema });

/** An order's tracking link, made on first use (`GET /api/client/order/{code}/tracking-link`). */
export const receiverLinkResponseSchema = successEnvelope({ feed: z.object({ url: z.string() }) });

/** The merchant's logo on its receivers' pages: at most this many bytes uploaded (PNG, JPEG or WebP). */
export const merchantLogoMaxBytes = 1024 * 1024;
/** `GET|POST|DELETE /api/client/receiver/logo`: the logo's file (`files/{id}`, the merchant's route) or null. */
export const receiverLogoResponseSchema = successEnvelope({
  feed: z.object({ logo_url: z.string().nullable() }),
});
export type ReceiverLogoResponse = z.infer<typeof receiverLogoResponseSchema>;
