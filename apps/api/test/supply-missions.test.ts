import { missionStatuses, missionTypes, orderStatuses } from '@courier/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { missionLogs, missions, supplies, supplyOrders } from '../src/db/schema/missions';
import { captains } from '../src/db/schema/ops';
import { orders } from '../src/db/schema/orders';
import { createAccount, createDeliveredOrder, createMission } from './support/factories';
import { useTestApp } from './support/harness';

/** Issue 35 §1 (decision 052): supply missions and the desk's supplies are one payment path. */
const t = useTestApp();
const db = () => t.database.db;

const delivered = (clientId: number, received: string, shipping: string) =>
  createDeliveredOrder(db(), clientId, received, shipping, t.clock.now());

async function captainId() {
  const [row] = await db().select({ id: captains.id }).from(captains).limit(1);
  return row!.id;
}

/** A supply mission with its captain (handed over), carrying the orders, amount = Σ net. */
async function supplyMission(clientId: number, orderIds: number[], amount: string) {
  return createMission(
    db(),
    clientId,
    {
      type: missionTypes.supply,
      status: missionStatuses.given_for_captain,
      captainId: await captainId(),
      amount,
      paymentWayId: 4,
    },
    { orderIds },
  );
}

const execute = (token: string, id: number) =>
  t.call({
    method: 'POST',
    url: '/api/ops/missions/status',
    token,
    body: { ids: [id], status: 'executed_with_captain' },
  });
const deskSupply = (token: string, body: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/ops/supplies', token, body: { method: 'cash', ...body } });

async function ledger(clientId: number) {
  const supplied = await db()
    .select({ id: supplies.id, amount: supplies.amount, missionId: supplies.missionId })
    .from(supplies)
    .where(eq(supplies.clientId, clientId))
    .orderBy(asc(supplies.id));
  const lines = await db()
    .select({ orderId: supplyOrders.orderId, n: sql<number>`count(*)::int` })
    .from(supplyOrders)
    .where(eq(supplyOrders.clientId, clientId))
    .groupBy(supplyOrders.orderId);
  const given = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.clientId} = ${clientId} and ${orders.status} = ${orderStatuses.given}`);
  return { supplied, settledOrders: lines.length, twice: lines.filter((l) => l.n > 1), given: given.length };
}

const missionOf = async (id: number) => (await db().select().from(missions).where(eq(missions.id, id)))[0]!;

describe('one money path: supply missions and the desk', () => {
  it('executing a supply mission records its supply (orders wallet, balance 0); the desk then has nothing to pay', async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    const { clientId, email } = await createAccount(db());
    const token = await t.tokenFor(email);
    const a = await delivered(clientId, '1000.00', '45.00');
    const b = await delivered(clientId, '580.00', '45.00');
    const mission = await supplyMission(clientId, [a.id, b.id], '1490.00');

    const res = await execute(ops, mission.id);
    expect(res.body.feed, res.raw.body).toMatchObject({ updated: [mission.id], refused: [] });
    const { supplied, settledOrders } = await ledger(clientId);
    expect(supplied).toEqual([{ id: expect.any(Number), amount: '1490.00', missionId: mission.id }]);
    expect(settledOrders).toBe(2);
    const balance = (await t.call({ url: '/api/client/balance', token })).body;
    expect(balance).toMatchObject({ total_balance: '0.00', total_supplied_balance: '1490.00' });

    const desk = await deskSupply(ops, { client_id: clientId });
    expect(desk.status).toBe(409);
    expect(desk.body.code).toBe('SUPPLY_NOTHING_OWED');
  });

  it("the desk's supply closes the open supply mission; executing it afterwards pays nothing twice", async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    const { clientId, email } = await createAccount(db());
    const token = await t.tokenFor(email);
    const a = await delivered(clientId, '1000.00', '45.00');
    const b = await delivered(clientId, '580.00', '45.00');
    const mission = await supplyMission(clientId, [a.id, b.id], '1490.00');

    const desk = await deskSupply(ops, { client_id: clientId });
    expect(desk.status, desk.raw.body).toBe(200);
    expect(desk.body.feed.amount).toBe('1490.00');
    const closed = await missionOf(mission.id);
    expect(closed.status).toBe(missionStatuses.executed_with_captain);
    const [log] = await db()
      .select()
      .from(missionLogs)
      .where(sql`${missionLogs.missionId} = ${mission.id} and ${missionLogs.action} = 'supply:desk'`);
    expect(log).toMatchObject({ actor: 'ops', note: `supply:${desk.body.feed.id}` });

    const res = await execute(ops, mission.id);
    expect(res.body.feed.updated).toEqual([]);
    expect(res.body.feed.refused).toHaveLength(1);
    const { supplied, settledOrders, twice } = await ledger(clientId);
    expect(supplied).toEqual([{ id: desk.body.feed.id, amount: '1490.00', missionId: mission.id }]);
    expect([settledOrders, twice]).toEqual([2, []]);
    const balance = (await t.call({ url: '/api/client/balance', token })).body;
    expect(balance).toMatchObject({ total_balance: '0.00', total_supplied_balance: '1490.00' });
  });

  it('a desk supply of some of its orders shrinks the mission, whose execution pays the rest', async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    const { clientId } = await createAccount(db());
    const a = await delivered(clientId, '1000.00', '45.00');
    const b = await delivered(clientId, '580.00', '45.00');
    const mission = await supplyMission(clientId, [a.id, b.id], '1490.00');

    expect((await deskSupply(ops, { client_id: clientId, order_codes: [a.code] })).body.feed.amount).toBe(
      '955.00',
    );
    const shrunk = await missionOf(mission.id);
    expect([shrunk.status, shrunk.amount]).toEqual([missionStatuses.given_for_captain, '535.00']);

    expect((await execute(ops, mission.id)).body.feed.updated).toEqual([mission.id]);
    const { supplied, given, twice } = await ledger(clientId);
    expect(supplied.map((s) => [s.amount, s.missionId])).toEqual([
      ['955.00', null],
      ['535.00', mission.id],
    ]);
    expect([given, twice]).toEqual([0, []]);
  });

  it('the desk and the execution at once: every order settled exactly once, the cash recorded once', async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    for (let round = 0; round < 4; round += 1) {
      const { clientId } = await createAccount(db());
      const a = await delivered(clientId, '1000.00', '45.00');
      const b = await delivered(clientId, '580.00', '45.00');
      const mission = await supplyMission(clientId, [a.id, b.id], '1490.00');
      const [desk, exec] = await Promise.all(
        round % 2 === 0
          ? [deskSupply(ops, { client_id: clientId }), execute(ops, mission.id)]
          : [execute(ops, mission.id), deskSupply(ops, { client_id: clientId })].reverse(),
      );
      const paidByDesk = desk!.status === 200;
      expect(exec!.status, exec!.raw.body).toBe(200);
      const paidByMission = exec!.body.feed.updated.length === 1;
      expect(paidByDesk !== paidByMission, `${desk!.raw.body} ${exec!.raw.body}`).toBe(true);
      const { supplied, settledOrders, twice, given } = await ledger(clientId);
      expect(supplied.map((s) => [s.amount, s.missionId])).toEqual([['1490.00', mission.id]]);
      expect([settledOrders, twice, given]).toEqual([2, [], 0]);
      expect((await missionOf(mission.id)).status).toBe(missionStatuses.executed_with_captain);
    }
  });
});
