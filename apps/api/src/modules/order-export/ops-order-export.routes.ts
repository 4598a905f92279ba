import { cairoDay, opsOrdersQuerySchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock';
import { languageOf } from '../../http/language';
import { sendFile } from '../../http/send-file';
import type { DeskFilter, OrderExportService } from './order-export.service';

/** `GET /api/ops/orders/export?<the desk's filters>`: the orders desk's list as a streamed xlsx. */
export const opsOrderExportRoutes: FastifyPluginAsyncZod<{
  exports: OrderExportService;
  staffMoves: DeskFilter;
  clock: Clock;
}> = async (app, { exports, staffMoves, clock }) => {
  app.get(
    '/orders/export',
    {
      config: { staffDesk: 'orders' },
      schema: {
        tags: ['ops: orders'],
        summary:
          "The desk's filtered orders (every client) as an xlsx file, streamed; same filters as the list",
        querystring: opsOrdersQuerySchema,
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await exports.exportDesk(
          await staffMoves.exportWhere(request.query),
          cairoDay(clock.now()),
          languageOf(request),
        ),
      ),
  );
};
