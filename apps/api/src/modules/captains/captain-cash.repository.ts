import { orderStatuses } from '@courier/contracts';
import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/database';
import { captainHandInOrders, captainHandIns } from '../../db/schema/captain-cash';
import { clients } from '../../db/schema/clients-users';
import { captains } from '../../db/schema/ops';
import { orders } from '../../db/schema/orders';
import { staff } from '../../db/schema/staff';

/**
 * The only SQL of the cash captains hand in (decision 058). The cash a captain holds is the received amount
 * of its delivered orders (given or wallet) that no hand-in has taken yet; every sum is numeric in SQL.
 */

const delivered = [orderStatuses.given, orderStatuses.wallet];

/** Orders `o` whose cash the captain in `captainId` holds: delivered, collected, not handed in. */
const heldBy = (captainId: AnyColumn | SQL | number) =>
  sql`o.captain_id = ${captainId} and o.status in (${sql.join(delivered, sql`, `)})
      and o.received_amount is not null
      and not exists (select 1 from ${captainHandInOrders} h where h.order_id = o.id)`;

/** What each captain holds, as columns of a query over `captains`. */
export const heldCash = {
  amount: (captainId: AnyColumn) =>
    sql<string>`(select coalesce(sum(o.received_amount), 0)::numeric(22,2)::text from ${orders} o where ${heldBy(captainId)})`,
  count: (captainId: AnyColumn) =>
    sql<number>`(select count(*)::int from ${orders} o where ${heldBy(captainId)})`,
};

type Row = Record<string, unknown>;
const rowsOf = async <T = Row>(tx: Db, query: SQL) =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

const handInColumns = {
  id: captainHandIns.id,
  captain_id: captainHandIns.captainId,
  captain: captains.name,
  handed_on: sql<string>`${captainHandIns.handedOn}::text`,
  expected: sql<string>`${captainHandIns.expected}::text`,
  handed: sql<string>`${captainHandIns.handed}::text`,
  difference: sql<string>`${captainHandIns.difference}::text`,
  orders_count: captainHandIns.ordersCount,
  note: captainHandIns.note,
  staff_name: staff.name,
  settled_at: captainHandIns.settledAt,
  settle_note: captainHandIns.settleNote,
  created_at: captainHandIns.createdAt,
  declared: sql<string | null>`${captainHandIns.declared}::text`,
  declared_at: captainHandIns.declaredAt,
  confirmed_at: captainHandIns.confirmedAt,
};

export interface HandInFilter {
  captainId?: number | undefined;
  /** Only what waits: declarations not counted, shortages and surpluses not settled. */
  open: boolean;
}

const handInWhere = (f: HandInFilter) =>
  and(
    f.captainId ? eq(captainHandIns.captainId, f.captainId) : undefined,
    // Open: declared by the captain and not counted yet (decision 066), or a difference not settled.
    f.open
      ? or(
          isNull(captainHandIns.confirmedAt),
          and(ne(captainHandIns.difference, '0'), isNull(captainHandIns.settledAt)),
        )
      : undefined,
  );

export interface HeldOrderRow {
  order_id: number;
  code: string;
  client: string;
  receiver: string;
  delivery_date: string | null;
  collected: string;
}

export function createCaptainCashRepository(db: Db) {
  const handInQuery = (tx: Db) =>
    tx
      .select(handInColumns)
      .from(captainHandIns)
      .innerJoin(captains, eq(captains.id, captainHandIns.captainId))
      .leftJoin(staff, eq(staff.id, captainHandIns.staffId))
      .$dynamic();

  return {
    /** Locks the captain's row: hand-ins of one captain queue behind it, so none counts an order twice. */
    async lockCaptain(tx: Db, id: number) {
      const [row] = await tx
        .select({ id: captains.id, name: captains.name, active: captains.active })
        .from(captains)
        .where(eq(captains.id, id))
        .for('update');
      return row;
    },

    async captain(id: number) {
      const [row] = await db
        .select({ id: captains.id, name: captains.name, active: captains.active })
        .from(captains)
        .where(eq(captains.id, id));
      return row;
    },

    /** The delivered orders whose cash the captain holds, oldest delivery first, with their Σ. */
    async held(captainId: number, tx: Db = db) {
      const rows = await rowsOf<HeldOrderRow>(
        tx,
        sql`select o.id as order_id, o.code, c.name as client, o.receiver,
                   o.delivery_date as delivery_date, o.received_amount::numeric(22,2)::text as collected
              from ${orders} o join ${clients} c on c.id = o.client_id
             where ${heldBy(captainId)}
             order by o.delivery_date nulls first, o.id`,
      );
      const [sum] = await rowsOf<{ expected: string }>(
        tx,
        sql`select coalesce(sum(o.received_amount), 0)::numeric(22,2)::text as expected from ${orders} o where ${heldBy(captainId)}`,
      );
      return { rows, expected: sum!.expected };
    },

    /**
     * Records a hand-in of every order the captain holds now (under the captain's lock), in `tx`: the
     * lines are taken and summed in SQL; the unique order index is the last guard. Null when it holds none.
     */
    async insertHandIn(
      tx: Db,
      v: {
        captainId: number;
        /** Null when the captain declares it from his app (the office confirms it later). */
        staffId: number | null;
        handedOn: string;
        handed: string;
        note: string | null;
        at: Date;
        declared: boolean;
      },
    ): Promise<number | null> {
      const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from ${orders} o where ${heldBy(v.captainId)}`,
      );
      if (n === 0) return null;
      const [row] = await tx
        .insert(captainHandIns)
        .values({
          captainId: v.captainId,
          staffId: v.staffId,
          handedOn: v.handedOn,
          expected: '0',
          handed: v.handed,
          difference: v.handed,
          ordersCount: 0,
          note: v.note,
          declared: v.declared ? v.handed : null,
          declaredAt: v.declared ? v.at : null,
          confirmedAt: v.declared ? null : v.at,
          createdAt: v.at,
          updatedAt: v.at,
        })
        .returning({ id: captainHandIns.id });
      const id = row!.id;
      await tx.execute(
        sql`insert into ${captainHandInOrders} (hand_in_id, order_id, collected)
            select ${id}, o.id, o.received_amount from ${orders} o where ${heldBy(v.captainId)}`,
      );
      await tx.execute(
        sql`update ${captainHandIns} set
              expected = t.expected, difference = ${captainHandIns.handed} - t.expected, orders_count = t.n
            from (select coalesce(sum(collected), 0) as expected, count(*)::int as n
                    from ${captainHandInOrders} where hand_in_id = ${id}) t
           where ${captainHandIns.id} = ${id}`,
      );
      return id;
    },

    async handIn(id: number, tx: Db = db) {
      const [row] = await handInQuery(tx).where(eq(captainHandIns.id, id));
      return row;
    },

    /** The captain's declaration the office has not counted yet, if any. */
    async pendingOf(captainId: number, tx: Db = db) {
      const [row] = await handInQuery(tx).where(
        and(eq(captainHandIns.captainId, captainId), isNull(captainHandIns.confirmedAt)),
      );
      return row;
    },

    /**
     * The office counted a declared hand-in: the counted cash becomes `handed` (its difference a shortage
     * or surplus as for a desk hand-in). False when it is not waiting (confirmed meanwhile).
     */
    async confirm(tx: Db, id: number, v: { staffId: number; handed: string; note: string | null; at: Date }) {
      const rows = await tx
        .update(captainHandIns)
        .set({
          handed: v.handed,
          difference: sql`${v.handed}::numeric - ${captainHandIns.expected}`,
          staffId: v.staffId,
          confirmedAt: v.at,
          note: sql`coalesce(${v.note}, ${captainHandIns.note})`,
          updatedAt: v.at,
        })
        .where(and(eq(captainHandIns.id, id), isNull(captainHandIns.confirmedAt)))
        .returning({ captainId: captainHandIns.captainId });
      return rows[0]?.captainId ?? null;
    },

    async handIns(f: HandInFilter, page: { offset: number; limit: number }) {
      const where = handInWhere(f);
      const rows = await handInQuery(db)
        .where(where)
        .orderBy(desc(captainHandIns.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(captainHandIns).where(where);
      return { rows, total: total!.n };
    },

    /** The export's batch: the filter's hand-ins before `beforeId` (keyset, newest first). */
    handInBatch: (f: HandInFilter, beforeId: number | null, limit: number) =>
      handInQuery(db)
        .where(and(handInWhere(f), beforeId === null ? undefined : lt(captainHandIns.id, beforeId)))
        .orderBy(desc(captainHandIns.id))
        .limit(limit),

    /** Settles an open difference; false when there is none (balanced, or settled already). */
    async settle(id: number, v: { staffId: number; note: string; at: Date }): Promise<boolean> {
      const rows = await db
        .update(captainHandIns)
        .set({ settledAt: v.at, settledBy: v.staffId, settleNote: v.note, updatedAt: v.at })
        .where(
          and(
            eq(captainHandIns.id, id),
            ne(captainHandIns.difference, '0'),
            isNull(captainHandIns.settledAt),
            isNotNull(captainHandIns.confirmedAt),
          ),
        )
        .returning({ id: captainHandIns.id });
      return rows.length > 0;
    },

    /** Per Cairo day since `fromDay`: the hand-ins, their orders, Σ expected and handed, shortages, surpluses. */
    report: (captainId: number, fromDay: string) =>
      rowsOf<{
        day: string;
        hand_ins: number;
        orders: number;
        expected: string;
        handed: string;
        shortage: string;
        surplus: string;
        open_difference: string;
      }>(
        db,
        sql`select handed_on::text as day, count(*)::int as hand_ins, sum(orders_count)::int as orders,
                   sum(expected)::numeric(22,2)::text as expected, sum(handed)::numeric(22,2)::text as handed,
                   (-sum(least(difference, 0)))::numeric(22,2)::text as shortage,
                   sum(greatest(difference, 0))::numeric(22,2)::text as surplus,
                   coalesce(sum(difference) filter (where settled_at is null), 0)::numeric(22,2)::text as open_difference
              from ${captainHandIns}
             where captain_id = ${captainId} and handed_on >= ${fromDay} and confirmed_at is not null
             group by handed_on order by handed_on desc`,
      ),

    async cashIn(orderIds: number[]): Promise<Set<number>> {
      if (orderIds.length === 0) return new Set();
      // Only cash the office counted reached the company: a declaration waiting is still with the captain.
      const rows = await db
        .select({ id: captainHandInOrders.orderId })
        .from(captainHandInOrders)
        .innerJoin(captainHandIns, eq(captainHandIns.id, captainHandInOrders.handInId))
        .where(and(inArray(captainHandInOrders.orderId, orderIds), isNotNull(captainHandIns.confirmedAt)));
      return new Set(rows.map((r) => r.id));
    },

    async heldAmount(captainId: number) {
      const [row] = await rowsOf<{ amount: string }>(
        db,
        sql`select coalesce(sum(o.received_amount), 0)::numeric(22,2)::text as amount from ${orders} o where ${heldBy(captainId)}`,
      );
      return row!.amount;
    },
  };
}

export type CaptainCashRepository = ReturnType<typeof createCaptainCashRepository>;
