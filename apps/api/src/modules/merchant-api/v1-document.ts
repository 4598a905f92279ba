import {
  webhookEventIdHeader,
  webhookEventSchema,
  webhookEventSummaries,
  webhookEventTypeHeader,
  webhookEventTypes,
  webhookSignatureHeader,
} from '@courier/contracts';
import { z } from 'zod';
import { errorResponse, operationIdOf } from '../../http/openapi-shape';

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  responses?: Record<string, unknown>;
  requestBody?: { content?: Record<string, { schema?: Json }> };
}

/**
 * The merchant API's words for the refusals an operation can answer (decisions 055, 069), each in the one
 * error envelope. Which ones it lists comes from the route (http/openapi-shape.ts, decision 073): 401
 * behind the key, 403 with the suspended-account hook, 404 for a record in the path or declared, 409
 * declared by a state move, 422 with any input, 429 on the limited routes (all of v1).
 */
const errorResponses: Record<string, string> = {
  '401':
    'Invalid API key (API_KEY_INVALID), a rotated key past its grace (API_KEY_EXPIRED), or a deleted account',
  '403':
    'Not allowed (a suspended account’s orders: ACCOUNT_SUSPENDED; the test-mode move with a live key: TEST_KEY_REQUIRED)',
  '404': 'Not found (an unknown or another client’s order code)',
  '409': 'Not in this state (e.g. ORDER_ACTION_NOT_ALLOWED)',
  '422': 'Invalid fields (`errors` per field; BULK_ROWS_INVALID lists `row_errors`)',
  '429': 'Over the rate limit or too many wrong keys; wait Retry-After seconds',
};

/**
 * /api/v1's document from the generated one: its paths relative to the one server (/api/v1, so a
 * generated client calls /api/v1/orders), an operationId per operation, the error responses with the
 * envelope's schema, and the bulk rows typed as the single create's body.
 */
export function merchantApiPaths(all: Record<string, unknown>): Json {
  const paths: Json = {};
  for (const [path, item] of Object.entries(all)) {
    if (!path.startsWith('/api/v1/')) continue;
    const relative = path.slice('/api/v1'.length);
    const operations: Json = {};
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const responses = { ...op.responses };
      // The merchant API's own words for each refusal the route can answer, over the generic ones.
      for (const [status, description] of Object.entries(errorResponses))
        if (responses[status]) responses[status] = errorResponse(description);
      operations[method] = { ...op, operationId: operationIdOf(method, relative), responses };
    }
    paths[relative] = operations;
  }
  const create = (paths['/orders'] as Record<string, Operation> | undefined)?.post;
  const bulk = (paths['/orders/bulk'] as Record<string, Operation> | undefined)?.post;
  const rowSchema = create?.requestBody?.content?.['application/json']?.schema;
  const bulkSchema = bulk?.requestBody?.content?.['application/json']?.schema as
    { properties?: { orders?: Json } } | undefined;
  if (rowSchema && bulkSchema?.properties?.orders)
    bulkSchema.properties.orders = { ...bulkSchema.properties.orders, items: rowSchema };
  return paths;
}

const signatureDescription =
  't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the signing secret>; refuse it when t ' +
  'is more than 5 minutes old, compare in constant time (the README’s snippet)';

/**
 * The events a client's webhook address receives, as OpenAPI 3.1's `webhooks` section: each type's body
 * (contracts' webhook-events.ts, what the sender writes), its signed headers, and what the answer does.
 */
export function merchantApiWebhooks(): Json {
  const header = (name: string, description: string) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string' },
  });
  return Object.fromEntries(
    webhookEventTypes.map((type) => [
      type,
      {
        post: {
          operationId: operationIdOf('event', type),
          summary: webhookEventSummaries[type],
          description:
            'Sent to the address set on the API page, signed. Delivered at least once and in no guaranteed ' +
            'order: drop an event id already handled, and order one order’s events by `sequence`.',
          parameters: [
            header(webhookSignatureHeader, signatureDescription),
            header(webhookEventIdHeader, 'The event id: the same on every attempt'),
            header(webhookEventTypeHeader, `The event type: ${type}`),
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: z.toJSONSchema(webhookEventSchema(type), { target: 'draft-2020-12' }),
              },
            },
          },
          responses: {
            '2XX': { description: 'Received: the event is delivered and not sent again' },
            '4XX': {
              description:
                'Not taken (a redirect or 5XX too, or no answer in 5 s): tried again after 30 s, 1 min, 2 min, … for 24 hours',
            },
          },
        },
      },
    ]),
  );
}
