import { receiverLookupBodySchema, type Language } from '@courier/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { receiverLanguage } from './receiver-confirm-page.routes';
import type { ReceiverService } from './receiver.service';
import { renderLookupPage, renderTrackingPage } from './tracking-page';

// The link's `lang`, else the browser's Accept-Language, else Arabic (decision 067).
const langOf = (value: unknown, acceptLanguage?: string): Language => receiverLanguage(value, acceptLanguage);
const query = z.object({ lang: z.string().max(5).optional() });
// Not part of the API: HTML pages for people (the OpenAPI document leaves them out).
export const page = { public: true };

/** The receiver's pages put no token in a Referer, are never cached nor indexed. */
function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(body);
}

/** The receiver's pages post plain HTML forms (url-encoded, small). */
export function acceptPlainForms(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/**
 * `/t/{token}` (the tracking page) and `/t` (the lookup by order code and the phone's last 4 digits):
 * no login, rate limited per address (`tracking`, http/rate-limits.ts; decision 062).
 */
export const receiverPageRoutes: FastifyPluginAsyncZod<{
  receiver: ReceiverService;
  clock: Clock;
  /** The merchant's logo on this token's pages (`/t/{token}/logo`), or null: none uploaded. */
  logoUrl: (clientId: number, token: string) => Promise<string | null>;
}> = async (app, { receiver, clock, logoUrl }) => {
  acceptPlainForms(app);

  app.get(
    '/t/:token',
    {
      config: page,
      schema: { hide: true, params: z.object({ token: z.string().max(64) }), querystring: query },
    },
    async (request, reply) => {
      const lang = langOf(request.query.lang, request.headers['accept-language']);
      const data = /^[A-Za-z0-9_-]{22}$/.test(request.params.token)
        ? await receiver.page(request.params.token)
        : null;
      if (!data) return html(reply, 404, renderLookupPage(lang, 'notFound'));
      const logo = await logoUrl(data.clientId, request.params.token);
      return html(reply, 200, renderTrackingPage(data, lang, clock.now(), request.params.token, logo));
    },
  );

  app.get('/t', { config: page, schema: { hide: true, querystring: query } }, async (request, reply) =>
    html(reply, 200, renderLookupPage(langOf(request.query.lang, request.headers['accept-language']), null)),
  );

  app.post('/t', { config: page, schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const lang = langOf(form.lang);
    const parsed = receiverLookupBodySchema.safeParse(form);
    const token = parsed.success ? await receiver.lookup(parsed.data.code, parsed.data.digits) : null;
    // The same answer for an unknown code and for wrong digits: the lookup tells nothing else.
    if (!token) return html(reply, 404, renderLookupPage(lang, 'noMatch'));
    return reply
      .status(303)
      .header('location', `/t/${token}${lang === 'en' ? '?lang=en' : ''}`)
      .send();
  });
};
