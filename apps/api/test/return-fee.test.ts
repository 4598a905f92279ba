import { orderStatuses, reasonTypes } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientCosts } from '../src/db/schema/costs';
import { orderLogs, orders } from '../src/db/schema/orders';
import { createAccount, createDeliveredOrder, createOrder, firstReasonId } from './support/factories';
import { useTestApp } from './support/harness';
import { sheetsOf } from './support/xlsx';

/**
 * Decision 076 (issue 35): the return price of the cost table is charged. The desk's move to "returned"
 * records the client's return price for the order's governorate; the ledger deducts it from the balance;
 * the next supply settles it as a `return` line (collected 0, fee = the return price, net = −fee); it is
 * never charged twice; the statement and its xlsx name each line's kind; reconcile holds throughout.
 */
const t = useTestApp();
const db = () => t.database.db;

async function returnedOrder(clientId: number, ops: string) {
  const order = await createOrder(db(), clientId, { status: orderStatuses.with_company });
  const res = await t.call({
    method: 'POST',
    url: '/api/ops/orders/status',
    token: ops,
    body: {
      codes: [order.code],
      status: 'returned',
      reason_id: await firstReasonId(db(), reasonTypes.order_delay),
    },
  });
  expect(res.status, res.raw.body).toBe(200);
  expect(res.body.feed.updated, res.raw.body).toEqual([order.code]);
  return order;
}

describe('the return fee', () => {
  it('is charged on return, deducted by the next supply once, on the statement and the balance', async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    const admin = await t.staffTokenFor('admin@demo.test');
    const { clientId, email } = await createAccount(db());
    const merchant = await t.tokenFor(email);
    const probe = await createOrder(db(), clientId);
    const [probed] = await db()
      .select({ governorateId: orders.governorateId })
      .from(orders)
      .where(eq(orders.id, probe.id));
    const governorateId = probed!.governorateId;
    await db().insert(clientCosts).values({
      clientId,
      governorateId,
      delivery: 'home',
      price: '45.00',
      returnPrice: '30.00',
      extraKgPrice: '0.00',
    });

    const back = await returnedOrder(clientId, ops);
    const [row] = await db().select().from(orders).where(eq(orders.id, back.id));
    expect(row!.returnCost).toBe('30.00');
    const balance = await t.call({ url: '/api/client/balance', token: merchant });
    expect(balance.body.total_balance, balance.raw.body).toBe('-30.00');

    const owed = await t.call({ url: `/api/ops/supplies/owed?client_id=${clientId}`, token: ops });
    expect(owed.body.feed).toMatchObject([
      {
        code: back.code,
        kind: 'return',
        collected: '0.00',
        shipping_fee: '30.00',
        net: '-30.00',
        owes_courier: true,
      },
    ]);

    // Alone it cannot be supplied (never a supply of zero or less); with a delivery it is deducted.
    const paid = await createDeliveredOrder(db(), clientId, '500.00', '45.00', t.clock.now());
    const supply = await t.call({
      method: 'POST',
      url: '/api/ops/supplies',
      token: ops,
      body: { client_id: clientId, method: 'cash' },
    });
    expect(supply.status, supply.raw.body).toBe(200);
    expect(supply.body.feed.amount).toBe('425.00');
    const statement = await t.call({ url: `/api/client/supplies/${supply.body.feed.id}`, token: merchant });
    expect(statement.body.feed).toMatchObject({ amount: '425.00', fees: '75.00', orders_count: 2 });
    expect(statement.body.feed.orders.map((o: { code: string; kind: string }) => [o.code, o.kind])).toEqual([
      [back.code, 'return'],
      [paid.code, 'delivery'],
    ]);
    // The statement's xlsx carries each line's kind, in the caller's language, as the screen marks it.
    const texts = {
      en: ['Line', 'Return fee', 'Delivery', 'Total'],
      ar: ['البند', 'رسوم مرتجع', 'توصيل', 'الإجمالي'],
    };
    for (const lang of ['en', 'ar'] as const) {
      const [header, returned, delivered, total] = texts[lang];
      const file = await t.call({
        url: `/api/client/supplies/${supply.body.feed.id}/export`,
        token: merchant,
        lang,
      });
      expect(file.status, file.raw.body.slice(0, 300)).toBe(200);
      const [sheet] = await sheetsOf(file.raw.rawPayload);
      expect(sheet!.rows[0]![1]).toBe(header);
      expect(sheet!.rows.slice(1).map((r) => [r[0], r[1], ...r.slice(4)])).toEqual([
        [back.code, returned, 0, 30, -30],
        [paid.code, delivered, 500, 45, 455],
        [total, undefined, 500, 75, 425],
      ]);
    }
    const after = await t.call({ url: '/api/client/balance', token: merchant });
    expect(after.body.total_balance).toBe('0.00');
    const logs = await db().select().from(orderLogs).where(eq(orderLogs.orderId, back.id));
    expect(logs.filter((l) => l.action === 'return_fee')).toHaveLength(1);

    // Settled once: nothing owed now, and a return priced at nothing charges nothing.
    const again = await t.call({ url: `/api/ops/supplies/owed?client_id=${clientId}`, token: ops });
    expect(again.body.feed).toEqual([]);
    const check = await t.call({ url: '/api/ops/reconcile', token: admin });
    expect(check.body.feed).toEqual({ ok: true, mismatches: [] });
  });

  it('charges nothing where the cost table has no return price', async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    const { clientId } = await createAccount(db());
    const back = await returnedOrder(clientId, ops);
    const [row] = await db().select().from(orders).where(eq(orders.id, back.id));
    expect(row!.returnCost).toBeNull();
  });
});
