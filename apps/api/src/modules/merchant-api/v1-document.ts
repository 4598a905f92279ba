import { errorEnvelopeSchema } from '@courier/contracts';
import { z } from 'zod';

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  responses?: Record<string, unknown>;
  requestBody?: { content?: Record<string, { schema?: Json }> };
}

/** The refusals every v1 operation may answer, each in the one error envelope (decision 055). */
const errorResponses: Record<string, string> = {
  '400': 'Bad request',
  '401': 'Invalid API key (API_KEY_INVALID) or deleted account',
  '403': 'Not allowed (a suspended account’s orders: ACCOUNT_SUSPENDED)',
  '404': 'Not found (an unknown or another client’s order code)',
  '409': 'Not in this state (e.g. ORDER_ACTION_NOT_ALLOWED)',
  '422': 'Invalid fields (`errors` per field; BULK_ROWS_INVALID lists `row_errors`)',
  '429': 'Over the rate limit or too many wrong keys; wait Retry-After seconds',
};

const envelopeRef = { $ref: '#/components/schemas/ErrorEnvelope' };

/** `get /orders/{code}/send` → `getOrdersCodeSend`: stable as long as the route is. */
const operationIdOf = (method: string, path: string) =>
  method +
  path
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/[{}]/g, ''))
    .map((s) => s.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase()))
    .join('');

/**
 * /api/v1's document from the generated one: its paths relative to the one server (/api/v1, so a
 * generated client calls /api/v1/orders), an operationId per operation, the error responses with the
 * envelope's schema, and the bulk rows typed as the single create's body.
 */
export function merchantApiPaths(all: Record<string, unknown>): { paths: Json; schemas: Json } {
  const paths: Json = {};
  for (const [path, item] of Object.entries(all)) {
    if (!path.startsWith('/api/v1/')) continue;
    const relative = path.slice('/api/v1'.length);
    const operations: Json = {};
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      const responses = { ...op.responses };
      for (const [status, description] of Object.entries(errorResponses))
        responses[status] ??= { description, content: { 'application/json': { schema: envelopeRef } } };
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
  const envelope = z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0' }) as Json;
  return { paths, schemas: { ErrorEnvelope: envelope } };
}
