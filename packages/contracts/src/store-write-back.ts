import { z } from 'zod';
import type { OrderStatus } from './enums';
import type { MessageKey } from './messages';

const m = (key: MessageKey) => ({ error: key, abort: true });

/*
 * Status write-back (decision 075): the portal writes an order's progress back to the store it came
 * from, through the store's own REST API with the merchant's credentials, as jobs of the webhook outbox.
 */

/** What is written back: the parcel picked up, delivered, or returned to the merchant. */
export const storeWriteBackSteps = ['picked_up', 'delivered', 'returned'] as const;
export type StoreWriteBackStep = (typeof storeWriteBackSteps)[number];

/**
 * The order moves (the state machine's statuses, `opsMoves`) that are written back: the parcel leaves
 * the merchant when a pickup takes a `sent` order `underway`; `given` is delivered; `returned` is back
 * with the merchant (a cancelled order ends there too, through `uncompleted` and `with_company`).
 */
export function storeWriteBackStep(from: OrderStatus, to: OrderStatus): StoreWriteBackStep | null {
  if (from === 'sent' && to === 'underway') return 'picked_up';
  if (to === 'given') return 'delivered';
  if (to === 'returned') return 'returned';
  return null;
}

/** The status a WooCommerce order is moved to per step (null: a note only). */
export const wooCommerceStatusOf: Record<StoreWriteBackStep, string | null> = {
  picked_up: null,
  delivered: 'completed',
  returned: 'cancelled',
};

const storeUrl = z
  .string(m('validation.required'))
  .trim()
  .max(200, m('validation.tooLong'))
  .pipe(z.url(m('storePlugins.storeUrlInvalid')));
const credential = z.string().trim().max(200, m('validation.tooLong')).optional();

/**
 * The merchant's store API settings. The credentials are write-only: an empty field keeps the saved
 * one (the page shows only its last four); Shopify takes an Admin API access token, WooCommerce a
 * consumer key and secret.
 */
export const storeWriteBackBodySchema = z.object({
  store_url: storeUrl,
  access_token: credential,
  consumer_key: credential,
  consumer_secret: credential,
  enabled: z.boolean(m('validation.required')),
});
export type StoreWriteBackBody = z.infer<typeof storeWriteBackBodySchema>;

export const storeWriteBackSchema = z.object({
  enabled: z.boolean(),
  store_url: z.string().nullable(),
  /** `••••` and the last four characters of the access token or consumer key, or null when none is saved. */
  credentials: z.string().nullable(),
});
export type StoreWriteBack = z.infer<typeof storeWriteBackSchema>;
