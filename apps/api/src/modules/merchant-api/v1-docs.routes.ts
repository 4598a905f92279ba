import { orderStatesLegend } from '@courier/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { merchantApiPaths, merchantApiWebhooks } from './v1-document';

interface OpenApiDocument {
  paths?: Record<string, unknown>;
  [key: string]: unknown;
}

/** GET /docs in the /api/v1 scope: the generated document's /api/v1 paths, public (`config.public`). */
export const merchantApiDocsRoute: FastifyPluginAsync = async (app) => {
  app.get('/docs', { config: { public: true }, schema: { hide: true } }, async () => {
    const all = app.swagger() as unknown as OpenApiDocument;
    // A deep copy: the shaping below must not change the portal's document.
    const paths = merchantApiPaths(structuredClone(all.paths ?? {}));
    return {
      ...all,
      info: {
        title: 'Courier merchant API',
        description:
          'Authorization: Bearer <api key> (the API page of the portal, /link-with-apis). Envelope: { success: 1, … } or ' +
          '{ success: 0, error_msg, code, errors?, request_id }; 429 with Retry-After over the rate limit; Idempotency-Key on creates.\n\n' +
          `Order states (status number and status_key): ${orderStatesLegend}. An order carries both and status_label ` +
          '(Accept-Language). Cancelling moves an order to 14 uncompleted; GET /order-states lists every state, ' +
          "the courier's moves and the client actions with the states they start from and lead to.\n\n" +
          'Webhook events are delivered at least once and in no guaranteed order (a failed attempt is retried ' +
          'later, after newer events): drop an event id already handled (X-Courier-Event-Id) and order the ' +
          'events of one order by `sequence` (larger is later; `occurred_at` is the time of the change).\n\n' +
          'GET /events and /events/{id} read the events written for the webhook address again, each the body ' +
          'delivered, kept WEBHOOK_RETENTION_DAYS (30 by default) after they ended. After a rotation both signing ' +
          'secrets sign (v1= twice) and the old API key answers for 24 hours (then API_KEY_EXPIRED).\n\n' +
          'Proof of delivery (decision 065): GET /orders/{code} and the order.status_changed event carry `proof` ' +
          '(code, photo or signature: when, where, the image) and `last_attempts` (failed attempts: reason code, ' +
          'note, photo). An image is read with the API key at GET /files/{id} (its `url`, relative to /api/v1), ' +
          'only for the key’s own orders.\n\n' +
          'Test mode (decision 074): a test key (cp_test_…, made on the same page) works like the live key but ' +
          'makes and sees only test orders, which never reach the courier (no desk, captain, balance or list of ' +
          'live work); a live key never sees them. POST /test/orders/{code}/move moves a test order along the ' +
          'courier’s moves, and its events carry livemode: false.',
        version: '1.0.0',
        license: { name: 'The portal’s terms and conditions', url: '/publictermsandconditions' },
      },
      servers: [{ url: '/api/v1' }],
      paths,
      webhooks: merchantApiWebhooks(),
    };
  });
};
