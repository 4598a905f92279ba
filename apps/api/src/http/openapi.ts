import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { isOpenRoute, shapeDocument, withRouteRefusals } from './openapi-shape';

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
      // 3.1: a nullable field is `type: [x, 'null']`, not 3.0's `nullable` sibling, and the merchant API's
      // document describes its webhook events in the `webhooks` section (decision 069).
      openapi: '3.1.0',
      info: {
        title: 'Courier client portal API',
        description:
          'Portal API (/api/client). Envelope: { success: 1, … } or { success: 0, error_msg, code, errors? }.',
        version: '0.1.0',
        license: { name: 'The portal’s terms and conditions', url: '/publictermsandconditions' },
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const generated = jsonSchemaTransform(input);
      // What the route's hooks and declared facts refuse, beside what its path and schema show.
      const result = { ...generated, schema: withRouteRefusals(generated.schema, input.route) };
      // An open route says so (`security: []`): no bearer, and no 401 among its refusals.
      return isOpenRoute(input.url, input.route.config?.public === true)
        ? { ...result, schema: { ...result.schema, security: [] } }
        : result;
    },
    // The paths are the server's own (/api/client/…): the one server is the portal's origin.
    transformObject: (document) =>
      'openapiObject' in document
        ? { ...shapeDocument(document.openapiObject), servers: [{ url: '/' }] }
        : document.swaggerObject,
  });
  if (ui) await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
}
