import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { ReceiverService } from './receiver.service';
import { twilioSignatureMatches } from './twilio-sender';
import { whatsappSignatureMatches } from './whatsapp-sender';

export interface ReceiverHookSecrets {
  /** The URL Twilio was given as StatusCallback: the signature covers it exactly. */
  twilioCallbackUrl: string;
  twilioAuthToken: string | undefined;
  whatsappAppSecret: string | undefined;
  whatsappVerifyToken: string | undefined;
}

const tags = ['receiver messages'];
const maxBodyBytes = 64 * 1024;
const received = z.object({ success: z.literal(1) });

interface WhatsAppStatuses {
  entry?: Array<{ changes?: Array<{ value?: { statuses?: Array<{ id?: string; status?: string }> } }> }>;
}

/**
 * The providers' delivery receipts (decision 062), authenticated by their signatures only: Twilio's
 * status callback (a form, X-Twilio-Signature) and Meta's WhatsApp webhook (JSON, X-Hub-Signature-256,
 * with the subscription's GET check). A bad or missing signature is 403 and changes nothing; a server
 * without the provider's secret has no such hook (404).
 */
export const receiverHooksRoutes: FastifyPluginAsyncZod<{
  receiver: ReceiverService;
  secrets: ReceiverHookSecrets;
}> = async (app, { receiver, secrets }) => {
  app.removeAllContentTypeParsers();
  // Raw bytes: each signature covers the body exactly as sent.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBodyBytes }, (_request, body, done) =>
    done(null, body),
  );
  const raw = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
  const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

  app.post(
    '/receiver/twilio',
    {
      config: { public: true },
      bodyLimit: maxBodyBytes,
      schema: { tags, summary: "Twilio's status callback of an SMS", response: { 200: received } },
    },
    async (request) => {
      // A server that does not send through Twilio has no Twilio hook.
      if (!secrets.twilioAuthToken) throw new AppError('NOT_FOUND');
      const params = Object.fromEntries(new URLSearchParams(raw(request.body).toString('utf8')));
      if (
        !twilioSignatureMatches(
          secrets.twilioAuthToken,
          secrets.twilioCallbackUrl,
          params,
          header(request.headers['x-twilio-signature']),
        )
      )
        throw new AppError('FORBIDDEN');
      if (params.MessageSid && params.MessageStatus)
        await receiver.receipt('sms', params.MessageSid, params.MessageStatus);
      return { success: 1 as const };
    },
  );

  app.get(
    '/receiver/whatsapp',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Meta's check of the webhook subscription: answers hub.challenge when the token matches",
        querystring: z.object({
          'hub.mode': z.string().max(50).optional(),
          'hub.verify_token': z.string().max(500).optional(),
          'hub.challenge': z.string().max(500).optional(),
        }),
      },
    },
    async (request, reply) => {
      const q = request.query;
      if (!secrets.whatsappVerifyToken) throw new AppError('NOT_FOUND');
      if (
        q['hub.mode'] !== 'subscribe' ||
        !secrets.whatsappVerifyToken ||
        q['hub.verify_token'] !== secrets.whatsappVerifyToken
      )
        throw new AppError('FORBIDDEN');
      return reply.header('content-type', 'text/plain').send(q['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/receiver/whatsapp',
    {
      config: { public: true },
      bodyLimit: maxBodyBytes,
      schema: { tags, summary: "Meta's WhatsApp status webhook", response: { 200: received } },
    },
    async (request) => {
      if (!secrets.whatsappAppSecret) throw new AppError('NOT_FOUND');
      const body = raw(request.body);
      if (
        !whatsappSignatureMatches(
          secrets.whatsappAppSecret,
          body,
          header(request.headers['x-hub-signature-256']),
        )
      )
        throw new AppError('FORBIDDEN');
      let payload: WhatsAppStatuses;
      try {
        payload = JSON.parse(body.toString('utf8')) as WhatsAppStatuses;
      } catch {
        throw new AppError('BAD_REQUEST');
      }
      for (const entry of payload.entry ?? [])
        for (const change of entry.changes ?? [])
          for (const status of change.value?.statuses ?? [])
            if (status.id && status.status) await receiver.receipt('whatsapp', status.id, status.status);
      return { success: 1 as const };
    },
  );
};
