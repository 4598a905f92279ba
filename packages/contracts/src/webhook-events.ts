import { z } from 'zod';
import { orderAttemptsShape } from './delivery-proof';
import { missionStatuses, orderStatuses } from './enums';
import { ticketStatuses } from './tickets';
import type { WebhookEventType } from './webhooks';

/*
 * What a webhook receiver gets (decisions 030, 055): the body of each event type, described once so that
 * the merchant API's OpenAPI document (its `webhooks` section, OpenAPI 3.1) and the tests that read real
 * deliveries check one thing. Status names, not numbers.
 */

/** Where an order came from, as its `order.created` event says (decision 073). */
export const orderSources = ['portal', 'import', 'store', 'api'] as const;
export type OrderSource = (typeof orderSources)[number];

/** The names of a table of statuses, as zod's enum takes them. */
const namesOf = <T extends Record<string, number>>(table: T) =>
  Object.keys(table) as [keyof T & string, ...Array<keyof T & string>];
const orderStatusName = z.enum(namesOf(orderStatuses));
const missionStatusName = z.enum(namesOf(missionStatuses));

const eventData: Record<WebhookEventType, z.ZodObject> = {
  'order.created': z.object({
    code: z.string(),
    status: orderStatusName,
    amount_to_be_collected: z.string().meta({ description: 'EGP, two decimals, as text' }),
    invoice_number: z.string().nullable().meta({ description: 'The merchant’s own reference, if given' }),
    source: z.enum(orderSources).meta({
      description:
        'portal: the form; import: a sheet or smart upload (a store’s order fixed in the queue too); store: a connected store; api: /api/v1',
    }),
  }),
  'order.status_changed': z.object({
    code: z.string(),
    status: orderStatusName,
    previous_status: orderStatusName,
    payout_date: z
      .string()
      .nullable()
      .meta({ description: 'The supply day its cash is paid on (YYYY-MM-DD) once delivered and unsettled' }),
    // The delivery proof and the newest failed attempts (decision 065).
    ...orderAttemptsShape,
  }),
  'mission.status_changed': z.object({
    code: z.string(),
    status: missionStatusName,
    previous_status: missionStatusName,
  }),
  'supply.created': z.object({
    id: z.number().int(),
    amount: z.string().meta({ description: 'EGP, two decimals, as text' }),
    orders_count: z.number().int(),
    method: z.string(),
    supplied_on: z.string().meta({ description: 'YYYY-MM-DD' }),
    order_codes: z.array(z.string()),
  }),
  'ticket.replied': z.object({
    code: z.string().meta({ description: 'T-<id>' }),
    reply_id: z.number().int(),
    status: z.enum(namesOf(ticketStatuses)),
    message: z.string(),
  }),
  ping: z.object({ message: z.string() }),
};

/** When each event is sent, for the document. */
export const webhookEventSummaries: Record<WebhookEventType, string> = {
  'order.created': 'An order was created (the portal form, a sheet or smart upload, a store, the API)',
  'order.status_changed': 'An order moved (the portal, the API, the desks, a pickup)',
  'mission.status_changed': 'A mission moved (the merchant ended it, or the desk moved it)',
  'supply.created': 'The desk paid the client a supply',
  'ticket.replied': 'The support desk answered one of the client’s tickets',
  ping: '“Send a test event” on the API page',
};

/** One event's body as delivered: the stored event, and `sequence` added when it is sent. */
export function webhookEventSchema(type: WebhookEventType) {
  return z.object({
    id: z.string().meta({ description: 'The event id, also X-Courier-Event-Id: the same on every attempt' }),
    type: z.literal(type),
    livemode: z.boolean().meta({
      description: 'false for a test order’s event (a test key’s order, moved by the test-mode call)',
    }),
    created_at: z.string().meta({ description: 'ISO 8601, when the event was written' }),
    occurred_at: z.string().meta({ description: 'ISO 8601, when the change happened' }),
    sequence: z.number().int().meta({
      description:
        'Larger is later among the events of one order (or mission): order them by it, deliveries are unordered',
    }),
    data: eventData[type],
  });
}
