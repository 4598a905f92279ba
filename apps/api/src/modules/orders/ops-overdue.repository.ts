import { businessTimeZone, type OpsOverdueRule, type OpsTimeLimits } from '@courier/contracts';
import { and, eq, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { opsTimeLimits } from '../../db/schema/ops-time-limits';
import { orderRequests } from '../../db/schema/order-requests';
import { orders } from '../../db/schema/orders';
import { staff } from '../../db/schema/staff';

/**
 * The time limits per stage (decision 060) and what "overdue" means in SQL, once, for the desk's filter,
 * its rows' badges and the dashboard's counts. Each rule is a range on its own partial index
 * (`orders_sent_since_idx`, `orders_with_captain_since_idx`, `orders_delayed_until_idx`).
 */

/** The instants (and the day) before which each stage is overdue, worked out from the limits and now. */
export interface OverdueCuts {
  sentBefore: Date;
  captainBefore: Date;
  /** A delayed order is overdue once its delay day is on or before this business day. */
  delayedOnOrBefore: string;
  requestBefore: Date;
}

const statusSent = 2;
const statusWithCaptain = 4;
const statusDelayed = 13;

/**
 * The stage's start a badge's age counts from. With a captain counts from `status_at`, the moment the
 * order entered its status (a trigger stamps it on each status change, decision 064): an edit to the
 * order meanwhile does not restart the age, as `updated_at` would.
 */
const ruleWhere = (rule: OpsOverdueRule, c: OverdueCuts): SQL =>
  rule === 'sent'
    ? and(eq(orders.status, statusSent), lt(orders.sentAt, c.sentBefore))!
    : rule === 'with_captain'
      ? and(eq(orders.status, statusWithCaptain), lt(orders.statusAt, c.captainBefore))!
      : and(eq(orders.status, statusDelayed), lte(orders.delayDate, c.delayedOnOrBefore))!;

/** The desk's `overdue` filter: one stage, or any of them. */
export const overdueOrderWhere = (rule: OpsOverdueRule | 'any', c: OverdueCuts): SQL =>
  rule === 'any'
    ? or(ruleWhere('sent', c), ruleWhere('with_captain', c), ruleWhere('delayed', c))!
    : ruleWhere(rule, c);

/** On a desk row: the stage it overstayed, or null. */
export const overdueRuleOf = (c: OverdueCuts): SQL<OpsOverdueRule | null> =>
  sql<OpsOverdueRule | null>`case
    when ${ruleWhere('sent', c)} then 'sent'
    when ${ruleWhere('with_captain', c)} then 'with_captain'
    when ${ruleWhere('delayed', c)} then 'delayed'
  end`;

/** When the row's stage began (its badge's age), as ISO text. */
export const overdueSinceOf: SQL<string | null> = sql<string | null>`case ${orders.status}
    when ${statusSent} then ${orders.sentAt}
    when ${statusWithCaptain} then ${orders.statusAt}
    when ${statusDelayed} then (${orders.delayDate}::timestamp at time zone ${businessTimeZone})
  end`;

/** A pending request past its time limit. */
export const overdueRequestWhere = (c: OverdueCuts): SQL =>
  and(eq(orderRequests.state, 'pending'), lt(orderRequests.createdAt, c.requestBefore))!;

const defaults: OpsTimeLimits = { sent_hours: 48, captain_days: 3, delayed_days: 1, request_hours: 24 };

export function createOpsTimeLimitsRepository(db: Db) {
  return {
    async get() {
      const [found] = await db
        .select({ row: opsTimeLimits, by: staff.name })
        .from(opsTimeLimits)
        .leftJoin(staff, eq(staff.id, opsTimeLimits.updatedBy))
        .where(eq(opsTimeLimits.id, 1));
      if (!found) return { ...defaults, updatedAt: null, updatedBy: null };
      const { row, by } = found;
      return {
        sent_hours: row.sentHours,
        captain_days: row.captainDays,
        delayed_days: row.delayedDays,
        request_hours: row.requestHours,
        updatedAt: row.updatedAt,
        updatedBy: by,
      };
    },

    async set(limits: OpsTimeLimits, staffId: number, at: Date) {
      const values = {
        sentHours: limits.sent_hours,
        captainDays: limits.captain_days,
        delayedDays: limits.delayed_days,
        requestHours: limits.request_hours,
        updatedBy: staffId,
        updatedAt: at,
      };
      await db
        .insert(opsTimeLimits)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: opsTimeLimits.id, set: values });
    },
  };
}

export type OpsTimeLimitsRepository = ReturnType<typeof createOpsTimeLimitsRepository>;
