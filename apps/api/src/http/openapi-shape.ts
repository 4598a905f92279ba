import { errorEnvelopeSchema } from '@courier/contracts';
import { z } from 'zod';
import { denySuspended } from './auth-guard';
import { isRateLimited } from './rate-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What the handler can refuse that its path, schema and hooks do not show (decision 073): a record
     * named in the body not found (404), a move its state does not allow (409). Documented only.
     */
    refuses?: Array<'404' | '409'>;
  }
}

// What the generated OpenAPI document says beside each route's own schemas (issue 40 point 2, decision
// 069): who may call it, its stable operationId, and the refusals it can answer in the one error
// envelope, so that a generated client and Redocly's recommended rules find every operation complete.

type Json = Record<string, unknown>;
interface Operation extends Json {
  operationId?: string;
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

/** The scopes whose routes need a session or a key (http/scopes.ts) unless marked `config.public`. */
const guardedScopes = /^\/api\/(client|ops|captain|v1)\//;

/** Whether a route is open to anyone: a public route, or one of a scope without a guard. */
export const isOpenRoute = (url: string, isPublic: boolean): boolean => isPublic || !guardedScopes.test(url);

/** `get /orders/{code}/send` → `getOrdersCodeSend`: stable as long as the route is. */
export const operationIdOf = (method: string, path: string): string =>
  method +
  path
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/[{}]/g, ''))
    .map((s) => s.replace(/(^|[-_.:])(\w)/g, (_, __, c: string) => c.toUpperCase()))
    .join('');

export const envelopeRef = { $ref: '#/components/schemas/ErrorEnvelope' };
export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: envelopeRef } },
});

/** The error envelope as a schema of the document's dialect (OpenAPI 3.1: JSON Schema 2020-12). */
export const errorEnvelopeComponent = (): Json =>
  z.toJSONSchema(errorEnvelopeSchema, { target: 'draft-2020-12' }) as Json;

/** The key carrying a route's own refusals from the swagger transform to `shapeDocument`. */
const routeRefusalsKey = 'x-route-refusals';

/**
 * The refusals a route's options show (decision 073): 403 from a hook that refuses a suspended account or
 * an access rule, and what it declares in `config.refuses`; put on the generated operation for
 * `shapeDocument`, which removes the mark.
 */
export function withRouteRefusals<T extends object>(
  schema: T,
  route: { onRequest?: unknown; config?: { access?: unknown; refuses?: Array<'404' | '409'> } },
): T {
  const refusals: Record<string, string> = {};
  if ([route.onRequest].flat().includes(denySuspended))
    refusals['403'] = 'Not allowed: a suspended account (ACCOUNT_SUSPENDED)';
  else if (route.config?.access) refusals['403'] = 'Not allowed for this user (FORBIDDEN)';
  for (const status of route.config?.refuses ?? [])
    refusals[status] =
      status === '404'
        ? 'Not found (NOT_FOUND): a record it names'
        : 'Not allowed in the record’s present state (e.g. ORDER_ACTION_NOT_ALLOWED)';
  return Object.keys(refusals).length > 0 ? { ...schema, [routeRefusalsKey]: refusals } : schema;
}

/**
 * The refusals a portal, ops, captain or tooling route can answer, from what the server does before and
 * around its handler: 401 behind a guard, 404 for a path naming a record (and the development tools to
 * a caller off this machine), 422 for any input (malformed JSON is a 422 too), 429 on a limited route.
 * The merchant API's document words them for its callers (modules/merchant-api/v1-document.ts).
 */
function refusalsOf(path: string, op: Operation): Record<string, string> {
  const refusals: Record<string, string> = {};
  if (op.security === undefined) refusals['401'] = 'No session, or an expired one (UNAUTHENTICATED)';
  if (path.includes('{') || path.startsWith('/api/dev/'))
    refusals['404'] = 'Not found (ROUTE_NOT_FOUND or NOT_FOUND)';
  if ((op.parameters?.length ?? 0) > 0 || op.requestBody)
    refusals['422'] = 'Invalid fields (VALIDATION_FAILED, `errors` per field)';
  if (isRateLimited(path.replace(/\{(\w+)\}/g, ':$1')))
    refusals['429'] = 'Over the rate limit (TOO_MANY_REQUESTS); wait Retry-After seconds';
  const own = op[routeRefusalsKey] as Record<string, string> | undefined;
  delete op[routeRefusalsKey];
  return { ...refusals, ...own };
}

/** The whole document once generated: operationIds, refusals and the envelope's schema. */
export function shapeDocument<T extends Json>(document: T): T {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      op.operationId ??= operationIdOf(method, path);
      const responses = (op.responses ??= {});
      for (const [status, description] of Object.entries(refusalsOf(path, op)))
        responses[status] ??= errorResponse(description);
    }
  }
  const components = (document.components ?? {}) as { schemas?: Json };
  return {
    ...document,
    components: {
      ...components,
      schemas: { ...components.schemas, ErrorEnvelope: errorEnvelopeComponent() },
    },
  };
}
