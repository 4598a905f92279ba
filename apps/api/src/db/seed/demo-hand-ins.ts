import { cairoDay, orderStatuses } from '@courier/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { captainHandIns } from '../schema/captain-cash';

type Row = Record<string, unknown>;
const rowsOf = async <T = Row>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The demo's cash from captains (decision 058): the cash of every order already paid to its merchant
 * (wallet) reached the company, so each captain handed it in, balanced, on the day of its last delivery;
 * the first captain's came in 50.00 short, still open. The delivered orders not supplied yet (given)
 * stay with their captains, for the desk's hand-in to show. Runs once: only into an empty table.
 */
export async function seedDemoHandIns(db: Db): Promise<void> {
  const [any] = await db.select({ id: captainHandIns.id }).from(captainHandIns).limit(1);
  if (any) return;
  const captains = await rowsOf<{ captain_id: number; expected: string; n: number; last: string | Date }>(
    db,
    sql`select captain_id, sum(received_amount)::numeric(22,2)::text as expected, count(*)::int as n,
               max(delivery_date) as last
          from orders where status = ${orderStatuses.wallet} and captain_id is not null and received_amount is not null
         group by captain_id order by captain_id`,
  );
  for (const [i, c] of captains.entries()) {
    const shortage = i === 0 ? 50 : 0;
    const handed = (
      await rowsOf<{ v: string }>(db, sql`select (${c.expected}::numeric - ${shortage})::text as v`)
    )[0]!.v;
    const [made] = await db
      .insert(captainHandIns)
      .values({
        captainId: c.captain_id,
        handedOn: cairoDay(new Date(c.last)),
        expected: c.expected,
        handed,
        difference: (-shortage).toFixed(2),
        ordersCount: c.n,
        note: null,
        confirmedAt: new Date(c.last),
      })
      .returning({ id: captainHandIns.id });
    await db.execute(
      sql`insert into captain_hand_in_orders (hand_in_id, order_id, collected)
          select ${made!.id}, id, received_amount from orders
           where status = ${orderStatuses.wallet} and captain_id = ${c.captain_id} and received_amount is not null`,
    );
  }
}
