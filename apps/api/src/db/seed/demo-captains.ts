import { eq, inArray, sql } from 'drizzle-orm';
import { orderStatuses } from '@courier/contracts';
import type { Db } from '../database';
import { captainAccounts, deliveryCodes } from '../schema/captain-app';
import { captains } from '../schema/ops';
import { orders } from '../schema/orders';

/** The captain app's demo sign-ins (password Demo#2026): two of the reference captains (decision 061). */
export const demoCaptains: Array<{ phone: string; who: string }> = [
  { phone: '01275320885', who: 'captain (app /captain), Nasr City branch' },
  { phone: '01573241688', who: 'captain (app /captain), Nasr City branch' },
];

/**
 * Idempotent: accounts that exist are left alone. The seeded orders already with a captain get the
 * receiver's delivery code their move would have made (readable outside production at
 * `/api/dev/delivery-codes/<order id>`, as the receiver's message would carry it).
 */
export async function seedDemoCaptains(db: Db, passwordHash: string): Promise<void> {
  const rows = await db
    .select({ id: captains.id })
    .from(captains)
    .where(
      inArray(
        captains.phone,
        demoCaptains.map((c) => c.phone),
      ),
    );
  if (rows.length > 0)
    await db
      .insert(captainAccounts)
      .values(rows.map((r) => ({ captainId: r.id, passwordHash })))
      .onConflictDoNothing();
  await db.execute(sql`
    insert into ${deliveryCodes} (order_id, code)
    select ${orders.id}, lpad(floor(random() * 1000000)::int::text, 6, '0') from ${orders}
    where ${eq(orders.status, orderStatuses.with_captain)}
    on conflict (order_id) do nothing`);
}
