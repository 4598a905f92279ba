import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { cappedMatches } from '../src/modules/orders/orders.repository';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

// A receiver substring's capped count walks the client's newest ids until it has cap + 1 matches: ~21,000
// rows for a common name in a million orders (docs/quality.md P4). It must be answerable from the
// (client_id, id) index alone, which carries the receiver (migration 0033): fetching each row from the
// table made it 4.3 ms of SQL instead of 2.7 (decision 033, amendment 9). On a few rows any plan is cheap
// (a sort of three rows found through the phone index won once; on CI's shared database, a backward walk of
// another index won once), so the plan is asked for with everything but index-only scans priced out: sorts,
// sequential, bitmap and plain index scans. Only an index that carries the receiver can then serve it.
const t = useTestApp();

type Rows = { rows: Record<string, unknown>[] };

async function planOf(db: Db, clientId: number, receiver: string): Promise<string> {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    const query = cappedMatches(tx, clientId, null, { receiver }, 1_000);
    const plan = (await tx.execute(sql`explain (costs off) ${query}`)) as unknown as Rows;
    return plan.rows.map((row) => String(Object.values(row)[0])).join('\n');
  });
}

describe('the receiver substring’s capped count', () => {
  it('reads the (client_id, id) index alone, newest first', async () => {
    const { clientId } = await createAccount(t.database.db);
    for (const receiver of ['نبيل سالم', 'محمد علي', 'نبيلة حسن'])
      await createOrder(t.database.db, clientId, { receiver });
    await t.database.db.execute(sql`vacuum analyze orders`);

    const plan = await planOf(t.database.db, clientId, 'نبيل');
    expect(plan).toMatch(/Index Only Scan Backward using orders_client_id_idx/);
    expect(plan).toMatch(/Filter: \(receiver ~~ '%نبيل%'::text\)/);
  });

  it('counts what it reads: matches up to the cap, of this client only', async () => {
    const { clientId } = await createAccount(t.database.db);
    const other = await createAccount(t.database.db);
    for (const receiver of ['نبيل سالم', 'محمد علي', 'نبيلة حسن'])
      await createOrder(t.database.db, clientId, { receiver });
    await createOrder(t.database.db, other.clientId, { receiver: 'نبيل' });

    const count = async (cap: number) =>
      (await cappedMatches(t.database.db, clientId, null, { receiver: 'نبيل' }, cap)).length;
    expect(await count(1_000)).toBe(2);
    expect(await count(1)).toBe(2); // cap + 1 rows: "more than 1"
  });
});
