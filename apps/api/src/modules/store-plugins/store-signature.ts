import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Shopify (`X-Shopify-Hmac-Sha256`) and WooCommerce (`X-WC-Webhook-Signature`) both sign the raw body the
 * same way: base64 of HMAC-SHA256 with the shared secret. Compared in constant time; a missing or
 * malformed header is simply a mismatch.
 */
export function signatureMatches(secret: string, rawBody: Buffer, header: string | undefined): boolean {
  if (!header) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  const given = Buffer.from(header.trim(), 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const signBody = (secret: string, rawBody: Buffer | string): string =>
  createHmac('sha256', secret).update(rawBody).digest('base64');
