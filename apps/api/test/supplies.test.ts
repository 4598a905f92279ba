import { orderStatuses, reasonTypes } from '@courier/contracts';
import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientBalances, supplies, supplyOrders } from '../src/db/schema/missions';
import { orderDeliveriesPerDay, orderLogs, orders } from '../src/db/schema/orders';
import { createSuppliesRepository } from '../src/modules/supplies/supplies.repository';
import { createAccount, createOrder, firstReasonId } from './support/factories';
import { useTestApp } from './support/harness';

const t = useTestApp();
const merchant = 1;

const delivered = (clientId: number, received: string, shipping: string | null, deliveryDate?: Date) =>
  createOrder(t.database.db, clientId, {
    status: orderStatuses.given,
    amountToBeCollected: received,
    receivedAmount: received,
    shippingCost: shipping,
    deliveryDate: deliveryDate ?? t.clock.now(),
  });

const supply = (token: string, body: unknown, key?: string, lang: 'ar' | 'en' = 'en') =>
  t.call({
    method: 'POST',
    url: '/api/ops/supplies',
    token,
    body,
    lang,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const balance = async (token: string) => (await t.call({ url: '/api/client/balance', token })).body;

async function statusOf(id: number) {
  const [row] = await t.database.db
    .select({ status: orders.status, cash: orders.cashAmount })
    .from(orders)
    .where(eq(orders.id, id));
  return row!;
}

describe('POST /api/ops/supplies', () => {
  it('settles every delivered order: given → wallet, logged as the staff member, amounts exact, balance updated', async () => {
    t.clock.set(new Date('2030-06-16T10:00:00Z')); // a Sunday; the merchant's supply days are Sunday and Wednesday
    const ops = await t.staffTokenFor('ops@demo.test');
    const token = await t.tokenFor('merchant@demo.test');
    const a = await delivered(merchant, '250.00', '45.00'); // 205.00
    const b = await delivered(merchant, '0.10', '0.00'); // 0.10
    const c = await delivered(merchant, '0.20', null); // 0.20, no fee
    const open = await createOrder(t.database.db, merchant, { status: orderStatuses.with_captain });
    const other = await createAccount(t.database.db);
    const foreign = await delivered(other.clientId, '999.00', '1.00');
    expect(await balance(token)).toMatchObject({
      total_balance: '205.30',
      total_supplied_balance: '0.00',
      next_supply: '2030-06-16',
    });

    const res = await supply(ops, { client_id: merchant, method: 'bank_transfer', reference: 'TRX-1' }, 'k1');
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body).toEqual({
      success: 1,
      feed: { id: expect.any(Number), amount: '205.30', orders: [a.code, b.code, c.code] },
    });
    for (const o of [a, b, c]) expect((await statusOf(o.id)).status).toBe(orderStatuses.wallet);
    expect((await statusOf(a.id)).cash).toBe('205.00');
    expect((await statusOf(open.id)).status).toBe(orderStatuses.with_captain);
    expect((await statusOf(foreign.id)).status).toBe(orderStatuses.given);

    const me = (await t.call({ url: '/api/ops/me', token: ops })).body.feed;
    const logs = await t.database.db
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, a.id), eq(orderLogs.action, 'supply')));
    expect(logs).toMatchObject([
      { actor: 'ops', actorName: me.name, userId: null, fromStatus: 7, toStatus: 8, clientId: merchant },
    ]);

    const after = await balance(token);
    expect(after).toMatchObject({ total_balance: '0.00', total_supplied_balance: '205.30' });
    // Supplied on Sunday, a supply day: the next supply is Wednesday's, not today.
    expect(after.next_supply).toBe('2030-06-19');

    const [row] = await t.database.db.select().from(supplies).where(eq(supplies.id, res.body.feed.id));
    expect(row).toMatchObject({
      method: 'bank_transfer',
      reference: 'TRX-1',
      ordersCount: 3,
      amount: '205.30',
    });
    const lines = await t.database.db
      .select()
      .from(supplyOrders)
      .where(eq(supplyOrders.supplyId, row!.id))
      .orderBy(supplyOrders.id);
    expect(lines.map((l) => [l.collected, l.fee, l.net])).toEqual([
      ['250.00', '45.00', '205.00'],
      ['0.10', '0.00', '0.10'],
      ['0.20', '0.00', '0.20'],
    ]);

    // Nothing left: 409 in the caller's language.
    const again = await supply(ops, { client_id: merchant, method: 'cash' }, undefined, 'ar');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SUPPLY_NOTHING_OWED');
    expect(again.body.error_msg).toBe('لا توجد طلبات مسلّمة متبقية للتوريد لهذا العميل');
  });

  it('tells the merchant in their language, money as the app writes it (issue 41.7)', async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    const token = await t.tokenFor('merchant@demo.test');
    await delivered(merchant, '1500.00', '45.00');
    const res = await supply(ops, { client_id: merchant, method: 'bank_transfer' }, undefined, 'en');
    expect(res.status, res.raw.body).toBe(200);
    const feed = async (lang: 'ar' | 'en') =>
      (await t.call({ method: 'POST', url: '/api/client/notification/fetch', token, lang })).body.feed;
    expect((await feed('ar'))[0].message).toBe('تم توريد 1,455.00 ج.م عن طلب مسلّم واحد (تحويل بنكي)');
    expect((await feed('en'))[0].message).toBe(
      'We supplied EGP 1,455.00 for 1 delivered order (Bank transfer)',
    );
  });

  it('settles only the named orders; refuses ones not owed (409), unknown codes (422) and unknown clients (404)', async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    const a = await delivered(merchant, '100.00', '20.00');
    const b = await delivered(merchant, '50.00', '20.00');
    const sent = await createOrder(t.database.db, merchant, { status: orderStatuses.sent });

    const one = await supply(ops, { client_id: merchant, order_codes: [a.code], method: 'cash' });
    expect(one.body.feed).toMatchObject({ amount: '80.00', orders: [a.code] });
    expect((await statusOf(b.id)).status).toBe(orderStatuses.given);

    const twice = await supply(ops, { client_id: merchant, order_codes: [a.code, b.code], method: 'cash' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'SUPPLY_ORDERS_NOT_OWED' });
    expect(twice.body.error_msg).toContain(a.code);
    const notDelivered = await supply(ops, { client_id: merchant, order_codes: [sent.code], method: 'cash' });
    expect(notDelivered.status).toBe(409);
    expect((await statusOf(b.id)).status).toBe(orderStatuses.given); // the refused call changed nothing

    const unknown = await supply(ops, { client_id: merchant, order_codes: ['99999999'], method: 'cash' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toHaveProperty('order_codes');
    const other = await createAccount(t.database.db);
    const foreign = await supply(ops, { client_id: other.clientId, order_codes: [b.code], method: 'cash' });
    expect(foreign.status).toBe(422);
    expect((await supply(ops, { client_id: 999_999, method: 'cash' })).status).toBe(404);
    const bad = await supply(ops, { client_id: merchant, method: 'cheque' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('method');
  });

  it('50 concurrent supplies without a key: each order is settled exactly once', async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    const created: { id: number; code: string }[] = [];
    for (let i = 0; i < 12; i++) created.push(await delivered(merchant, `${100 + i}.25`, '30.00'));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        supply(
          ops,
          i % 2 === 0
            ? { client_id: merchant, method: 'cash' }
            : { client_id: merchant, order_codes: [created[i % 12]!.code], method: 'cash' },
        ),
      ),
    );
    expect(
      results.every((r) => r.status === 200 || r.status === 409),
      JSON.stringify(results.map((r) => r.body)),
    ).toBe(true);
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const settled = ok.flatMap((r) => r.body.feed.orders as string[]);
    expect(settled.toSorted()).toEqual(created.map((o) => o.code).toSorted());
    const lines = await t.database.db.select().from(supplyOrders);
    expect(lines).toHaveLength(12);
    const token = await t.tokenFor('merchant@demo.test');
    // Σ (received − 30.00) = 12 × 100.25 + 66 − 360 = 909.00
    expect(await balance(token)).toMatchObject({ total_balance: '0.00', total_supplied_balance: '909.00' });
  });

  it('50 concurrent supplies with the same key: one supply, every caller gets its answer', async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    for (let i = 0; i < 5; i++) await delivered(merchant, '10.05', '5.00');
    const body = { client_id: merchant, method: 'cash' };
    const results = await Promise.all(Array.from({ length: 50 }, () => supply(ops, body, 'same-key')));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(results.map((r) => r.body.feed.id)).size).toBe(1);
    expect(results[0]!.body.feed.amount).toBe('25.25');
    expect(await t.database.db.select().from(supplies)).toHaveLength(1);
    const reused = await supply(ops, { ...body, method: 'bank_transfer' }, 'same-key');
    expect(reused.status).toBe(422);
  });

  it('is staff-only: a client token 401, the support role 403', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    expect((await supply(token, { client_id: merchant, method: 'cash' })).status).toBe(401);
    const support = await t.staffTokenFor('support@demo.test');
    expect((await supply(support, { client_id: merchant, method: 'cash' })).status).toBe(403);
    expect((await t.call({ url: '/api/ops/supplies', token: support })).status).toBe(403);
  });
});

describe('the ops desk reads', () => {
  it('lists clients owed first, what one is owed, and the supplies so far', async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    const a = await delivered(merchant, '120.00', '20.00');
    await delivered(merchant, '80.50', '20.00');
    const clients = await t.call({ url: '/api/ops/supplies/clients', token: ops });
    expect(clients.status).toBe(200);
    expect(clients.body.feed[0]).toMatchObject({ id: merchant, owed_orders: 2, total_balance: '160.50' });
    const owed = await t.call({ url: `/api/ops/supplies/owed?client_id=${merchant}`, token: ops });
    expect(owed.body).toMatchObject({ total: '160.50', total_balance: '160.50' });
    expect(owed.body.feed[0]).toMatchObject({
      code: a.code,
      collected: '120.00',
      shipping_fee: '20.00',
      net: '100.00',
    });
    const made = await supply(ops, { client_id: merchant, method: 'cash' });
    const list = await t.call({ url: `/api/ops/supplies?client_id=${merchant}`, token: ops });
    expect(list.body.feed_count).toBe(1);
    expect(list.body.feed[0]).toMatchObject({
      id: made.body.feed.id,
      amount: '160.50',
      staff_name: expect.any(String),
    });
    const one = await t.call({ url: `/api/ops/supplies/${made.body.feed.id}`, token: ops });
    expect(one.body.feed.orders).toHaveLength(2);
  });
});

describe('the merchant’s statements', () => {
  it('reconcile with the balance and the orders; another client’s supply is 404', async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    const token = await t.tokenFor('merchant@demo.test');
    await delivered(merchant, '300.00', '45.50');
    await delivered(merchant, '99.99', '33.33');
    const first = await supply(ops, { client_id: merchant, method: 'cash' });
    const c = await delivered(merchant, '1000.00', '50.00');
    await delivered(merchant, '12.34', '2.34'); // left owed
    const second = await supply(ops, {
      client_id: merchant,
      order_codes: [c.code],
      method: 'bank_transfer',
      reference: '=cmd',
    });

    const list = await t.call({ url: '/api/client/supplies?page=1&perPage=10', token });
    expect(list.status).toBe(200);
    expect(list.body.feed_count).toBe(2);
    expect(list.body.feed.map((s: { id: number }) => s.id)).toEqual([
      second.body.feed.id,
      first.body.feed.id,
    ]);
    expect(list.body.feed[1]).toMatchObject({
      amount: '321.16',
      collected: '399.99',
      fees: '78.83',
      orders_count: 2,
      method: 'cash',
    });

    const details = await t.call({ url: `/api/client/supplies/${first.body.feed.id}`, token });
    expect(
      details.body.feed.orders.map((o: { collected: string; shipping_fee: string; net: string }) => [
        o.collected,
        o.shipping_fee,
        o.net,
      ]),
    ).toEqual([
      ['300.00', '45.50', '254.50'],
      ['99.99', '33.33', '66.66'],
    ]);

    // statements + balance = what delivered orders earned; the ledger equals the sums of the rows
    const b = await balance(token);
    expect(b).toMatchObject({ total_supplied_balance: '1271.16', total_balance: '10.00' });
    const repo = createSuppliesRepository(t.database.db);
    const sums = await repo.recomputedBalance(merchant);
    const [ledger] = await t.database.db
      .select()
      .from(clientBalances)
      .where(eq(clientBalances.clientId, merchant));
    expect([ledger!.collected, ledger!.supplied]).toEqual([sums.collected, sums.supplied]);
    expect(sums).toEqual({ collected: '1281.16', supplied: '1271.16' });

    const other = await createAccount(t.database.db);
    const otherToken = await t.tokenFor(other.email);
    expect(
      (await t.call({ url: `/api/client/supplies/${first.body.feed.id}`, token: otherToken })).status,
    ).toBe(404);
    expect((await t.call({ url: '/api/client/supplies', token: otherToken })).body.feed).toEqual([]);
    const staff = await t.staffTokenFor('ops@demo.test');
    expect((await t.call({ url: '/api/client/supplies', token: staff })).status).toBe(401);
    const frozen = await t.call({ url: '/api/client/supplies', token: await t.tokenFor('frozen@demo.test') });
    expect(frozen.status).toBe(403);
  });

  it('exports the list and one statement as xlsx, formula-like texts escaped, moments on the Cairo clock', async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    const token = await t.tokenFor('merchant@demo.test');
    // 23:30 UTC is already the next day in Cairo: the statement writes it as every export does.
    const a = await delivered(merchant, '300.00', '45.50', new Date('2026-11-22T23:30:00Z'));
    const made = await supply(ops, {
      client_id: merchant,
      method: 'bank_transfer',
      reference: '=HYPERLINK("x")',
    });
    const read = async (url: string) => {
      const res = await t.call({ url, token, lang: 'en' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
      return book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    };
    const list = await read('/api/client/supplies/export');
    expect(list[0]!.slice(1)).toEqual([
      'Supply no.',
      'Date',
      'Method',
      'Reference',
      'Orders',
      'Collected',
      'Shipping fees',
      'Supplied',
    ]);
    expect(list[1]!.slice(1)).toEqual([
      made.body.feed.id,
      expect.any(String),
      'Bank transfer',
      `'=HYPERLINK("x")`,
      1,
      300,
      45.5,
      254.5,
    ]);
    const one = await read(`/api/client/supplies/${made.body.feed.id}/export`);
    expect(one[0]!.slice(1, 3)).toEqual(['Order code', 'Line']);
    expect(one[1]!.slice(1)).toEqual([a.code, 'Delivery', 'محمد علي', '2026-11-23 01:30', 300, 45.5, 254.5]);
    expect(one[2]!.slice(1)).toEqual(['Total', undefined, undefined, undefined, 300, 45.5, 254.5]);
    const other = await createAccount(t.database.db);
    const foreign = await t.call({
      url: `/api/client/supplies/${made.body.feed.id}/export`,
      token: await t.tokenFor(other.email),
    });
    expect(foreign.status).toBe(404);
  });
});

/**
 * The figures the triggers keep (decision 024's ledger, decision 035's deliveries per day) against a real
 * sum and count over the orders and supplies, for every client.
 */
async function expectKeptFiguresReconcile(clientIds: number[]) {
  const repo = createSuppliesRepository(t.database.db);
  for (const clientId of clientIds) {
    const sums = await repo.recomputedBalance(clientId);
    const [ledger] = await t.database.db
      .select()
      .from(clientBalances)
      .where(eq(clientBalances.clientId, clientId));
    expect([ledger?.collected ?? '0.00', ledger?.supplied ?? '0.00']).toEqual([
      sums.collected,
      sums.supplied,
    ]);
  }
  const day = sql<string>`(${orders.deliveryDate} at time zone 'Africa/Cairo')::date::text`;
  const real = await t.database.db
    .select({ clientId: orders.clientId, day, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        inArray(orders.clientId, clientIds),
        inArray(orders.status, [orderStatuses.given, orderStatuses.wallet]),
        sql`${orders.deliveryDate} is not null`,
      ),
    )
    .groupBy(orders.clientId, day)
    .orderBy(orders.clientId, day);
  const kept = await t.database.db
    .select({
      clientId: orderDeliveriesPerDay.clientId,
      day: sql<string>`${orderDeliveriesPerDay.day}::text`,
      n: sql<number>`sum(${orderDeliveriesPerDay.count})::int`,
    })
    .from(orderDeliveriesPerDay)
    .where(inArray(orderDeliveriesPerDay.clientId, clientIds))
    .groupBy(orderDeliveriesPerDay.clientId, orderDeliveriesPerDay.day)
    .having(sql`sum(${orderDeliveriesPerDay.count}) <> 0`)
    .orderBy(orderDeliveriesPerDay.clientId, orderDeliveriesPerDay.day);
  expect(kept).toEqual(real);
}

describe('the kept figures (balance ledger, deliveries per day)', () => {
  it('reconcile with the orders after deliveries, partial amounts, supplies, returns, edits and deletions', async () => {
    t.clock.set(new Date('2030-06-16T10:00:00Z'));
    const ops = await t.staffTokenFor('ops@demo.test');
    const token = await t.tokenFor('merchant@demo.test');
    const other = await createAccount(t.database.db);
    const clients = [merchant, other.clientId];
    const move = (body: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/ops/orders/status', body, token: ops });
    await expectKeptFiguresReconcile(clients);

    // Deliveries through the ops desk: one at the full amount, one partial, one for another client;
    // one order goes back to the company instead (a return).
    const onCaptain = async (clientId: number) =>
      createOrder(t.database.db, clientId, {
        status: orderStatuses.with_captain,
        amountToBeCollected: '300.00',
        shippingCost: '45.50',
      });
    const full = await onCaptain(merchant);
    const partial = await onCaptain(merchant);
    const foreign = await onCaptain(other.clientId);
    const back = await onCaptain(merchant);
    expect((await move({ codes: [full.code, foreign.code], status: 'given' })).status).toBe(200);
    const reasonId = await firstReasonId(t.database.db, reasonTypes.order_delay);
    const partly = {
      codes: [partial.code],
      status: 'given',
      received_amount: '120.25',
      reason_id: reasonId,
    };
    expect((await move(partly)).body.feed.updated).toEqual([partial.code]);
    expect((await move({ codes: [back.code], status: 'with_company' })).status).toBe(200);
    // Bulk rows, on two Cairo days (23:30 and 00:30 in Cairo, summer time), in one statement.
    await delivered(merchant, '99.99', '33.33', new Date('2030-06-14T20:30:00Z'));
    await delivered(merchant, '0.10', '0.00', new Date('2030-06-14T21:30:00Z'));
    await expectKeptFiguresReconcile(clients);
    expect((await balance(token)).total_balance).toBe('396.01'); // 254.50 + 74.75 + 66.66 + 0.10

    // A supply settles part of it (given → wallet: still delivered, still on the chart).
    const settled = await supply(ops, { client_id: merchant, order_codes: [full.code], method: 'cash' });
    expect(settled.status, settled.raw.body).toBe(200);
    await expectKeptFiguresReconcile(clients);

    // Corrections written straight to the table, several rows per statement: a delivered order returned,
    // a delivery moved to another day, an amount corrected, and orders deleted.
    const returned = await delivered(merchant, '10.00', '1.00');
    const moved = await delivered(merchant, '20.00', '2.00');
    const deleted = await delivered(merchant, '30.00', '3.00');
    await t.database.db
      .update(orders)
      .set({ status: orderStatuses.returned })
      .where(inArray(orders.id, [returned.id, back.id]));
    await t.database.db
      .update(orders)
      .set({ deliveryDate: new Date('2030-06-01T12:00:00Z'), receivedAmount: '25.00' })
      .where(eq(orders.id, moved.id));
    await t.database.db.delete(orders).where(inArray(orders.id, [deleted.id, foreign.id]));
    await expectKeptFiguresReconcile(clients);

    // What the chart shows is what the orders say.
    const chart = await t.call({ url: '/api/client/chart', token });
    const days = chart.body.feed.delivered_per_day as { day: string; count: number }[];
    expect(days.filter((d) => d.count > 0)).toEqual([
      { day: '2030-06-01', count: 1 },
      { day: '2030-06-14', count: 1 },
      { day: '2030-06-15', count: 1 },
      { day: '2030-06-16', count: 2 },
    ]);
  });
});
