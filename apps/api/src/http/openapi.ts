import { orderStatesLegend } from '@courier/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { merchantApiPaths } from '../modules/merchant-api/v1-document';

/**
 * OpenAPI generated from the routes' contracts schemas. The portal's map, at /api/docs (UI) and
 * /api/docs/json, is served when the API_DOCS setting is on (by default everywhere but production: the map
 * of every route is no one's business). The document itself is always collected, because the merchant
 * API's part of it is a published contract: /api/v1/docs (decision 029). Registered before the routes so
 * it sees them all. The UI loads only its own scripts and styles, which the global CSP (script-src 'self') allows.
 */
export async function registerOpenApi(app: FastifyInstance, { ui }: { ui: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Courier client portal API',
        description:
          'Portal API (/api/client). Envelope: { success: 1, … } or { success: 0, error_msg, code, errors? }.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if (ui) await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
}

interface OpenApiDocument {
  paths?: Record<string, unknown>;
  [key: string]: unknown;
}

/** GET /docs in the /api/v1 scope: the generated document's /api/v1 paths, public (`config.public`). */
export const merchantApiDocsRoute: FastifyPluginAsync = async (app) => {
  app.get('/docs', { config: { public: true }, schema: { hide: true } }, async () => {
    const all = app.swagger() as unknown as OpenApiDocument;
    // A deep copy: the shaping below must not change the portal's document.
    const { paths, schemas } = merchantApiPaths(structuredClone(all.paths ?? {}));
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
          'events of one order by `sequence` (larger is later; `occurred_at` is the time of the change).',
        version: '1.0.0',
        license: { name: 'The portal’s terms and conditions', url: '/publictermsandconditions' },
      },
      servers: [{ url: '/api/v1' }],
      paths,
      components: {
        ...(all.components as object),
        schemas: { ...(all.components as { schemas?: object } | undefined)?.schemas, ...schemas },
      },
    };
  });
};
