import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cappedMatches } from '../src/modules/orders/orders-query.repository';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

// A receiver substring's capped count walks the client's newest ids until it has cap + 1 matches: ~21,000
// rows for a common name in a million orders (docs/quality.md P4). It must be answerable from the
// (client_id, id) index alone, which carries the receiver (migration 0033): fetching each row from the
// table made it 4.3 ms of SQL instead of 2.7 (decision 033, amendment 9). Which plan a test database picks
// depends on the other files' rows (on CI's shared database PostgreSQL once walked the primary key instead,
// with every path but index-only ones priced out), so the test holds the two facts that make the index-only
// scan possible: the index carries the receiver, and the statement reads no other column. The plan on a
// million orders is the P4 benchmark's (`bench/orders-deep-pages.mjs`).
const t = useTestApp();

type Rows = { rows: Record<string, unknown>[] };

describe('the receiver substring’s capped count', () => {
  it('reads only what the (client_id, id) index carries', async () => {
    const def = (await t.database.db.execute(
      sql`select pg_get_indexdef('orders_client_id_idx'::regclass) as def`,
    )) as unknown as Rows;
    // With the test flag the client's lists filter on (decision 074).
    expect(def.rows[0]!.def).toMatch(/USING btree \(client_id, id\) INCLUDE \(receiver, test\)$/);

    const statement = cappedMatches(t.database.db, 1, null, { receiver: 'نبيل' }, 1_000).toSQL().sql;
    const columns = new Set([...statement.matchAll(/"orders"\."(\w+)"/g)].map(([, column]) => column));
    expect([...columns].sort()).toEqual(['client_id', 'id', 'receiver', 'test']);
    expect(statement).toMatch(/order by "orders"\."id" desc limit/);
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
