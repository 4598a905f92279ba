import { z } from 'zod';
import { successEnvelope } from './envelope';

/**
 * The staff dashboard (`GET /api/ops/dashboard`, issue 36 §6) and the time limits per stage that flag
 * orders and requests overdue (`/api/ops/settings/time-limits`, §7; decision 060).
 */

/** The stages an order can overstay: sent but not picked up, with a captain, delayed past its date. */
export const opsOverdueRules = ['sent', 'with_captain', 'delayed'] as const;
export type OpsOverdueRule = (typeof opsOverdueRules)[number];

const limit = (max: number) => z.coerce.number().int().min(1).max(max);

/** What an admin sets: hours, days and hours; each stage is overdue once its age passes the limit. */
export const opsTimeLimitsSchema = z.object({
  /** A sent order not picked up within this many hours. */
  sent_hours: limit(24 * 30),
  /** An order with a captain for more than this many days. */
  captain_days: limit(60),
  /** A delayed order this many days past the day it was delayed to (1: from the day after). */
  delayed_days: limit(60),
  /** A client's request left unanswered for this many hours. */
  request_hours: limit(24 * 30),
});
export type OpsTimeLimits = z.infer<typeof opsTimeLimitsSchema>;
export const opsTimeLimitsResponseSchema = successEnvelope({
  feed: opsTimeLimitsSchema.extend({ updated_at: z.string().nullable(), updated_by: z.string().nullable() }),
});
export type OpsTimeLimitsResponse = z.infer<typeof opsTimeLimitsResponseSchema>;

/** On a desk row: which limit it passed and since when (ISO); the web shows the age. */
export const opsOverdueSchema = z.object({
  rule: z.enum([...opsOverdueRules, 'request']),
  since: z.string(),
});
export type OpsOverdue = z.infer<typeof opsOverdueSchema>;

const count = z.number().int();
/** Money as exact text (decision 052). */
const money = z.string();

/**
 * Each part is null when the caller's role does not read its desk (contracts `staffDesks`): ops sees
 * orders, requests and missions, support tickets and chats, admin everything.
 */
export const opsDashboardSchema = z.object({
  /** The business day the "today" figures count (Cairo). */
  day: z.string(),
  orders: z
    .object({
      by_status: z.array(z.object({ status: count, count })),
      /** Orders under way (opsOpenStatuses) per branch and status. */
      by_branch: z.array(z.object({ branch_id: count, name: z.string(), status: count, count })),
      delivered_today: count,
      cod_with_captains: z.object({
        total: money,
        orders: count,
        by_captain: z.array(z.object({ captain_id: count, name: z.string(), orders: count, total: money })),
      }),
      overdue: z.object({ sent: count, with_captain: count, delayed: count }),
    })
    .nullable(),
  requests: z.object({ waiting: count, overdue: count }).nullable(),
  missions: z.object({ pickups_today: count }).nullable(),
  tickets: z.object({ waiting: count }).nullable(),
  chats: z.object({ waiting: count }).nullable(),
});
export type OpsDashboard = z.infer<typeof opsDashboardSchema>;
export const opsDashboardResponseSchema = successEnvelope({ feed: opsDashboardSchema });
export type OpsDashboardResponse = z.infer<typeof opsDashboardResponseSchema>;

/** Statuses of an order on its way (the per-branch figure counts these). */
export const opsOpenStatuses = [2, 3, 4, 5, 10, 13, 14] as const;
