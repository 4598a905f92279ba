import { z } from 'zod';
import { attemptReasonCodes } from './attempt-reasons';
import { cairoDay } from './business-day';
import { pageQuerySchema, successEnvelope } from './envelope';
import { calendarDay } from './orders';
import { optionalPhone, requiredText3 } from './rules';

/**
 * After a failed attempt (issue 38 §4, decision 068): the merchant's failed-attempt centre and the
 * receiver's reschedule link. A failed attempt opens a case; the merchant (or the receiver, or the
 * merchant's default at the deadline) decides it, and the decision goes through the order's own actions
 * (delay with a date, return to sender), so it reaches the desk's queue.
 */

/** The merchant's decisions: retry on a day, retry at a corrected address or phone, return to sender. */
export const attemptDecisions = ['retry', 'correct', 'return'] as const;
export type AttemptDecision = (typeof attemptDecisions)[number];
/** What a deadline without a decision applies (a merchant setting). */
export const attemptDefaults = ['retry', 'return'] as const;
export type AttemptDefault = (typeof attemptDefaults)[number];
/** What the receiver may ask from the link: a new day, a corrected address or phone, a cancel. */
export const receiverRequestKinds = ['new_day', 'correct', 'cancel'] as const;
export type ReceiverRequestKind = (typeof receiverRequestKinds)[number];
export const attemptDeciders = ['merchant', 'receiver', 'default'] as const;
export type AttemptDecider = (typeof attemptDeciders)[number];

/** The courier does not deliver on Fridays (the FAQ's "Fridays and public holidays are not counted"). */
export const courierDayOff = 5;
/**
 * The courier's next delivery days after `now` (Cairo days from tomorrow, Fridays skipped): the days a
 * receiver may pick and the default retry's day. One rule for the page, the API and the job.
 */
export function nextDeliveryDays(now: Date, count = 6): string[] {
  const days: string[] = [];
  for (let plus = 1; days.length < count && plus < count + 8; plus++) {
    const day = cairoDay(now, plus);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== courierDayOff) days.push(day);
  }
  return days;
}

export const receiverRequestSchema = z.object({
  kind: z.enum(receiverRequestKinds),
  day: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type ReceiverRequest = z.infer<typeof receiverRequestSchema>;

/** One order waiting for a decision after a failed attempt. */
export const attemptCaseSchema = z.object({
  order_id: z.number().int(),
  code: z.string(),
  receiver: z.string(),
  phone: z.string(),
  governorate: z.string(),
  area: z.string(),
  address: z.string(),
  amount: z.string(),
  /** A code of `attemptReasons` (the captain's; `other` when the desk recorded the failure). */
  reason: z.enum(attemptReasonCodes),
  attempts: z.number().int(),
  failed_at: z.string(),
  deadline_at: z.string(),
  receiver_request: receiverRequestSchema.nullable(),
  /** The decided list only: what was decided, by whom, when, and the day of a retry. */
  decision: z.enum(attemptDecisions).nullable(),
  decided_by: z.enum(attemptDeciders).nullable(),
  decided_at: z.string().nullable(),
  decision_day: z.string().nullable(),
});
export type AttemptCase = z.infer<typeof attemptCaseSchema>;

/** `GET /api/client/attempts?state`: the open cases (default), or the decisions of the last 30 days. */
export const attemptsQuerySchema = pageQuerySchema.extend({
  state: z.enum(['open', 'decided']).default('open'),
});
export type AttemptsQuery = z.infer<typeof attemptsQuerySchema>;
export const attemptsResponseSchema = successEnvelope({
  feed: z.array(attemptCaseSchema),
  feed_count: z.number().int(),
  /** The courier's next delivery days: the choices of "retry on". */
  days: z.array(z.string()),
});
export type AttemptsResponse = z.infer<typeof attemptsResponseSchema>;

const orderIds = z.array(z.coerce.number().int().positive().max(2_147_483_647)).min(1).max(500);

/**
 * `POST /api/client/attempts/decide`: one decision for these orders. A retry takes a day; a correction
 * (one order: an address is one receiver's) takes the new address or phone and the day; a return nothing.
 */
export const attemptDecisionBodySchema = z
  .object({
    order_ids: orderIds,
    decision: z.enum(attemptDecisions),
    day: calendarDay().optional(),
    address: requiredText3(500).optional(),
    phone: optionalPhone(),
    note: z.string().trim().max(500).optional(),
  })
  .refine((b) => b.decision === 'return' || b.day !== undefined, {
    error: 'validation.required',
    path: ['day'],
  })
  .refine((b) => b.decision !== 'correct' || b.address !== undefined || b.phone !== undefined, {
    error: 'validation.required',
    path: ['address'],
  })
  .refine((b) => b.decision !== 'correct' || b.order_ids.length === 1, {
    error: 'validation.invalid',
    path: ['order_ids'],
  });
export type AttemptDecisionBody = z.infer<typeof attemptDecisionBodySchema>;
export type AttemptDecisionForm = z.input<typeof attemptDecisionBodySchema>;

export const attemptDecisionResponseSchema = successEnvelope({
  feed: z.object({
    decided: z.array(z.string()),
    refused: z.array(z.object({ code: z.string(), error_msg: z.string() })),
  }),
});
export type AttemptDecisionResponse = z.infer<typeof attemptDecisionResponseSchema>;

/** The merchant's setting: what a deadline applies, and how long after the attempt it falls. */
export const attemptSettingsSchema = z.object({
  default_decision: z.enum(attemptDefaults),
  deadline_hours: z.coerce.number().int().min(1).max(168),
});
export type AttemptSettings = z.infer<typeof attemptSettingsSchema>;
export const attemptSettingsResponseSchema = successEnvelope({ feed: attemptSettingsSchema });

/** A month's figures: first attempts and how many succeeded; delivered and returned orders. */
export const attemptMonthFiguresSchema = z.object({
  first_attempts: z.number().int(),
  first_attempt_success: z.number().int(),
  delivered: z.number().int(),
  returned: z.number().int(),
});
export type AttemptMonthFigures = z.infer<typeof attemptMonthFiguresSchema>;
const thisAndLast = z.object({
  this_month: attemptMonthFiguresSchema,
  last_month: attemptMonthFiguresSchema,
});

export const attemptFiguresResponseSchema = successEnvelope({
  feed: thisAndLast.extend({
    month: z.string(),
    by_governorate: z.array(thisAndLast.extend({ governorate: z.string() })),
    by_reason: z.array(
      z.object({
        reason: z.enum(attemptReasonCodes),
        this_month: z.number().int(),
        last_month: z.number().int(),
      }),
    ),
  }),
});
export type AttemptFigures = z.infer<typeof attemptFiguresResponseSchema>['feed'];

/** The receiver's form on `/t/{token}/reschedule` (a plain form: strings). */
export const receiverRescheduleBodySchema = z.object({
  kind: z.enum(receiverRequestKinds),
  day: calendarDay().optional(),
  address: z.string().trim().max(500).optional(),
  phone: optionalPhone(),
  note: z.string().trim().max(300).optional(),
});
export type ReceiverRescheduleBody = z.infer<typeof receiverRescheduleBodySchema>;
