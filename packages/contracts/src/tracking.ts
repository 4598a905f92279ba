import { z } from 'zod';
import { successEnvelope } from './envelope';
import { normalizeDigits } from './digits';

/**
 * International tracking (spec §3, §7 `order/international-search?code`): a `Tracking` list whose first
 * element the screen shows as a timeline. No data → 404 NO_INTERNATIONAL_SHIPMENT (spec §8).
 */
export const internationalSearchQuerySchema = z.object({
  code: z
    .string({ error: 'validation.required' })
    .transform((v) => normalizeDigits(v).trim().toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.required' })
        .min(5, { error: 'tracking.codeShort' })
        .max(40, { error: 'validation.tooLong' })
        .regex(/^[A-Z0-9-]+$/, { error: 'tracking.codeInvalid' }),
    ),
});
export type InternationalSearchQuery = z.infer<typeof internationalSearchQuerySchema>;

export const trackingEventSchema = z.object({
  /** ISO time of the event. */
  time: z.string(),
  status: z.string(),
  description: z.string(),
  location: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const trackingSchema = z.object({
  code: z.string(),
  carrier: z.string(),
  /** The latest status, as the provider words it. */
  status: z.string(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  /** Newest first. */
  events: z.array(trackingEventSchema),
});
export type Tracking = z.infer<typeof trackingSchema>;

export const internationalSearchResponseSchema = successEnvelope({ Tracking: z.array(trackingSchema) });
export type InternationalSearchResponse = z.infer<typeof internationalSearchResponseSchema>;
