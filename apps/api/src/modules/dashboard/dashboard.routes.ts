import { balanceResponseSchema, chartResponseSchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { denySuspended, sessionOf } from '../../http/auth-guard';
import { languageOf } from '../../http/language';
import type { DashboardService } from './dashboard.service';

const tags = ['dashboard'];

/**
 * `GET balance` and `GET chart` (spec §7). A suspended client is answered 'account suspended' (§1: only
 * receiving missions stay open to it; its balance and order figures do not).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.addHook('onRequest', denySuspended);

  app.get(
    '/balance',
    {
      schema: {
        tags,
        summary:
          'The balance the courier holds for the client, everything supplied so far and the next supply day (numeric strings)',
        response: { 200: balanceResponseSchema },
      },
    },
    async (request) => ({ success: 1 as const, ...(await dashboard.balance(sessionOf(request))) }),
  );

  app.get(
    '/chart',
    {
      schema: {
        tags,
        summary:
          'Delivered orders per day (Cairo days, zero-filled) over the last week in English or 30 days in Arabic, and orders per status',
        response: { 200: chartResponseSchema },
      },
    },
    async (request) => ({
      success: 1 as const,
      feed: await dashboard.chart(sessionOf(request), languageOf(request)),
    }),
  );
};
