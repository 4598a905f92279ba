import {
  confirmationStates,
  receiverCancelBodySchema,
  receiverConfirmBodySchema,
  receiverCorrectBodySchema,
  type Language,
  type ReceiverAnswer,
} from '@courier/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderConfirmPage, type ConfirmPageView } from './confirm-page';
import type { ReceiverConfirmService } from './receiver-confirm.service';
import { renderLookupPage } from './tracking-page';

/**
 * The receiver's language: `?lang=` when the link or the switch names one, else the browser's first of
 * Arabic and English by its Accept-Language weights; Arabic when it names neither (decision 067).
 */
export function receiverLanguage(query: unknown, acceptLanguage: string | undefined): Language {
  if (query === 'en' || query === 'ar') return query;
  let best: { lang: Language; q: number } | null = null;
  for (const part of (acceptLanguage ?? '').split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const lang = tag.split('-')[0];
    if (lang !== 'ar' && lang !== 'en') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { lang, q };
  }
  return best?.lang ?? 'ar';
}

const tokenPattern = /^[A-Za-z0-9_-]{22}$/;
const params = z.object({ token: z.string().max(64) });
const query = z.object({
  lang: z.string().max(5).optional(),
  government: z.string().max(10).optional(),
  done: z.string().max(20).optional(),
});
// Not part of the API: HTML pages for people (the OpenAPI document leaves them out).
const page = { public: true };

/** As the tracking page: no token in a Referer, never cached nor indexed. */
function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(body);
}

const schemas = {
  confirm: receiverConfirmBodySchema,
  correct: receiverCorrectBodySchema,
  cancel: receiverCancelBodySchema,
} as const;

/**
 * `/t/{token}/confirm` and its three answers (decision 067), in the `pages` scope: no login, the same
 * budget per address as the tracking page (`tracking`, http/rate-limits.ts). Each answer is a plain form
 * post answered 303 to the page (so a reload posts nothing), or the page again with what was wrong.
 */
export const receiverConfirmPageRoutes: FastifyPluginAsyncZod<{
  confirm: ReceiverConfirmService;
  logoUrl: (clientId: number, token: string) => Promise<string | null>;
}> = async (app, { confirm, logoUrl }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  async function show(
    token: string,
    view: Omit<ConfirmPageView, 'government' | 'token'> & { government?: number },
  ) {
    const data = tokenPattern.test(token) ? await confirm.page(token) : null;
    // Only an order whose receiver was asked has a confirmation page.
    if (!data?.state) return { status: 404, body: renderLookupPage(view.lang, 'notFound') };
    const places = await confirm.places();
    const government =
      view.government && places.governorates.some((g) => g.id === view.government)
        ? view.government
        : data.governorateId;
    const logo = await logoUrl(data.clientId, token);
    return {
      status: view.refusal ? 422 : 200,
      body: renderConfirmPage(data, places, { ...view, token, government, logoUrl: logo }),
    };
  }

  app.get(
    '/t/:token/confirm',
    { config: page, schema: { hide: true, params, querystring: query } },
    async (request, reply) => {
      const lang = receiverLanguage(request.query.lang, request.headers['accept-language']);
      const done = confirmationStates.find((s) => s === request.query.done) ?? null;
      const government = Number(request.query.government) || undefined;
      const { status, body } = await show(request.params.token, { lang, done, government });
      return html(reply, status, body);
    },
  );

  for (const kind of ['confirm', 'correct', 'cancel'] as const satisfies readonly ReceiverAnswer[]) {
    app.post(
      `/t/:token/${kind}`,
      { config: page, schema: { hide: true, params, querystring: query } },
      async (request, reply) => {
        const lang = receiverLanguage(request.query.lang, request.headers['accept-language']);
        const { token } = request.params;
        const form = (request.body ?? {}) as Record<string, string>;
        const values = Object.fromEntries(
          Object.entries(form)
            .filter(([, v]) => typeof v === 'string')
            .map(([k, v]) => [k, v.slice(0, 300)]),
        );
        const government = Number(form.government) || undefined;
        const parsed = schemas[kind].safeParse(form);
        const outcome = !tokenPattern.test(token)
          ? ({ kind: 'notFound' } as const)
          : parsed.success
            ? await confirm.answer(token, kind, parsed.data, lang)
            : ({ kind: 'refused', refusal: { key: 'receiverConfirm.invalid' } } as const);
        if (outcome.kind === 'done')
          return reply
            .status(303)
            .header('referrer-policy', 'no-referrer')
            .header('location', `/t/${token}/confirm?done=${outcome.state}${lang === 'en' ? '&lang=en' : ''}`)
            .send();
        if (outcome.kind === 'notFound') return html(reply, 404, renderLookupPage(lang, 'notFound'));
        const refusal = outcome.kind === 'refused' ? outcome.refusal : null;
        const { status, body } = await show(token, { lang, refusal, values, government });
        return html(reply, outcome.kind === 'closed' ? 409 : status, body);
      },
    );
  }
};
