import { z } from 'zod';
import { handInSchema, heldOrderSchema } from './captains';
import { successEnvelope } from './envelope';
import { requiredId } from './rules';

/*
 * The captain's pickups, his cash and his position (issue 37 §2, 7, 8; decision 066): `/api/captain/*` and
 * the console's map.
 */

const money = z.string().regex(/^-?\d+\.\d{2}$/);
const m = (key: string) => ({ error: key });

/** A parcel on a pickup's manifest: a sent order of the mission's client the pickup will take. */
export const pickupParcelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  bar_code: z.string().nullable(),
  receiver: z.string(),
  /** 1 once the captain confirmed it at the merchant (scanned or typed its code). */
  scanned: z.union([z.literal(0), z.literal(1)]),
});
export type PickupParcel = z.infer<typeof pickupParcelSchema>;

/** A pickup mission the office gave this captain, with where to go and what to collect. */
export const captainPickupSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** contracts `missionTypes`' name: `receiving` or `receiving_and_returns`. */
  type: z.string(),
  client: z.string(),
  phone: z.string().nullable(),
  governorate: z.string().nullable(),
  area: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  due_date: z.string().nullable(),
  parcels: z.array(pickupParcelSchema),
});
export type CaptainPickup = z.infer<typeof captainPickupSchema>;
export const captainPickupsResponseSchema = successEnvelope({ feed: z.array(captainPickupSchema) });
export type CaptainPickupsResponse = z.infer<typeof captainPickupsResponseSchema>;

export const pickupParamsSchema = z.object({ id: requiredId() });
export const pickupScanResponseSchema = successEnvelope({
  feed: z.object({ mission_id: z.number().int(), parcel: pickupParcelSchema }),
});
export type PickupScanResponse = z.infer<typeof pickupScanResponseSchema>;

/** `GET /api/captain/cash`: the cash he holds (the office's ledger) and his declaration waiting, if any. */
export const captainOwnCashResponseSchema = successEnvelope({
  feed: z.object({
    orders: z.array(heldOrderSchema),
    expected: money,
    pending: handInSchema.nullable(),
  }),
});
export type CaptainOwnCashResponse = z.infer<typeof captainOwnCashResponseSchema>;

/** Consent to share his position (asked once on the phone; withdrawn at any time). */
export const positionConsentBodySchema = z.object({ consent: z.boolean(m('validation.required')) });
export type PositionConsentBody = z.infer<typeof positionConsentBodySchema>;
export const positionConsentResponseSchema = successEnvelope({
  feed: z.object({
    consent: z.union([z.literal(0), z.literal(1)]),
    /** How often the app sends his position while a run is open (server setting). */
    every_seconds: z.number().int(),
  }),
});
export type PositionConsentResponse = z.infer<typeof positionConsentResponseSchema>;

/** `POST /api/captain/positions`: one fix from the phone (an older one than the last kept is ignored). */
export const captainPositionBodySchema = z.object({
  lat: z.number(m('validation.invalid')).min(-90).max(90),
  lng: z.number(m('validation.invalid')).min(-180).max(180),
  accuracy: z.number().min(0).max(100_000).nullable().optional(),
  at: z.iso.datetime({ offset: true, error: 'validation.invalid' }),
});
export type CaptainPositionBody = z.infer<typeof captainPositionBodySchema>;

/** A captain on the console's map. */
export const captainPositionSchema = z.object({
  captain_id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number().nullable(),
  at: z.string(),
});
export type CaptainPosition = z.infer<typeof captainPositionSchema>;
export const captainPositionsResponseSchema = successEnvelope({ feed: z.array(captainPositionSchema) });
export type CaptainPositionsResponse = z.infer<typeof captainPositionsResponseSchema>;
