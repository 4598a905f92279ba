import { missionStatuses, missionTypes, orderStatuses, reasonTypes } from '@courier/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captains } from '../src/db/schema/ops';
import { supplyOrders } from '../src/db/schema/missions';
import { seedDemoMissions } from '../src/db/seed/demo-missions';
import { seedDemoOrders } from '../src/db/seed/demo-orders';
import { createAccount, createMission, createOrder, firstReasonId } from './support/factories';
import { useTestApp } from './support/harness';

/**
 * Issue 35, decision 053: reconcile runs after a simulated courier day on the demo data, every move made
 * through the API as the merchant and staff make it: sends, a pickup's moves, full and partial
 * deliveries, a return, a resend delivered, a desk supply and a supply mission. It finds no difference,
 * then finds the one planted (a supply line a piastre off).
 */
const t = useTestApp();
const db = () => t.database.db;

describe('reconcile after a simulated day', () => {
  it('finds 0 differences after the day’s moves, and names a planted one', async () => {
    await seedDemoOrders(db());
    await seedDemoMissions(db());
    const m = await createAccount(db());
    const merchant = await t.tokenFor(m.email);
    const ops = await t.staffTokenFor('ops@demo.test');
    const admin = await t.staffTokenFor('admin@demo.test');
    const [captain] = await db()
      .select({ id: captains.id })
      .from(captains)
      .orderBy(asc(captains.id))
      .limit(1);
    const reason = await firstReasonId(db(), reasonTypes.order_delay);
    const call = async (url: string, body: Record<string, unknown>, token = ops) => {
      const res = await t.call({ method: 'POST', url, token, body });
      expect(res.status, `${url}: ${res.raw.body}`).toBe(200);
      return res.body;
    };
    const move = async (codes: string[], status: string, extra: Record<string, unknown> = {}) => {
      const body = await call('/api/ops/orders/status', { codes, status, ...extra });
      expect(body.feed.refused, status).toEqual([]);
    };

    // The morning: eight orders saved, sent by the merchant, picked up and handed to a captain.
    const day = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createOrder(db(), m.clientId, {
          status: orderStatuses.saved,
          amountToBeCollected: `${100 * (i + 1)}.00`,
          shippingCost: '45.00',
        }),
      ),
    );
    for (const o of day) {
      const sent = await t.call({
        method: 'POST',
        url: `/api/client/order/change-to-sent?id=${o.id}`,
        token: merchant,
      });
      expect(sent.status, sent.raw.body).toBe(200);
    }
    const codes = day.map((o) => o.code);
    await move(codes, 'underway');
    await move(codes, 'with_captain', { captain_id: captain!.id });
    // Deliveries: four in full, one partial (a reason), one at 0 (nets −45: carried), one returned.
    await move(codes.slice(0, 4), 'given');
    await move([codes[4]!], 'given', { received_amount: '250.50', reason_id: reason });
    await move([codes[5]!], 'given', { received_amount: '0.00', reason_id: reason });
    await move([codes[6]!], 'with_company');
    await move([codes[6]!], 'returned', { reason_id: reason });
    // A resend of the returned order, accepted, delivered.
    await call('/api/client/order/resend-request', { order_id: day[6]!.id, type: 1 }, merchant);
    await move([codes[6]!], 'with_captain', { captain_id: captain!.id });
    await move([codes[6]!], 'given');

    // Supplies: the desk pays two orders; a supply mission carries the rest that is owed.
    await call('/api/ops/supplies', {
      client_id: m.clientId,
      method: 'cash',
      order_codes: codes.slice(0, 2),
    });
    const rest = day.filter((_, i) => [2, 3, 4, 5, 6].includes(i));
    const mission = await createMission(
      db(),
      m.clientId,
      {
        type: missionTypes.supply,
        status: missionStatuses.given_for_captain,
        captainId: captain!.id,
        amount: '1000.00',
        paymentWayId: 4,
      },
      { orderIds: rest.map((o) => o.id) },
    );
    const executed = await call('/api/ops/missions/status', {
      ids: [mission.id],
      status: 'executed_with_captain',
    });
    expect(executed.feed.refused).toEqual([]);

    const check = async () => {
      const res = await t.call({ url: '/api/ops/reconcile', token: admin });
      expect(res.status, res.raw.body).toBe(200);
      return res.body.feed as { ok: boolean; mismatches: { check: string; subject: string }[] };
    };
    expect(await check()).toEqual({ ok: true, mismatches: [] });
    const balance = await t.call({ url: '/api/client/balance', token: merchant });
    expect(balance.body.total_balance).toBe('0.00');

    // Planted: one supply line's net a piastre off what its supply paid.
    const [line] = await db()
      .select()
      .from(supplyOrders)
      .where(eq(supplyOrders.clientId, m.clientId))
      .limit(1);
    await db()
      .update(supplyOrders)
      .set({ net: sql`${supplyOrders.net} + 0.01` })
      .where(eq(supplyOrders.id, line!.id));
    const broken = await check();
    expect(broken.ok).toBe(false);
    expect(broken.mismatches).toEqual([
      expect.objectContaining({ check: 'supply_amount', subject: `supply ${line!.supplyId}` }),
    ]);
  }, 240_000);
});
