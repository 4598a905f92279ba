import { exportOrdersBodySchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { denySuspended, sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import { acceptMultipartFields } from '../../http/multipart-fields';
import { sendFile } from '../../http/send-file';
import type { OrderExportService } from './order-export.service';

/** `POST order/export-my-orders` (spec §7): date_from, date_to and an optional status `type`. */
export const orderExportRoutes: FastifyPluginAsyncZod<{ exports: OrderExportService }> = async (
  app,
  { exports },
) => {
  app.addHook('onRequest', denySuspended);
  // The fields come as multipart (as the spec sends them) or JSON.
  await acceptMultipartFields(app);

  app.post(
    '/order/export-my-orders',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The caller’s orders created in a date range (Cairo days, inclusive) as an xlsx file; ' +
          'multipart or JSON fields date_from, date_to (YYYY-MM-DD) and type (a status code)',
        consumes: ['multipart/form-data', 'application/json'],
        body: exportOrdersBodySchema,
      },
    },
    async (request, reply) =>
      sendFile(reply, await exports.exportOrders(sessionOf(request), request.body, languageOf(request))),
  );
};
