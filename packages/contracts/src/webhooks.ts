import { z } from 'zod';
import { successEnvelope } from './envelope';
import type { MessageKey } from './messages';

const m = (key: MessageKey) => ({ error: key, abort: true });

/*
 * Signed webhooks (decision 030): where the client's status updates go (spec §7 `update-api
 * {api_url, api_token}`, `delete-client-api`), the signing secret, the delivery log and the test event.
 * All of it sits behind the API page's OTP unlock (decision 029).
 */

/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (Stripe's layout). */
export const webhookSignatureHeader = 'X-Courier-Signature';
/** The event's id: the same on every attempt, so a receiver drops what it has already handled. */
export const webhookEventIdHeader = 'X-Courier-Event-Id';
export const webhookEventTypeHeader = 'X-Courier-Event-Type';

export const webhookEventTypes = [
  'order.created',
  'order.status_changed',
  'mission.status_changed',
  'supply.created',
  'ticket.replied',
  'ping',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The types an endpoint chooses among (decision 073); `ping`, the test event, is always sent. */
export const webhookChosenEventTypes = webhookEventTypes.filter(
  (type): type is Exclude<WebhookEventType, 'ping'> => type !== 'ping',
);
export type WebhookChosenEventType = (typeof webhookChosenEventTypes)[number];
const chosenTypeSchema = z.enum(
  webhookChosenEventTypes as [WebhookChosenEventType, ...WebhookChosenEventType[]],
  m('validation.invalid'),
);

/** `POST /link-with-apis/webhooks/event-types`: the types the endpoint receives; null: all, new ones too. */
export const webhookEventTypesBodySchema = z.object({
  event_types: z.array(chosenTypeSchema).min(1, m('validation.required')).max(20).nullable(),
});
export type WebhookEventTypesBody = z.infer<typeof webhookEventTypesBodySchema>;

/** A rotation's overlap (decision 073): hours the old secret or key keeps working; the setting by default. */
export const rotateQuerySchema = z.object({
  grace_hours: z.coerce.number(m('validation.invalid')).int().min(0).max(720).optional(),
});

/** `POST /update-api {api_url, api_token}`: the URL's address rules are checked by the server (SSRF). */
export const updateApiBodySchema = z.object({
  api_url: z
    .string(m('validation.required'))
    .trim()
    .min(1, m('validation.required'))
    .max(2048, m('validation.tooLong'))
    .pipe(z.url(m('webhooks.urlInvalid'))),
  api_token: z
    .string(m('validation.invalid'))
    .trim()
    .max(500, m('validation.tooLong'))
    .nullish()
    .transform((v) => v || null),
});
export type UpdateApiBody = z.infer<typeof updateApiBodySchema>;

/** The settings as the API page shows them: the token and the secret masked (reveal answers the secret). */
export const webhookSettingsSchema = z.object({
  api_url: z.string().nullable(),
  /** `••••` and the last four characters, or null when no token is set. */
  api_token: z.string().nullable(),
  signing_secret: z.string(),
  /** The event types sent (besides `ping`); null: all of them, types added later too (decision 073). */
  event_types: z.array(chosenTypeSchema).nullable(),
  /** Until when deliveries are also signed with the secret before the last rotation (ISO 8601), or null. */
  previous_secret_until: z.string().nullable(),
});
export type WebhookSettings = z.infer<typeof webhookSettingsSchema>;
export const webhookSettingsResponseSchema = successEnvelope({ feed: webhookSettingsSchema });
export const webhookSecretResponseSchema = successEnvelope({
  feed: z.object({ signing_secret: z.string(), previous_secret_until: z.string().nullable().optional() }),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  type: z.string(),
  /**
   * What this attempt (the row) came to (`attemptOutcome`): delivered (the receiver answered 2xx),
   * pending (it failed and the event will be tried again) or failed (it failed and the event is not
   * retried: given up after 24 hours, or delivered by another attempt; resend by hand).
   */
  event_status: z.enum(['pending', 'delivered', 'failed']),
  attempted_at: z.string(),
  url: z.string(),
  status_code: z.number().int().nullable(),
  latency_ms: z.number().int(),
  response_excerpt: z.string().nullable(),
  error: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/**
 * The label of one attempt in the delivery log: its own outcome, not its event's (a failed attempt of an
 * event delivered later is not "Delivered"; issue 40.11).
 */
export function attemptOutcome(
  statusCode: number | null,
  error: string | null,
  eventStatus: WebhookDelivery['event_status'],
): WebhookDelivery['event_status'] {
  if (error === null && statusCode !== null && statusCode >= 200 && statusCode < 300) return 'delivered';
  return eventStatus === 'pending' ? 'pending' : 'failed';
}
export const webhookDeliveriesResponseSchema = successEnvelope({
  feed: z.object({
    data: z.array(webhookDeliverySchema),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});

/** The test event's first attempt, made before answering. */
export const webhookTestResponseSchema = successEnvelope({
  feed: z.object({ event_id: z.string(), delivery: webhookDeliverySchema }),
});
export const webhookResendParamsSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_-]{1,64}$/, m('validation.invalid')),
});
export const webhookResendResponseSchema = successEnvelope({ feed: z.object({ event_id: z.string() }) });
