import {
  advancedSearchSchema,
  cancelOrderSchema,
  changeToUrgentSchema,
  delayLogEntrySchema,
  delayRequestSchema,
  isOrderList,
  okSchema,
  orderCodeQuerySchema,
  orderEditSchema,
  orderFormSchema,
  orderIdQuerySchema,
  orderListFiltersSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderLogEntrySchema,
  orderSchema,
  pageQuerySchema,
  printOrdersSchema,
  quickSearchSchema,
  rateOrderSchema,
  resendRequestSchema,
  returnOnSenderSchema,
  type OrderList,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { denySuspended, sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import type { Idempotent } from '../idempotency/idempotency.service';
import type { LookupsService } from '../lookups/lookups.service';
import type { CostsService } from '../costs/costs.service';
import type { OrdersService } from './orders.service';

const tags = ['orders'];
const ok = { 200: okSchema };
const named = z.object({ id: z.number().int(), name: z.string() });
const feedResponse = (feed: z.ZodType, extra: z.ZodRawShape = {}) =>
  z.object({ success: z.literal(1), feed, ...extra });

/** The order calls of spec §7 under /api/client. A suspended client is answered 'account suspended' (§1). */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  lookups: LookupsService;
  costs: CostsService;
  idempotent: Idempotent;
}> = async (app, { orders, lookups, costs, idempotent }) => {
  app.addHook('onRequest', denySuspended);

  app.post(
    '/order/:list',
    {
      schema: {
        tags,
        summary:
          'One of the seven order lists (UncompletedOrder, UnderwayOrder, SavedOrder, SentOrder, DelayOrder, WithCaptain, GivenOrder)',
        params: z.object({ list: z.string().max(40) }),
        querystring: orderListQuerySchema,
        body: orderListFiltersSchema.nullish().transform((v) => v ?? {}),
        response: { 200: orderListResponseSchema },
      },
    },
    async (request) => {
      const { list } = request.params;
      if (!isOrderList(list)) throw new AppError('ROUTE_NOT_FOUND');
      const result = await orders.list(
        sessionOf(request),
        list as OrderList,
        request.query,
        request.body ?? {},
        languageOf(request),
      );
      return { success: 1 as const, ...result };
    },
  );

  app.post(
    '/order/search',
    {
      schema: {
        tags,
        summary: 'Quick search by many codes (spaces, commas or new lines)',
        body: quickSearchSchema,
        response: {
          200: feedResponse(z.array(orderSchema), {
            feed_count: z.number().int(),
            not_found: z.array(z.string()),
          }),
        },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await orders.quickSearch(sessionOf(request), request.body.codes, languageOf(request))),
    }),
  );

  app.post(
    '/order/advanced-search-submit',
    {
      schema: {
        tags,
        summary: 'Advanced search over every order field, paged',
        body: advancedSearchSchema,
        response: { 200: feedResponse(z.array(orderSchema), { feed_count: z.number().int() }) },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await orders.advancedSearch(sessionOf(request), request.body, languageOf(request))),
    }),
  );

  const formData = async (clientId: number, lang: 'ar' | 'en') => {
    const [governments, prices, companies] = await Promise.all([
      lookups.governorates(lang),
      costs.costs(clientId, 'home', undefined, lang, { offset: 0, limit: 100 }),
      costs.companies(clientId, undefined, { offset: 0, limit: 100 }),
    ]);
    return {
      governments,
      payload_feed: {
        prices: prices.rows.map((p) => ({ government_id: p.government_id, price: p.price })),
        companies: companies.rows.map((c) => ({ id: c.id, name: c.name })),
      },
    };
  };
  const payloadFeed = z.object({
    prices: z.array(z.object({ government_id: z.number().int(), price: z.string() })),
    companies: z.array(named),
  });

  app.post(
    '/order/add',
    {
      schema: {
        tags,
        summary: 'What the add-order form needs: governments, the client’s prices and companies',
        response: {
          200: z.object({ success: z.literal(1), feed: z.array(named), payload_feed: payloadFeed }),
        },
      },
    },
    async (request) => {
      const data = await formData(sessionOf(request).clientId, languageOf(request));
      return { success: 1 as const, feed: data.governments, payload_feed: data.payload_feed };
    },
  );

  app.post(
    '/order/submit',
    {
      schema: {
        tags,
        summary: 'Create an order (honours the Idempotency-Key header)',
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }).loose(),
        body: orderFormSchema,
        response: { 200: z.object({ success: z.literal(1), code: z.string(), id: z.number().int() }) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const actor = await orders.actorFor(session);
      return idempotent(
        {
          clientId: session.clientId,
          name: 'order/submit',
          key: request.headers['idempotency-key'],
          body: request.body,
        },
        async (tx) => {
          const [created] = await orders.createMany(actor, [request.body], { action: 'create' }, tx);
          return { success: 1 as const, code: created!.code, id: created!.id };
        },
      );
    },
  );

  app.post(
    '/order/edit',
    {
      schema: {
        tags,
        summary: 'The edit form: governments and the order',
        querystring: orderIdQuerySchema,
        response: {
          200: z.object({
            success: z.literal(1),
            feed: z.object({ governments: z.array(named), order: orderSchema, payload_feed: payloadFeed }),
          }),
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = languageOf(request);
      const order = await orders.findById(session, request.query.id, lang);
      const data = await formData(session.clientId, lang);
      return {
        success: 1 as const,
        feed: { governments: data.governments, order, payload_feed: data.payload_feed },
      };
    },
  );

  app.post(
    '/order/edit/submit',
    { schema: { tags, summary: 'Save an edited order', body: orderEditSchema, response: ok } },
    async (request) => {
      await orders.edit(sessionOf(request), request.body);
      return { success: 1 as const };
    },
  );

  app.post(
    '/order/web-details',
    {
      schema: {
        tags,
        summary: 'One order by code or bar code, with the actions the caller may take',
        querystring: orderCodeQuerySchema,
        response: { 200: feedResponse(orderSchema) },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await orders.findByCode(sessionOf(request), request.query.code, languageOf(request)),
    }),
  );

  app.get(
    '/order/log',
    {
      schema: {
        tags,
        summary: 'The order log: every change, who and when (newest first, paged)',
        querystring: orderCodeQuerySchema.extend(pageQuerySchema.shape),
        response: {
          200: feedResponse(z.array(orderLogEntrySchema), {
            feed_count: z.number().int(),
            order_id: z.number().int(),
            code: z.string(),
          }),
        },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await orders.logs(sessionOf(request), request.query.code, request.query)),
    }),
  );

  app.post(
    '/order/delay-log',
    {
      schema: {
        tags,
        summary: 'The delay requests of an order',
        querystring: orderCodeQuerySchema,
        response: { 200: feedResponse(z.array(delayLogEntrySchema)) },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await orders.delayLog(sessionOf(request), request.query.code, languageOf(request))),
    }),
  );

  for (const [path, summary, run] of [
    ['/order/archive', 'Archive (delete) an order', orders.archive],
    ['/order/change-to-sent', 'Send a saved order', orders.send],
    ['/order/change-to-saved', 'Take a sent order back to saved', orders.unsend],
  ] as const) {
    app.post(
      path,
      { schema: { tags, summary, querystring: orderIdQuerySchema, response: ok } },
      async (request) => {
        await run(sessionOf(request), request.query.id);
        return { success: 1 as const };
      },
    );
  }

  app.post(
    '/order/change-to-urgent',
    { schema: { tags, summary: 'Mark an order as urgent', body: changeToUrgentSchema, response: ok } },
    async (request) => {
      await orders.urgent(sessionOf(request), request.body.id);
      return { success: 1 as const };
    },
  );

  app.post(
    '/order/canceled',
    {
      schema: {
        tags,
        summary: 'Cancel an order with a reason (type)',
        body: cancelOrderSchema,
        response: ok,
      },
    },
    async (request) => {
      await orders.cancel(sessionOf(request), request.body.id, request.body.type);
      return { success: 1 as const };
    },
  );

  app.post(
    '/order/client_rate',
    { schema: { tags, summary: 'Rate a delivered order', body: rateOrderSchema, response: ok } },
    async (request) => {
      await orders.rate(sessionOf(request), request.body.order_id, request.body.rate, request.body.note);
      return { success: 1 as const };
    },
  );

  app.post(
    '/order/resend-request',
    {
      schema: {
        tags,
        summary: 'Ask for a returned order to be sent again',
        body: resendRequestSchema,
        response: ok,
      },
    },
    async (request) => {
      await orders.resend(sessionOf(request), request.body.orderId, request.body.type);
      return { success: 1 as const };
    },
  );

  app.post(
    '/order/delay-request',
    { schema: { tags, summary: 'Ask for delivery on a later date', body: delayRequestSchema, response: ok } },
    async (request) => {
      await orders.delay(sessionOf(request), request.body);
      return { success: 1 as const };
    },
  );

  app.post(
    '/order/return-on-sender/save',
    {
      schema: {
        tags,
        summary: 'Ask for the parcel to be returned to the sender',
        body: returnOnSenderSchema,
        response: ok,
      },
    },
    async (request) => {
      await orders.returnOnSender(sessionOf(request), request.body.id, request.body.notes);
      return { success: 1 as const };
    },
  );

  app.post(
    '/order/print',
    {
      schema: {
        tags,
        summary: 'The orders to print (airway bills or stickers)',
        body: printOrdersSchema,
        response: { 200: feedResponse(z.array(orderSchema)) },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await orders.forPrint(sessionOf(request), request.body.ids, languageOf(request)),
    }),
  );

  app.get(
    '/order/get_delay_reasons',
    {
      schema: {
        tags,
        summary: 'Delay and cancel reasons (type 5), paged',
        querystring: pageQuerySchema.extend({ type: z.coerce.number().int().min(1).max(9).default(5) }),
        response: { 200: feedResponse(z.array(named)) },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await orders.delayReasons(languageOf(request), request.query),
    }),
  );
};
