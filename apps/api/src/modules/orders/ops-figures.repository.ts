import { opsOpenStatuses, opsOverdueRules, type Language } from '@courier/contracts';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { branches, captains } from '../../db/schema/ops';
import { orderRequests } from '../../db/schema/order-requests';
import { orderCounts, orders } from '../../db/schema/orders';
import { opsWhere } from './ops-orders.repository';
import { overdueRequestWhere, type OverdueCuts } from './ops-overdue.repository';

/**
 * The orders part of the staff dashboard (issue 36 §6, decision 060). Every figure is either a sum of the
 * kept counts (`order_counts`, per status) or a count with the desk's own `opsWhere`, so a figure and the
 * desk list its link opens always agree; each reads a small partial index, never the whole table.
 */

const count = sql<number>`count(*)::int`;

export function createOpsFiguresRepository(db: Db) {
  const countWhere = async (where: ReturnType<typeof opsWhere>) => {
    const [row] = await db.select({ n: count }).from(orders).where(where);
    return row?.n ?? 0;
  };

  return {
    /** Orders per status over every client: the kept counts' slots (decision 044), not the orders. */
    async byStatus() {
      return db
        .select({ status: orderCounts.status, count: sql<number>`sum(${orderCounts.count})::int` })
        .from(orderCounts)
        .groupBy(orderCounts.status)
        .having(sql`sum(${orderCounts.count}) > 0`)
        .orderBy(asc(orderCounts.status));
    },

    /** Orders under way per branch and status (`orders_open_status_branch_idx`, index-only). */
    async byBranch(lang: Language) {
      const counted = db
        .select({ status: orders.status, branchId: orders.branchId, count: count.as('count') })
        .from(orders)
        .where(and(inArray(orders.status, [...opsOpenStatuses]), isNotNull(orders.branchId)))
        .groupBy(orders.status, orders.branchId)
        .as('counted');
      return db
        .select({
          branch_id: sql<number>`${counted.branchId}`,
          name: lang === 'en' ? branches.nameEn : branches.nameAr,
          status: counted.status,
          count: counted.count,
        })
        .from(counted)
        .innerJoin(branches, eq(branches.id, counted.branchId))
        .orderBy(asc(branches.id), asc(counted.status));
    },

    deliveredOn: (day: string, cuts: OverdueCuts) => countWhere(opsWhere({ delivered_on: day }, cuts)),

    /**
     * The cash with captains: what the day's deliveries (the desk's `delivered_on`) with a captain
     * collected, per captain. Computed from the orders until captains' hand-ins are recorded; then this
     * one function subtracts them.
     */
    async codWithCaptains(day: string, cuts: OverdueCuts) {
      return db
        .select({
          captain_id: sql<number>`${orders.captainId}`,
          name: captains.name,
          orders: count,
          total: sql<string>`coalesce(sum(${orders.receivedAmount}), 0)::text`,
        })
        .from(orders)
        .innerJoin(captains, eq(captains.id, orders.captainId))
        .where(opsWhere({ delivered_on: day }, cuts))
        .groupBy(orders.captainId, captains.name)
        .orderBy(asc(captains.name));
    },

    /** Orders past each stage's time limit. */
    async overdue(cuts: OverdueCuts) {
      const counts = await Promise.all(
        opsOverdueRules.map((rule) => countWhere(opsWhere({ overdue: rule }, cuts))),
      );
      return Object.fromEntries(opsOverdueRules.map((rule, i) => [rule, counts[i]!])) as Record<
        (typeof opsOverdueRules)[number],
        number
      >;
    },

    /** Requests waiting for an answer, and those past the limit. */
    async requests(cuts: OverdueCuts) {
      const [row] = await db
        .select({
          waiting: count,
          overdue: sql<number>`(count(*) filter (where ${overdueRequestWhere(cuts)}))::int`,
        })
        .from(orderRequests)
        .where(eq(orderRequests.state, 'pending'));
      return { waiting: row?.waiting ?? 0, overdue: row?.overdue ?? 0 };
    },
  };
}

export type OpsFiguresRepository = ReturnType<typeof createOpsFiguresRepository>;
