import { z } from 'zod';
import { successEnvelope } from './envelope';
import type { MessageKey } from './messages';
import { requiredId, requiredText3 } from './rules';

/*
 * The receiver confirms before the parcel leaves (issue 38 §2, decision 067): when a merchant asks for it,
 * a sent order's receiver gets a link to confirm, ask to cancel, or correct the address and leave notes.
 */

/**
 * An order's confirmation: asked and waiting, confirmed, an address correction sent, a cancel asked,
 * held (unconfirmed past the merchant's hours: off the captains' runs until the merchant decides) or
 * released by the merchant. No state (null): not asked.
 */
export const confirmationStates = [
  'waiting',
  'confirmed',
  'correction',
  'cancel_asked',
  'held',
  'released',
] as const;
export type ConfirmationState = (typeof confirmationStates)[number];

/** The receiver may still answer while the parcel has not gone out (sent, or picked up from the merchant). */
export const confirmableStatuses = ['sent', 'underway'] as const;

/** The receiver's three answers; each reaches the merchant and the desk's queue as a request. */
export const receiverAnswers = ['confirm', 'correct', 'cancel'] as const;
export type ReceiverAnswer = (typeof receiverAnswers)[number];
export const receiverRequestKindOf: Record<
  ReceiverAnswer,
  'receiver_confirm' | 'receiver_address' | 'receiver_cancel'
> = { confirm: 'receiver_confirm', correct: 'receiver_address', cancel: 'receiver_cancel' };

const m = (key: MessageKey) => ({ error: key, abort: true });
/** Optional short text of a plain form: empty is none. */
const note = (max: number) =>
  z
    .string(m('validation.invalid'))
    .trim()
    .max(max, m('validation.tooLong'))
    .transform((v) => (v.length === 0 ? undefined : v))
    .optional();

/** Delivery notes the receiver may leave with any answer but a cancel. */
const notes = { landmark: note(200), best_time: note(100) };

export const receiverConfirmBodySchema = z.object(notes);
export const receiverCorrectBodySchema = z.object({
  government: requiredId(),
  area: requiredId(),
  address: requiredText3(300),
  ...notes,
});
export const receiverCancelBodySchema = z.object({ reason: note(300) });
export type ReceiverConfirmBody = z.infer<typeof receiverConfirmBodySchema>;
export type ReceiverCorrectBody = z.infer<typeof receiverCorrectBodySchema>;
export type ReceiverCancelBody = z.infer<typeof receiverCancelBodySchema>;

/** The merchant's answer to a held order: release it to the captains (a cancel is the order's own cancel). */
export const confirmationReleaseResponseSchema = successEnvelope({
  feed: z.object({ state: z.enum(confirmationStates) }),
});

/** An order's confirmation as the merchant's order page shows it. */
export const orderConfirmationSchema = z.object({
  state: z.enum(confirmationStates),
  asked_at: z.string(),
  hold_at: z.string(),
  answered_at: z.string().nullable(),
  held_at: z.string().nullable(),
  government: z.string().nullable(),
  area: z.string().nullable(),
  address: z.string().nullable(),
  landmark: z.string().nullable(),
  best_time: z.string().nullable(),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;
export const orderConfirmationResponseSchema = successEnvelope({
  feed: orderConfirmationSchema.nullable(),
});

/** The merchant's confirmation settings: ask or not, and the hours before an unconfirmed order is held. */
export const confirmationSettingsSchema = z.object({
  confirm_orders: z.boolean(),
  hold_after_hours: z.number().int().min(1).max(168),
});
