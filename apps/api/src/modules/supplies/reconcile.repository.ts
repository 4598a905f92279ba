import { missionStatuses, missionTypes, orderStatuses } from '@courier/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';

/**
 * The ledger's invariants over the whole database (decision 052), each a query that answers only the rows
 * that break it: an empty answer everywhere is a ledger that reconciles. Read-only; money in SQL numeric.
 */

export interface Mismatch {
  check:
    | 'supply_amount'
    | 'supply_not_positive'
    | 'balance'
    | 'settled_twice'
    | 'mission_without_supply'
    | 'hand_in_amount';
  /** What is wrong: `supply 12`, `client 3`, `order 77`, `mission 5000012`. */
  subject: string;
  /** The figures that disagree, e.g. `amount 1490.00 ≠ Σ net 1445.00`. */
  detail: string;
}

type Row = Record<string, string | number | null>;
const rowsOf = async (tx: Db, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;

const executed = [missionStatuses.executed_with_captain, missionStatuses.exhausted];
const delivered = [orderStatuses.given, orderStatuses.wallet];

export function createReconcileRepository(db: Db) {
  return {
    async mismatches(tx: Db = db): Promise<Mismatch[]> {
      // A statement's lines add up to its supply (supplies recorded with no lines, the demo's, have none).
      const amounts = await rowsOf(
        tx,
        sql`select s.id, s.amount::numeric(22,2)::text as amount, s.orders_count,
                   sum(so.net)::numeric(22,2)::text as net, count(distinct so.order_id)::int as lines
              from supplies s join supply_orders so on so.supply_id = s.id
             group by s.id having s.amount <> sum(so.net) or s.orders_count <> count(distinct so.order_id)
             order by s.id`,
      );
      const notPositive = await rowsOf(
        tx,
        sql`select id, amount::numeric(22,2)::text as amount from supplies where amount <= 0 order by id`,
      );
      // The running ledger equals the sums of the rows: Σ net of delivered orders (nets below zero, the
      // merchant's carried debt, included) less every return fee charged (decision 076), and Σ supplied.
      const balances = await rowsOf(
        tx,
        sql`with sums as (
              select c.id as client_id,
                coalesce((select sum(case when o.status in (${sql.join(delivered, sql`, `)})
                     then coalesce(o.received_amount, 0) - coalesce(o.shipping_cost, 0) else 0 end
                     - coalesce(o.return_cost, 0)) from orders o
                   where o.client_id = c.id and (o.status in (${sql.join(delivered, sql`, `)}) or o.return_cost is not null)), 0) as collected,
                coalesce((select sum(s.amount) from supplies s where s.client_id = c.id), 0) as supplied
              from clients c)
            select s.client_id, s.collected::numeric(22,2)::text as collected, s.supplied::numeric(22,2)::text as supplied,
                   coalesce(b.collected, 0)::numeric(22,2)::text as ledger_collected,
                   coalesce(b.supplied, 0)::numeric(22,2)::text as ledger_supplied
              from sums s left join client_balances b on b.client_id = s.client_id
             where s.collected <> coalesce(b.collected, 0) or s.supplied <> coalesce(b.supplied, 0)
             order by s.client_id`,
      );
      const twice = await rowsOf(
        tx,
        sql`select order_id, max(n) as n from (
              select order_id, count(*)::int as n from supply_orders group by order_id, kind having count(*) > 1
              union all
              -- a return fee deducted by one supply and lined in another, or lined and not marked (076)
              select so.order_id, 2 from supply_orders so join orders o on o.id = so.order_id
               where so.kind = 'return' and o.return_fee_supply_id is distinct from so.supply_id
              union all
              select o.id, 2 from orders o where o.return_fee_supply_id is not null
                 and not exists (select 1 from supply_orders so where so.order_id = o.id and so.kind = 'return')
              union all
              select order_id, count(*)::int from order_logs where action = 'supply'
               group by order_id having count(*) > 1) twice
            group by order_id order by order_id`,
      );
      const missions = await rowsOf(
        tx,
        sql`select m.code, m.amount::numeric(22,2)::text as amount from missions m
             where m.type = ${missionTypes.supply} and m.status in (${sql.join(executed, sql`, `)})
               and coalesce(m.amount, 0) > 0
               and not exists (select 1 from supplies s where s.mission_id = m.id)
             order by m.id`,
      );
      // A captain's hand-in (decision 058): its lines add up to what it expected, and each line is what the
      // order collected (a later edit of a handed-in amount shows here).
      const handIns = await rowsOf(
        tx,
        sql`select h.id, h.expected::numeric(22,2)::text as expected, h.orders_count,
                   coalesce(sum(l.collected), 0)::numeric(22,2)::text as lines,
                   coalesce(sum(o.received_amount), 0)::numeric(22,2)::text as orders, count(l.id)::int as n
              from captain_hand_ins h
              left join captain_hand_in_orders l on l.hand_in_id = h.id
              left join orders o on o.id = l.order_id
             group by h.id
            having h.expected <> coalesce(sum(l.collected), 0) or h.orders_count <> count(l.id)
                or coalesce(sum(l.collected), 0) <> coalesce(sum(o.received_amount), 0)
             order by h.id`,
      );
      return [
        ...amounts.map((r) => ({
          check: 'supply_amount' as const,
          subject: `supply ${r.id}`,
          detail: `amount ${r.amount} ≠ Σ net ${r.net} (orders_count ${r.orders_count}, lines ${r.lines})`,
        })),
        ...notPositive.map((r) => ({
          check: 'supply_not_positive' as const,
          subject: `supply ${r.id}`,
          detail: `amount ${r.amount} ≤ 0`,
        })),
        ...balances.map((r) => ({
          check: 'balance' as const,
          subject: `client ${r.client_id}`,
          detail: `ledger collected ${r.ledger_collected}, supplied ${r.ledger_supplied} ≠ rows ${r.collected}, ${r.supplied}`,
        })),
        ...twice.map((r) => ({
          check: 'settled_twice' as const,
          subject: `order ${r.order_id}`,
          detail: `settled ${r.n} times`,
        })),
        ...missions.map((r) => ({
          check: 'mission_without_supply' as const,
          subject: `mission ${r.code}`,
          detail: `executed, amount ${r.amount}, no supply records it`,
        })),
        ...handIns.map((r) => ({
          check: 'hand_in_amount' as const,
          subject: `hand-in ${r.id}`,
          detail: `expected ${r.expected} (${r.orders_count} orders) ≠ lines ${r.lines} (${r.n}), orders ${r.orders}`,
        })),
      ];
    },
  };
}

export type ReconcileRepository = ReturnType<typeof createReconcileRepository>;
