import {
  receiverRescheduleBodySchema,
  type AttemptReason,
  type Language,
  type ReceiverRescheduleBody,
} from '@courier/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReceiverService } from './receiver.service';
import { renderReschedulePage, renderRescheduleDone, type RescheduleOutcome } from './reschedule-page';
import { acceptPlainForms } from './receiver-page.routes';
import { renderLookupPage } from './tracking-page';

/** The orders module's side of the receiver's choices (decision 068), given by the composition root. */
export interface Rescheduling {
  choices(orderId: number): Promise<{ open: boolean; reason: AttemptReason; days: string[] }>;
  request(order: { id: number; clientId: number }, body: ReceiverRescheduleBody): Promise<RescheduleOutcome>;
}

const langOf = (value: unknown): Language => (value === 'en' ? 'en' : 'ar');
const page = { public: true };
const params = z.object({ token: z.string().max(64) });

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(body);
}

/**
 * `/t/{token}/reschedule`: the receiver's choices after a failed attempt (decision 068). No login, the
 * token is the capability; the same budget per address as `/t` (http/rate-limits.ts).
 */
export const reschedulePageRoutes: FastifyPluginAsyncZod<{
  receiver: ReceiverService;
  rescheduling: Rescheduling;
  /** The merchant's logo on this token's pages, or null (receiver-logo.routes.ts). */
  logoUrl: (clientId: number, token: string) => Promise<string | null>;
}> = async (app, { receiver, rescheduling, logoUrl }) => {
  acceptPlainForms(app);
  const orderOf = (token: string) =>
    /^[A-Za-z0-9_-]{22}$/.test(token) ? receiver.orderOfToken(token) : Promise.resolve(null);

  app.get(
    '/t/:token/reschedule',
    {
      config: page,
      schema: { hide: true, params, querystring: z.object({ lang: z.string().max(5).optional() }) },
    },
    async (request, reply) => {
      const lang = langOf(request.query.lang);
      const order = await orderOf(request.params.token);
      if (!order) return html(reply, 404, renderLookupPage(lang, 'notFound'));
      const choices = await rescheduling.choices(order.id);
      const data = {
        token: request.params.token,
        code: order.code,
        merchant: order.merchant,
        logoUrl: await logoUrl(order.clientId, request.params.token),
        ...choices,
      };
      return html(reply, 200, renderReschedulePage(data, lang));
    },
  );

  app.post(
    '/t/:token/reschedule',
    { config: page, schema: { hide: true, params } },
    async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const lang = langOf(form.lang);
      const order = await orderOf(request.params.token);
      if (!order) return html(reply, 404, renderLookupPage(lang, 'notFound'));
      // An empty field of a plain form is no answer.
      const filled = Object.fromEntries(Object.entries(form).filter(([, v]) => v !== ''));
      const parsed = receiverRescheduleBodySchema.safeParse(filled);
      const outcome = parsed.success ? await rescheduling.request(order, parsed.data) : 'invalid';
      const choices = await rescheduling.choices(order.id);
      const data = {
        token: request.params.token,
        code: order.code,
        merchant: order.merchant,
        logoUrl: await logoUrl(order.clientId, request.params.token),
        ...choices,
      };
      if (outcome === 'done' && parsed.success)
        return html(reply, 200, renderRescheduleDone(data, lang, parsed.data.kind, parsed.data.day));
      if (outcome === 'closed') return html(reply, 409, renderReschedulePage({ ...data, open: false }, lang));
      return html(reply, 422, renderReschedulePage(data, lang, true));
    },
  );
};
