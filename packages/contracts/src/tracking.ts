import { z } from 'zod';
import { pageQuerySchema, successEnvelope } from './envelope';
import { normalizeDigits } from './digits';
import type { MessageKey } from './messages';
import { maxId, requiredField, requiredId } from './rules';

const m = (key: MessageKey) => ({ error: key, abort: true });

/** A tracking code: trimmed, upper case, Arabic-Indic digits read; 5–40 Latin letters, digits or dashes. */
export const trackingCode = () =>
  z
    .string(m('validation.required'))
    .transform((v) => normalizeDigits(v).trim().toUpperCase())
    .pipe(
      z
        .string()
        .min(1, m('validation.required'))
        .min(5, m('tracking.codeShort'))
        .max(40, m('validation.tooLong'))
        .regex(/^[A-Z0-9-]+$/, m('tracking.codeInvalid')),
    );

/**
 * International tracking (spec §3, §7 `order/international-search?code`): a `Tracking` list whose first
 * element the screen shows as a timeline. No data → 404 NO_INTERNATIONAL_SHIPMENT (spec §8).
 */
export const internationalSearchQuerySchema = z.object({ code: trackingCode() });
export type InternationalSearchQuery = z.infer<typeof internationalSearchQuerySchema>;

/**
 * Our tracking statuses (issue 41.8): the provider's main statuses (17TRACK's NotFound … Exception) mapped
 * to keys the screens translate; a status we do not know is `unknown`, never the provider's raw word.
 */
export const trackingStatusKeys = [
  'not_found',
  'info_received',
  'in_transit',
  'expired',
  'available_for_pickup',
  'out_for_delivery',
  'delivery_failure',
  'delivered',
  'exception',
  'unknown',
] as const;
export type TrackingStatusKey = (typeof trackingStatusKeys)[number];

const providerStatuses: Record<string, TrackingStatusKey> = {
  notfound: 'not_found',
  inforeceived: 'info_received',
  intransit: 'in_transit',
  expired: 'expired',
  availableforpickup: 'available_for_pickup',
  outfordelivery: 'out_for_delivery',
  deliveryfailure: 'delivery_failure',
  delivered: 'delivered',
  exception: 'exception',
};

/** A provider's status (`InTransit`, a sub-status `InTransit_Other`, `in transit`) as our key. */
export function trackingStatusKeyOf(providerStatus: string): TrackingStatusKey {
  const main = providerStatus
    .split('_')[0]!
    .replace(/[^a-z]/gi, '')
    .toLowerCase();
  return providerStatuses[main] ?? 'unknown';
}

export const trackingStatusLabelKey = (key: TrackingStatusKey): MessageKey => `trackingStatus.${key}`;

/** The status as the caller reads it: the provider's word, our key and its label in the caller's language. */
const statusFields = {
  /** The provider's own word (InTransit, Delivered), kept for the record. */
  status: z.string(),
  status_key: z.enum(trackingStatusKeys),
  status_label: z.string(),
};

export const trackingEventSchema = z.object({
  /** ISO time of the event. */
  time: z.string(),
  ...statusFields,
  description: z.string(),
  location: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const trackingSchema = z.object({
  code: z.string(),
  carrier: z.string(),
  /** The latest status. */
  ...statusFields,
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  /** Newest first. */
  events: z.array(trackingEventSchema),
});
export type Tracking = z.infer<typeof trackingSchema>;

export const internationalSearchResponseSchema = successEnvelope({ Tracking: z.array(trackingSchema) });
export type InternationalSearchResponse = z.infer<typeof internationalSearchResponseSchema>;

/*
 * The staff side (decision 020's amendment): `/api/ops/international-shipments` lists, adds, edits and
 * deletes the shipments the database provider reads, and their events. Roles `ops` and `admin`.
 */

/** Optional free text (origin, destination, location): trimmed; empty is null. */
const optionalText = (max: number) =>
  z
    .string(m('validation.invalid'))
    .trim()
    .max(max, m('validation.tooLong'))
    .transform((v) => (v.length === 0 ? null : v))
    .nullish()
    .transform((v) => v ?? null);

/** `GET /api/ops/international-shipments?page&perPage&search`: search is a part of the code. */
export const opsShipmentListQuerySchema = pageQuerySchema.extend({
  search: z
    .string()
    .transform((v) => normalizeDigits(v).trim().toUpperCase())
    .pipe(z.string().max(40))
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type OpsShipmentListQuery = z.infer<typeof opsShipmentListQuerySchema>;

export const opsShipmentParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(maxId) });
export const opsShipmentEventParamsSchema = opsShipmentParamsSchema.extend({
  eventId: z.coerce.number().int().min(1).max(maxId),
});

/** A shipment as staff enter it. No `client_id`: every client may find it by its code. */
export const opsShipmentBodySchema = z.object({
  code: trackingCode(),
  carrier: requiredField(100),
  /** The latest status, as the carrier words it (e.g. InTransit, Delivered). */
  status: requiredField(100),
  origin: optionalText(100),
  destination: optionalText(100),
  client_id: z
    .union([requiredId(), z.literal(''), z.null()])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null)),
});
export type OpsShipmentBody = z.infer<typeof opsShipmentBodySchema>;
export type OpsShipmentForm = z.input<typeof opsShipmentBodySchema>;

/** One tracking event; `time` is an ISO date-time with its offset (the browser sends UTC). */
export const opsShipmentEventBodySchema = z.object({
  time: z
    .string(m('validation.required'))
    .trim()
    .min(1, m('validation.required'))
    .pipe(z.iso.datetime({ offset: true, error: 'validation.date' })),
  status: requiredField(100),
  description_ar: requiredField(300),
  description_en: requiredField(300),
  location: optionalText(100),
});
export type OpsShipmentEventBody = z.infer<typeof opsShipmentEventBodySchema>;
export type OpsShipmentEventForm = z.input<typeof opsShipmentEventBodySchema>;

export const opsShipmentEventSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  status: z.string(),
  description_ar: z.string(),
  description_en: z.string(),
  location: z.string().nullable(),
});
export type OpsShipmentEvent = z.infer<typeof opsShipmentEventSchema>;

export const opsShipmentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  carrier: z.string(),
  status: z.string(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  client_id: z.number().int().nullable(),
  events_count: z.number().int(),
  /** The newest event's time, null without events. */
  last_event_at: z.string().nullable(),
  updated_at: z.string(),
});
export type OpsShipment = z.infer<typeof opsShipmentSchema>;

export const opsShipmentListResponseSchema = successEnvelope({
  feed: z.array(opsShipmentSchema),
  feed_count: z.number().int(),
});
export type OpsShipmentListResponse = z.infer<typeof opsShipmentListResponseSchema>;

/** One shipment with its events, newest first. */
export const opsShipmentResponseSchema = successEnvelope({
  feed: opsShipmentSchema.extend({ events: z.array(opsShipmentEventSchema) }),
});
export type OpsShipmentResponse = z.infer<typeof opsShipmentResponseSchema>;
export type OpsShipmentDetails = OpsShipmentResponse['feed'];
