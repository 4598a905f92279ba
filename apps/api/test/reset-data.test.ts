import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoStaff } from '../src/db/seed/demo-staff';
import { demoAccounts } from '../src/db/seed/seed';
import { createAccount, createMission, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

// Every API test starts from the demo accounts alone (test/support/database.ts resetData). The reset
// deletes rows instead of truncating and puts the demo accounts back from a copy; these two tests run one
// after the other and would see each other's rows, ids or counts, or a changed demo account, if it left
// anything behind.
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

/** What the demo accounts are made of, as the reset restores them from a copy of the first seed. */
async function demoState() {
  const [state] = await rows(sql`
    select (select json_agg(c order by c.id) from clients c) as clients,
           (select json_agg(u order by u.id) from users u) as users,
           (select json_agg(s order by s.id) from staff s) as staff,
           (select count(*)::int from client_costs) as costs,
           (select count(*)::int from governorates) as governorates`);
  return state as {
    clients: { id: number }[];
    users: { email: string }[];
    staff: { email: string }[];
    costs: number;
    governorates: number;
  };
}

describe('the data reset between API tests', () => {
  let first: Awaited<ReturnType<typeof writeEverywhere>> | undefined;
  let demo: Awaited<ReturnType<typeof demoState>>;

  it('lets a test write clients, orders, missions and their counts', async () => {
    demo = await demoState();
    expect(demo.users.map((u) => u.email).sort()).toEqual(demoAccounts.map((a) => a.email).sort());
    expect(demo.staff.map((s) => s.email).sort()).toEqual(demoStaff.map((s) => s.email).sort());
    // A home and an office price per governorate for every demo client.
    expect(demo.costs).toBe(demo.clients.length * demo.governorates * 2);
    // The demo accounts changed and deleted, which the next test must not see.
    await t.database.db.execute(sql`update clients set name = 'renamed' where id = 1`);
    await t.database.db.execute(sql`update users set password_hash = 'x', name = 'renamed'`);
    await t.database.db.execute(sql`delete from staff where email = 'ops@demo.test'`);
    await t.database.db.execute(sql`delete from client_costs where client_id = 1`);
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
    expect(await demoState()).toEqual(demo);
    const second = await writeEverywhere();
    expect(second.account.clientId).toBe(first!.account.clientId);
    expect(second.order.id).toBe(first!.order.id);
    expect(second.mission.id).toBe(first!.mission.id);
    expect(second.counts).toEqual(first!.counts);
  });
});
