import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the routes' contracts schemas. The portal's map, at /api/docs (UI) and
 * /api/docs/json, is served when the API_DOCS setting is on (by default everywhere but production: the map
 * of every route is no one's business). The document itself is always collected, because the merchant
 * API's part of it is a published contract: /api/v1/docs (decision 029, served by
 * modules/merchant-api/v1-docs.routes.ts). Registered before the routes so
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
