import { createHmac, timingSafeEqual } from 'node:crypto';
import { excerpt, retryable, type ReceiverSender } from './receiver-sender';

export interface WhatsAppSettings {
  baseUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs: number;
}

/** Meta's webhook signature: `sha256=` and the hex HMAC-SHA256 of the raw body with the app secret. */
export const whatsappSignature = (appSecret: string, rawBody: Buffer | string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;

export function whatsappSignatureMatches(appSecret: string, rawBody: Buffer, header: string | undefined) {
  if (!header) return false;
  const expected = Buffer.from(whatsappSignature(appSecret, rawBody));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Throttling codes of the Cloud API: try again later (the rest of its 4xx are final). */
const throttled = new Set([4, 80007, 130429, 131048, 131056]);

/**
 * WhatsApp Business through Meta's Cloud API: `POST /{version}/{phone-number-id}/messages` with a bearer
 * token, an approved template in the merchant's language (ar or en) with its body parameters; 200 answers
 * `messages[0].id` (wamid…), an error `{error: {message, type, code, error_subcode, fbtrace_id}}`.
 */
export function createWhatsAppSender(settings: WhatsAppSettings): ReceiverSender {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/${settings.apiVersion}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    channel: 'whatsapp',
    async send(message) {
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to.replace(/^\+/, ''),
        type: 'template',
        template: {
          name: message.template.name,
          language: { code: message.language },
          components: [
            { type: 'body', parameters: message.template.params.map((text) => ({ type: 'text', text })) },
          ],
        },
      };
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        const text = await res.text();
        const answer = (() => {
          try {
            return JSON.parse(text) as {
              messages?: Array<{ id: string; message_status?: string }>;
              error?: { message?: string; code?: number };
            };
          } catch {
            return {};
          }
        })();
        const id = answer.messages?.[0]?.id;
        if (res.ok && id)
          return {
            ok: true,
            providerMessageId: id,
            status: answer.messages?.[0]?.message_status ?? 'accepted',
          };
        const code = answer.error?.code;
        const error = answer.error?.message
          ? `${res.status} ${code ?? ''} ${answer.error.message}`
          : `${res.status} ${excerpt(text)}`;
        return {
          ok: false,
          retry: retryable(res.status) || (code !== undefined && throttled.has(code)),
          error,
        };
      } catch (err) {
        return { ok: false, retry: true, error: (err as Error).message };
      }
    },
  };
}
