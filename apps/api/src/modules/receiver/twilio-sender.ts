import { createHmac, timingSafeEqual } from 'node:crypto';
import { excerpt, retryable, type ReceiverSender } from './receiver-sender';

export interface TwilioSettings {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A Twilio number (+E.164), or a Messaging Service SID (MG…). */
  from: string;
  /** Where Twilio posts the message's status changes (signed with X-Twilio-Signature). */
  statusCallback: string;
  timeoutMs: number;
}

/**
 * Twilio's documented request signature: HMAC-SHA1 with the auth token over the full URL followed by each
 * POST parameter's name and value, sorted by name, base64.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function twilioSignatureMatches(
  authToken: string,
  url: string,
  params: Record<string, string>,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * SMS through Twilio's Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json`, basic auth
 * (account SID, auth token), a form body; 201 answers the message's `sid`, an error `{code, message,
 * more_info, status}`.
 */
export function createTwilioSender(settings: TwilioSettings): ReceiverSender {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    channel: 'sms',
    async send(message) {
      const form = new URLSearchParams({
        To: message.to,
        [settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From']: settings.from,
        Body: message.text,
        StatusCallback: settings.statusCallback,
      });
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        const text = await res.text();
        const body = (() => {
          try {
            return JSON.parse(text) as { sid?: string; status?: string; code?: number; message?: string };
          } catch {
            return {};
          }
        })();
        if (res.ok && body.sid)
          return { ok: true, providerMessageId: body.sid, status: body.status ?? 'queued' };
        const error = body.message
          ? `${res.status} ${body.code ?? ''} ${body.message}`.trim()
          : `${res.status} ${excerpt(text)}`;
        return { ok: false, retry: retryable(res.status), error };
      } catch (err) {
        return { ok: false, retry: true, error: (err as Error).message };
      }
    },
  };
}
