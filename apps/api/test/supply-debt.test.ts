import { missionStatuses, missionTypes, orderStatuses } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supplies } from '../src/db/schema/missions';
import { notifications } from '../src/db/schema/notifications';
import { orders } from '../src/db/schema/orders';
import { createAccount, createDeliveredOrder, createMission } from './support/factories';
import { useTestApp } from './support/harness';

/** Issue 35 §3, decision 052: a supply is never zero or negative; the merchant's debt is carried. */
const t = useTestApp();
const db = () => t.database.db;

const delivered = (clientId: number, received: string, shipping: string) =>
  createDeliveredOrder(db(), clientId, received, shipping, t.clock.now());

describe('a delivery below the fee', () => {
  it('is marked on the owed list, refuses a supply of zero or less, and is deducted from the next supply', async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    const { clientId, email } = await createAccount(db());
    const free = await delivered(clientId, '0.00', '45.00');

    const owed = await t.call({ url: `/api/ops/supplies/owed?client_id=${clientId}`, token: ops });
    expect(owed.body.feed).toMatchObject([{ code: free.code, net: '-45.00', owes_courier: true }]);
    expect(owed.body).toMatchObject({ total: '-45.00', carried_debt: '45.00' });

    const refused = await t.call({
      method: 'POST',
      url: '/api/ops/supplies',
      token: ops,
      body: { client_id: clientId, method: 'cash' },
      lang: 'en',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SUPPLY_NOT_POSITIVE');
    expect(refused.body.error_msg).toContain('-45.00');
    expect(await db().select().from(supplies).where(eq(supplies.clientId, clientId))).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.clientId, clientId))).toEqual([]);
    const [still] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, free.id));
    expect(still!.status).toBe(orderStatuses.given);

    // A supply mission carrying only that order cannot be executed either: no cash leaves.
    const mission = await createMission(
      db(),
      clientId,
      { type: missionTypes.supply, status: missionStatuses.given_for_captain, amount: '0.00' },
      { orderIds: [free.id] },
    );
    const exec = await t.call({
      method: 'POST',
      url: '/api/ops/missions/status',
      token: ops,
      body: { ids: [mission.id], status: 'executed_with_captain' },
    });
    expect(exec.body.feed.updated).toEqual([]);

    // The next delivery pays: 455.00 less the 45.00 carried.
    const paid = await delivered(clientId, '500.00', '45.00');
    const supply = await t.call({
      method: 'POST',
      url: '/api/ops/supplies',
      token: ops,
      body: { client_id: clientId, method: 'cash' },
    });
    expect(supply.body.feed, supply.raw.body).toMatchObject({
      amount: '410.00',
      orders: [free.code, paid.code],
    });
    const statement = await t.call({
      url: `/api/client/supplies/${supply.body.feed.id}`,
      token: await t.tokenFor(email),
    });
    expect(statement.body.feed).toMatchObject({ amount: '410.00', carried_debt: '45.00', fees: '90.00' });
    expect(statement.body.feed.orders.map((o: { owes_courier: boolean }) => o.owes_courier)).toEqual([
      true,
      false,
    ]);
  });
});
