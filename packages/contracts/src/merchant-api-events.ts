import { z } from 'zod';
import { successEnvelope } from './envelope';
import type { MessageKey } from './messages';
import { calendarDay } from './orders';
import { webhookEventTypes, type WebhookEventType } from './webhooks';
import { webhookEventSchema } from './webhook-events';

const m = (key: MessageKey) => ({ error: key, abort: true });

/*
 * The events API (decision 073, as Stripe's /v1/events): the events written for the client's endpoint,
 * listed and fetched again with the very body that was (or will be) delivered, `sequence` included.
 */

/** `GET /api/v1/events`: newest first; pass `next_cursor` back as `cursor` for the next page. */
export const apiEventListQuerySchema = z.object({
  type: z
    .enum(webhookEventTypes as unknown as [WebhookEventType, ...WebhookEventType[]], m('validation.invalid'))
    .optional(),
  /** The events of one order (its code). */
  order_code: z.string().trim().min(1).max(60).optional(),
  /** Cairo business days, as the orders list takes them. */
  created_from: calendarDay().optional(),
  created_to: calendarDay().optional(),
  /** The `sequence` of the last event of the previous page (an outbox id: a 32-bit integer). */
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, m('validation.invalid'))
    .transform(Number)
    .pipe(z.number().max(2_147_483_647, m('validation.invalid')))
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ApiEventListQuery = z.infer<typeof apiEventListQuerySchema>;

/** Any event's body as delivered (one of the documented types). */
export const apiEventSchema = z.union(
  webhookEventTypes.map((type) => webhookEventSchema(type)) as unknown as [
    z.ZodObject,
    z.ZodObject,
    ...z.ZodObject[],
  ],
);
export const apiEventListResponseSchema = successEnvelope({
  feed: z.array(apiEventSchema),
  next_cursor: z.string().nullable(),
});
export const apiEventResponseSchema = successEnvelope({ feed: apiEventSchema });
export const apiEventParamsSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_-]{1,64}$/, m('validation.invalid')),
});
