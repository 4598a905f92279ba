import {
  advancedSearchBodySchema,
  advancedSearchResponseSchema,
  cancelOrderBodySchema,
  changeToUrgentBodySchema,
  delayLogResponseSchema,
  delayRequestBodySchema,
  editOrderBodySchema,
  isOrderList,
  okSchema,
  orderCodeQuerySchema,
  orderDetailsResponseSchema,
  orderEditResponseSchema,
  orderFormDataResponseSchema,
  orderIdQuerySchema,
  orderListBodySchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderLogQuerySchema,
  orderLogResponseSchema,
  printOrdersBodySchema,
  printOrdersResponseSchema,
  quickSearchBodySchema,
  quickSearchResponseSchema,
  rateOrderBodySchema,
  reasonsQuerySchema,
  reasonsResponseSchema,
  resendRequestBodySchema,
  returnOnSenderBodySchema,
  submitOrderResponseSchema,
  submitOrderBodySchema,
  type OrderList,
} from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { denySuspended, sessionOf } from '../../http/auth-guard';
import { sendCachedJson } from '../../http/cached-json';
import { languageOf } from '../../http/language';
import type { OrdersService } from './orders.service';
import { acceptMultipartFields, formFieldLimits } from '../../http/multipart-fields';

const tags = ['orders'];
const ok = { 200: okSchema };

/** The order calls of spec §7 under /api/client. A suspended client is answered 'account suspended' (§1). */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  // Form-like calls take JSON or multipart text fields alike (issue 41.15, decision 056).
  await acceptMultipartFields(app, formFieldLimits);
  app.addHook('onRequest', denySuspended);

  app.post(
    '/order/:list',
    {
      schema: {
        tags,
        summary:
          'One of the order lists (UncompletedOrder, UnderwayOrder, SavedOrder, SentOrder, DelayOrder, WithCaptain, GivenOrder, SuppliedOrder, ReturnedOrder)',
        params: z.object({ list: z.string().max(40) }),
        querystring: orderListQuerySchema,
        body: orderListBodySchema.nullish().transform((v) => v ?? {}),
        response: { 200: orderListResponseSchema },
      },
    },
    async (request, reply) => {
      const { list } = request.params;
      if (!isOrderList(list)) throw new AppError('ROUTE_NOT_FOUND');
      const json = await orders.list(
        sessionOf(request),
        list as OrderList,
        request.query,
        request.body ?? {},
        languageOf(request),
      );
      // Already serialised (and maybe cached, decision 033): a JSON string is sent as it is, without
      // the response schema's serializer going over it again, compressed once per text.
      return sendCachedJson(request, reply, json);
    },
  );

  app.post(
    '/order/search',
    {
      schema: {
        tags,
        summary: 'Quick search by many codes (spaces, commas or new lines)',
        body: quickSearchBodySchema,
        response: { 200: quickSearchResponseSchema },
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
        body: advancedSearchBodySchema,
        response: { 200: advancedSearchResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await orders.advancedSearch(sessionOf(request), request.body, languageOf(request))),
    }),
  );

  app.post(
    '/order/add',
    {
      schema: {
        tags,
        summary: 'What the add-order form needs: governments, the client’s prices and companies',
        response: { 200: orderFormDataResponseSchema },
      },
    },
    async (request) => {
      const choices = await orders.formChoices(sessionOf(request), languageOf(request));
      return { success: 1 as const, feed: choices.governments, payload_feed: choices.payload_feed };
    },
  );

  app.post(
    '/order/submit',
    {
      schema: {
        tags,
        summary: 'Create an order (honours the Idempotency-Key header)',
        headers: z.object({ 'idempotency-key': z.string().max(200).optional() }).loose(),
        body: submitOrderBodySchema,
        response: { 200: submitOrderResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      ...(await orders.submit(sessionOf(request), request.body, request.headers['idempotency-key'])),
    }),
  );

  app.post(
    '/order/edit',
    {
      schema: {
        tags,
        summary: 'The edit form: governments and the order',
        querystring: orderIdQuerySchema,
        response: { 200: orderEditResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await orders.editForm(sessionOf(request), request.query.id, languageOf(request)),
    }),
  );

  app.post(
    '/order/edit/submit',
    { schema: { tags, summary: 'Save an edited order', body: editOrderBodySchema, response: ok } },
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
        response: { 200: orderDetailsResponseSchema },
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
        querystring: orderLogQuerySchema,
        response: { 200: orderLogResponseSchema },
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
        response: { 200: delayLogResponseSchema },
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
    { schema: { tags, summary: 'Mark an order as urgent', body: changeToUrgentBodySchema, response: ok } },
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
        body: cancelOrderBodySchema,
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
    { schema: { tags, summary: 'Rate a delivered order', body: rateOrderBodySchema, response: ok } },
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
        body: resendRequestBodySchema,
        response: ok,
      },
    },
    async (request) => {
      await orders.resend(sessionOf(request), request.body);
      return { success: 1 as const };
    },
  );

  app.post(
    '/order/delay-request',
    {
      schema: {
        tags,
        summary: 'Ask for delivery on a later date',
        body: delayRequestBodySchema,
        response: ok,
      },
    },
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
        body: returnOnSenderBodySchema,
        response: ok,
      },
    },
    async (request) => {
      await orders.returnOnSender(sessionOf(request), request.body);
      return { success: 1 as const };
    },
  );

  app.post(
    '/order/print',
    {
      schema: {
        tags,
        summary: 'The orders to print (airway bills or stickers)',
        body: printOrdersBodySchema,
        response: { 200: printOrdersResponseSchema },
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
        summary:
          'The reasons of one type, paged: 5 (delay and cancel, the default) or 6 (mission termination)',
        querystring: reasonsQuerySchema,
        response: { 200: reasonsResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await orders.reasons(request.query.type, languageOf(request), request.query),
    }),
  );
};
