import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, createMission, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

// Every API test starts from the demo accounts alone (test/support/database.ts resetData). The reset
// deletes rows instead of truncating; these two tests run one after the other and would see each other's
// rows, ids or counts if it left anything behind.
const t = useTestApp();

type Rows = { rows: Record<string, unknown>[] };
const rows = async (text: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(text)) as unknown as Rows).rows;

async function writeEverywhere() {
  const account = await createAccount(t.database.db);
  const order = await createOrder(t.database.db, account.clientId);
  const mission = await createMission(t.database.db, account.clientId, {}, { orderIds: [order.id] });
  const [counts] = await rows(sql`
    select (select coalesce(sum(count), 0)::int from order_counts where client_id = ${account.clientId}) as orders,
           (select coalesce(sum(count), 0)::int from mission_counts where client_id = ${account.clientId}) as missions,
           (select count(*)::int from clients) as clients`);
  return { account, order, mission, counts };
}

describe('the data reset between API tests', () => {
  let first: Awaited<ReturnType<typeof writeEverywhere>> | undefined;

  it('lets a test write clients, orders, missions and their counts', async () => {
    first = await writeEverywhere();
    expect(first.counts).toMatchObject({ orders: 1, missions: 1 });
  });

  it('gives the next test the same ids, counts from zero and no row of the last test', async () => {
    expect(first).toBeDefined();
    const [left] = await rows(sql`
      select (select count(*)::int from orders) as orders,
             (select count(*)::int from missions) as missions,
             (select count(*)::int from order_counts) as order_counts,
             (select count(*)::int from mission_counts) as mission_counts,
             (select count(*)::int from order_bucket_deltas) as bucket_deltas,
             (select count(*)::int from clients where id = ${first!.account.clientId}) as old_client`);
    expect(left).toEqual({
      orders: 0,
      missions: 0,
      order_counts: 0,
      mission_counts: 0,
      bucket_deltas: 0,
      old_client: 0,
    });
    const second = await writeEverywhere();
    expect(second.account.clientId).toBe(first!.account.clientId);
    expect(second.order.id).toBe(first!.order.id);
    expect(second.mission.id).toBe(first!.mission.id);
    expect(second.counts).toEqual(first!.counts);
  });
});
