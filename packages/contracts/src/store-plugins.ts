import { z } from 'zod';
import { successEnvelope } from './envelope';
import type { MessageKey } from './messages';
import { requiredId } from './rules';
import { storeWriteBackSchema } from './store-write-back';

const m = (key: MessageKey) => ({ error: key, abort: true });

/*
 * Store plugins (issue 10, `/link-with-plugins`, admin only): a merchant's Shopify or WooCommerce store
 * sends its standard "order created" webhook to a per-connection URL; the portal checks the platform's
 * signature and makes a saved order, or queues it for the merchant's choice of place.
 */

export const storePlatforms = ['shopify', 'woocommerce'] as const;
export type StorePlatform = (typeof storePlatforms)[number];

/** Where a store sends its webhooks; the token is the connection's unguessable part. */
export const storeHookPath = (token: string) => `/api/hooks/stores/${token}`;

/** The platforms' signature headers: base64 of HMAC-SHA256(secret, raw body). */
export const storeSignatureHeaders: Record<StorePlatform, string> = {
  shopify: 'X-Shopify-Hmac-Sha256',
  woocommerce: 'X-WC-Webhook-Signature',
};

export const createStoreConnectionBodySchema = z.object({
  platform: z.enum(storePlatforms, m('validation.required')),
  /** Optional; '' is none. */
  name: z.string().trim().max(60, m('validation.tooLong')).optional(),
});
export type CreateStoreConnectionBody = z.infer<typeof createStoreConnectionBodySchema>;

/** Shopify signs with a key it shows the merchant, who pastes it here; WooCommerce takes ours. */
export const setStoreSecretBodySchema = z.object({
  signing_secret: z
    .string(m('validation.required'))
    .trim()
    .min(16, m('storePlugins.secretTooShort'))
    .max(200, m('validation.tooLong')),
});
export type SetStoreSecretBody = z.infer<typeof setStoreSecretBodySchema>;

export const storeConnectionParamsSchema = z.object({ id: requiredId() });

export const storeConnectionSchema = z.object({
  id: z.number().int(),
  platform: z.enum(storePlatforms),
  name: z.string().nullable(),
  /** The path of the webhook URL (`storeHookPath`); the page prefixes the portal's origin. */
  webhook_path: z.string(),
  /** `••••` and the last four characters, or null while a Shopify connection awaits Shopify's key. */
  signing_secret: z.string().nullable(),
  created_at: z.string(),
  last_received_at: z.string().nullable(),
  orders_created: z.number().int(),
  orders_waiting: z.number().int(),
  /** Status write-back (decision 075). */
  write_back: storeWriteBackSchema,
});
export type StoreConnection = z.infer<typeof storeConnectionSchema>;

export const storeConnectionsResponseSchema = successEnvelope({ feed: z.array(storeConnectionSchema) });
export const storeConnectionResponseSchema = successEnvelope({ feed: storeConnectionSchema });
export const storeSecretResponseSchema = successEnvelope({ feed: z.object({ signing_secret: z.string() }) });

export const storeHookParamsSchema = z.object({ token: z.string().max(100) });

/**
 * What the endpoint did with a delivery: `created` a saved order, `queued` it for the merchant's choice
 * of place, `duplicate` (already handled), `ping` (WooCommerce's check), `ignored` (not an order, or an
 * order the form's rules refuse: the reasons are in `errors`).
 */
export const storeHookResponseSchema = successEnvelope({
  outcome: z.enum(['created', 'queued', 'duplicate', 'ping', 'ignored']),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type StoreHookResponse = z.infer<typeof storeHookResponseSchema>;
