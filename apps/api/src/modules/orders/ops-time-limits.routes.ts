import { okSchema, opsTimeLimitsResponseSchema, opsTimeLimitsSchema } from '@courier/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../http/staff-guard';
import type { OpsTimeLimitsService } from './ops-time-limits.service';

const tags = ['ops: settings'];
/** Staff admins only (the `staff` desk is admin's alone). */
const config = { staffDesk: 'staff' as const };

/** The time limits per stage (issue 36 §7, decision 060). */
export const opsTimeLimitsRoutes: FastifyPluginAsyncZod<{ timeLimits: OpsTimeLimitsService }> = async (
  app,
  { timeLimits },
) => {
  app.get(
    '/settings/time-limits',
    {
      config,
      schema: {
        tags,
        summary: 'The time limits that flag orders and requests overdue',
        response: { 200: opsTimeLimitsResponseSchema },
      },
    },
    async () => ({ success: 1 as const, feed: await timeLimits.get() }),
  );

  app.put(
    '/settings/time-limits',
    {
      config,
      schema: {
        tags,
        summary:
          'Set the time limits (hours sent, days with a captain, days past a delay, hours per request)',
        body: opsTimeLimitsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await timeLimits.set(staffOf(request), request.body);
      return { success: 1 as const };
    },
  );
};
