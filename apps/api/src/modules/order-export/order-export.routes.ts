import multipart from '@fastify/multipart';
import { exportOrdersBodySchema, xlsxMimeType } from '@courier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { denySuspended, sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import type { OrderExportService } from './order-export.service';

/**
 * The text fields of a multipart body (as the spec sends them), or the JSON body. Read here rather than by
 * the plugin's attachFieldsToBody so that a malformed multipart body is the client's 422, not a 500.
 */
async function fieldsOf(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body ?? {};
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw error;
    throw new AppError('VALIDATION_FAILED', { errors: { _: ['validation.invalid'] } });
  }
  return fields;
}

/** `POST order/export-my-orders` (spec §7): date_from, date_to and an optional status `type`. */
export const orderExportRoutes: FastifyPluginAsyncZod<{ exports: OrderExportService }> = async (
  app,
  { exports },
) => {
  app.addHook('onRequest', denySuspended);
  // Text fields only, a few short ones: a file part is refused (413) before it is read.
  await app.register(multipart, { limits: { files: 0, fields: 10, fieldSize: 100, parts: 10 } });

  app.post(
    '/order/export-my-orders',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The caller’s orders created in a date range (Cairo days, inclusive) as an xlsx file; ' +
          'multipart or JSON fields date_from, date_to (YYYY-MM-DD) and type (a status code)',
        consumes: ['multipart/form-data', 'application/json'],
      },
    },
    async (request, reply) => {
      // zod's error becomes the usual 422 with field errors (error-handler.ts).
      const query = exportOrdersBodySchema.parse(await fieldsOf(request));
      const { fileName, stream } = await exports.exportOrders(sessionOf(request), query, languageOf(request));
      return reply
        .type(xlsxMimeType)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
