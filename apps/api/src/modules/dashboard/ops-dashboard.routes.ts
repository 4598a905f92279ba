import { opsDashboardResponseSchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../http/language';
import { staffOf } from '../../http/staff-guard';
import type { OpsDashboardService } from './ops-dashboard.service';

/** `GET /api/ops/dashboard`: every staff role; each part only for the desks the role reads. */
export const opsDashboardRoutes: FastifyPluginAsyncZod<{ opsDashboard: OpsDashboardService }> = async (
  app,
  { opsDashboard },
) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['ops: dashboard'],
        summary:
          "The console's figures: orders per status and branch, today's deliveries and pickups, cash with " +
          'captains, requests, tickets and chats waiting, overdue (null parts: desks the role does not read)',
        response: { 200: opsDashboardResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await opsDashboard.figures(staffOf(request), languageOf(request)),
    }),
  );
};
