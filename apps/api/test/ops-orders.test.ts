import {
  canOpsMove,
  opsOrderMoveResponseSchema,
  opsOrdersResponseSchema,
  opsRequestsResponseSchema,
  orderStatuses,
  reasonTypes,
  type OrderStatus,
} from '@courier/contracts';
import { asc, eq, ne, sql } from 'drizzle-orm';
import { clients } from '../src/db/schema/clients-users';
import { describe, expect, it } from 'vitest';
import { transactionRunner } from '../src/db/transaction';
import { captains } from '../src/db/schema/ops';
import { orderRequests } from '../src/db/schema/order-requests';
import { orderCounts, orderLogs, orders } from '../src/db/schema/orders';
import { staff } from '../src/db/schema/staff';
import type { NotificationInput, Notifier } from '../src/lib/notifier';
import { createOpsOrdersRepository } from '../src/modules/orders/ops-orders.repository';
import { createStaffMovesService } from '../src/modules/orders/ops-orders.service';
import { createOrder, firstReasonId } from './support/factories';
import { useTestApp } from './support/harness';

const t = useTestApp();
const merchantClient = 1;
const allStatuses = Object.keys(orderStatuses) as OrderStatus[];

async function firstCaptain() {
  const [row] = await t.database.db
    .select({ id: captains.id })
    .from(captains)
    .orderBy(asc(captains.id))
    .limit(1);
  return row!.id;
}
const firstReason = () => firstReasonId(t.database.db, reasonTypes.order_delay);
const orderOf = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

async function move(body: Record<string, unknown>, lang: 'ar' | 'en' = 'en', email = 'ops@demo.test') {
  const token = await t.staffTokenFor(email);
  return t.call({ method: 'POST', url: '/api/ops/orders/status', body, token, lang });
}

describe('POST /api/ops/orders/status', () => {
  it('moves orders sent → underway → with_captain → given with a staff log row each', async () => {
    const a = await createOrder(t.database.db, merchantClient, { status: orderStatuses.sent });
    const b = await createOrder(t.database.db, merchantClient, { status: orderStatuses.sent });
    const res = await move({ codes: [a.code, b.code], status: 'underway' });
    expect(res.status).toBe(200);
    expect(opsOrderMoveResponseSchema.parse(res.body)).toEqual({
      success: 1,
      feed: { updated: [a.code, b.code], refused: [] },
    });
    const captain = await firstCaptain();
    expect(
      (await move({ codes: [a.code], status: 'with_captain', captain_id: captain })).body.feed.updated,
    ).toEqual([a.code]);
    expect((await orderOf(a.id)).captainId).toBe(captain);
    const given = await move({ codes: [a.code], status: 'given' });
    expect(given.body.feed.updated).toEqual([a.code]);
    const row = await orderOf(a.id);
    expect(row.status).toBe(orderStatuses.given);
    expect(row.receivedAmount).toBe('150.00');
    expect(row.deliveryDate).not.toBeNull();
    const [opsStaff] = await t.database.db.select().from(staff).where(eq(staff.email, 'ops@demo.test'));
    const logs = await t.database.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, a.id))
      .orderBy(asc(orderLogs.id));
    const staffLogs = logs.filter((l) => l.staffId !== null);
    expect(staffLogs.map((l) => [l.fromStatus, l.toStatus])).toEqual([
      [orderStatuses.sent, orderStatuses.underway],
      [orderStatuses.underway, orderStatuses.with_captain],
      [orderStatuses.with_captain, orderStatuses.given],
    ]);
    expect(staffLogs.every((l) => l.actor === 'ops' && l.staffId === opsStaff!.id)).toBe(true);
    expect(staffLogs[0]!.actorName).toBe(opsStaff!.name);
    // The merchant reads the staff move in the order log.
    const token = await t.tokenFor('merchant@demo.test');
    const log = await t.call({ url: `/api/client/order/log?code=${a.code}`, token });
    expect(log.status, log.raw.body).toBe(200);
    expect(log.body.feed[0]).toMatchObject({ to_status: orderStatuses.given, by: opsStaff!.name });
  });

  it('follows opsMoves for every pair of statuses, refusing forbidden moves in the caller language', async () => {
    const captain = await firstCaptain();
    const reason = await firstReason();
    for (const to of allStatuses) {
      const batch = await Promise.all(
        allStatuses.map(async (from) => ({
          from,
          order: await createOrder(t.database.db, merchantClient, { status: orderStatuses[from] }),
        })),
      );
      const res = await move({
        codes: batch.map((b) => b.order.code),
        status: to,
        captain_id: captain,
        reason_id: reason,
      });
      expect(res.status).toBe(200);
      for (const { from, order } of batch) {
        const after = await orderOf(order.id);
        const allowed = canOpsMove(from, to);
        expect(res.body.feed.updated.includes(order.code), `${from} → ${to}`).toBe(allowed);
        expect(res.body.feed.refused.some((r: { code: string }) => r.code === order.code)).toBe(!allowed);
        expect(after.status).toBe(orderStatuses[allowed ? to : from]);
      }
    }
    const order = await createOrder(t.database.db, merchantClient, { status: orderStatuses.saved });
    const en = await move({ codes: [order.code], status: 'given' }, 'en');
    expect(en.body.feed.refused[0]).toEqual({
      code: order.code,
      error_msg: 'This order is Saved: it cannot move to “Delivered”',
    });
    const ar = await move({ codes: [order.code], status: 'given' }, 'ar');
    expect(ar.body.feed.refused[0].error_msg).toBe('حالة هذا الطلب «محفوظ»: لا يمكن نقله إلى «تم التسليم»');
  }, 120_000);

  it('refuses unknown codes per order (never 500) and moves the others', async () => {
    const order = await createOrder(t.database.db, merchantClient, { status: orderStatuses.sent });
    const res = await move({ codes: ['99999999999', order.code], status: 'underway' });
    expect(res.status).toBe(200);
    expect(res.body.feed.updated).toEqual([order.code]);
    expect(res.body.feed.refused).toEqual([
      { code: '99999999999', error_msg: 'No order has the code 99999999999' },
    ]);
  });

  it('needs a captain for with_captain and a reason for delayed, uncompleted and returned', async () => {
    const order = await createOrder(t.database.db, merchantClient, { status: orderStatuses.underway });
    const noCaptain = await move({ codes: [order.code], status: 'with_captain' });
    expect(noCaptain.body.feed.refused[0].error_msg).toBe('Choose the captain who carries the order');
    const badCaptain = await move({ codes: [order.code], status: 'with_captain', captain_id: 999_999 });
    expect(badCaptain.body.feed.refused).toHaveLength(1);
    for (const to of ['delayed', 'uncompleted'] as const) {
      const res = await move({ codes: [order.code], status: to });
      expect(res.body.feed.refused[0].error_msg).toMatch(/Choose a reason/);
    }
    const badReason = await move({ codes: [order.code], status: 'delayed', reason_id: 999_999 });
    expect(badReason.body.feed.refused[0].error_msg).toBe('This reason does not exist');
    expect((await orderOf(order.id)).status).toBe(orderStatuses.underway);
    const reason = await firstReason();
    const ok = await move({
      codes: [order.code],
      status: 'uncompleted',
      reason_id: reason,
      note: 'no answer',
    });
    expect(ok.body.feed.updated).toEqual([order.code]);
    expect((await orderOf(order.id)).cancelReasonId).toBe(reason);
    const back = await createOrder(t.database.db, merchantClient, { status: orderStatuses.with_company });
    expect((await move({ codes: [back.code], status: 'returned' })).body.feed.refused).toHaveLength(1);
    expect(
      (await move({ codes: [back.code], status: 'returned', reason_id: reason })).body.feed.updated,
    ).toEqual([back.code]);
    expect((await orderOf(back.id)).returnReason).not.toBeNull();
  });

  it('given: takes the received amount; a partial one needs a reason; exact decimals', async () => {
    const order = await createOrder(t.database.db, merchantClient, { status: orderStatuses.with_captain });
    const partial = await move({ codes: [order.code], status: 'given', received_amount: '100.50' });
    expect(partial.body.feed.refused[0].error_msg).toBe(
      'A received amount other than the amount to collect needs a reason',
    );
    const same = await createOrder(t.database.db, merchantClient, { status: orderStatuses.with_captain });
    expect(
      (await move({ codes: [same.code], status: 'given', received_amount: '150' })).body.feed.updated,
    ).toEqual([same.code]);
    const reason = await firstReason();
    const ok = await move({
      codes: [order.code],
      status: 'given',
      received_amount: '100.50',
      reason_id: reason,
    });
    expect(ok.body.feed.updated).toEqual([order.code]);
    expect((await orderOf(order.id)).receivedAmount).toBe('100.50');
    const bad = await move({ codes: [order.code], status: 'given', received_amount: '1e3' });
    expect(bad.status).toBe(422);
  });

  it('two concurrent moves of one order: one wins, the other is refused', async () => {
    const order = await createOrder(t.database.db, merchantClient, { status: orderStatuses.sent });
    const token = await t.staffTokenFor('ops@demo.test');
    const call = () =>
      t.call({
        method: 'POST',
        url: '/api/ops/orders/status',
        body: { codes: [order.code], status: 'underway' },
        token,
        lang: 'en',
      });
    const results = await Promise.all([call(), call(), call()]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.body.feed.updated.length === 1)).toHaveLength(1);
    expect(results.filter((r) => r.body.feed.refused.length === 1)).toHaveLength(2);
    const logs = await t.database.db.select().from(orderLogs).where(eq(orderLogs.orderId, order.id));
    expect(logs.filter((l) => l.toStatus === orderStatuses.underway)).toHaveLength(1);
  });

  it("concurrent moves of one client's orders keep its status counts exact (striped over slots)", async () => {
    const made = await Promise.all(
      Array.from({ length: 12 }, () =>
        createOrder(t.database.db, merchantClient, { status: orderStatuses.sent }),
      ),
    );
    const token = await t.staffTokenFor('ops@demo.test');
    const results = await Promise.all(
      made.map((order) =>
        t.call({
          method: 'POST',
          url: '/api/ops/orders/status',
          body: { codes: [order.code], status: 'underway' },
          token,
          lang: 'en',
        }),
      ),
    );
    expect(results.every((r) => r.status === 200 && r.body.feed.updated.length === 1)).toBe(true);
    const counted = await t.database.db
      .select({ status: orderCounts.status, n: sql<number>`sum(${orderCounts.count})::int` })
      .from(orderCounts)
      .where(eq(orderCounts.clientId, merchantClient))
      .groupBy(orderCounts.status);
    const real = await t.database.db
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.clientId, merchantClient))
      .groupBy(orders.status);
    const byStatus = (rows: { status: number; n: number }[]) =>
      Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [r.status, r.n]));
    expect(byStatus(counted)).toEqual(byStatus(real));
  });

  it('is the ops desk: support staff get 403, client tokens 401', async () => {
    const order = await createOrder(t.database.db, merchantClient, { status: orderStatuses.sent });
    expect((await move({ codes: [order.code], status: 'underway' }, 'en', 'support@demo.test')).status).toBe(
      403,
    );
    const clientToken = await t.tokenFor('merchant@demo.test');
    const res = await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      body: { codes: [order.code], status: 'underway' },
      token: clientToken,
    });
    expect(res.status).toBe(401);
    expect((await move({ codes: [order.code], status: 'underway' }, 'en', 'admin@demo.test')).status).toBe(
      200,
    );
  });

  it('writes the order_status notification through the Notifier in the move transaction, pushes after commit', async () => {
    const db = t.database.db;
    const events: string[] = [];
    const recorded: NotificationInput[] = [];
    // The desk's move writes its notification with its update (`Notifier.statement`), not by `record`.
    const notifier: Notifier = {
      record: async () => {
        events.push('record');
        return () => undefined;
      },
      statement: (items) => {
        recorded.push(...items);
        return {
          sql: sql`select 'written' as mark`,
          pushOf: (rows) => {
            events.push(...rows.map((r) => (r as { mark: string }).mark));
            return () => events.push('push');
          },
        };
      },
    };
    const transaction = transactionRunner(db);
    const service = createStaffMovesService({
      ops: createOpsOrdersRepository(db),
      transaction: (work) =>
        transaction(async (tx) => {
          const result = await work(tx);
          events.push('commit');
          return result;
        }),
      notifier,
      clock: t.clock,
      timeLimits: { cuts: () => Promise.reject(new Error('not read by a move')) },
      lookups: {
        assignableCaptains: (() => Promise.resolve([])) as never,
        governorates: (() => Promise.resolve([])) as never,
        captainExists: async () => true,
      },
      products: { consumeForDeliveredOrders: async () => 0 },
      shippingPrices: async () => new Map(),
    });
    const order = await createOrder(db, merchantClient, { status: orderStatuses.sent });
    const [opsStaff] = await db.select().from(staff).where(eq(staff.email, 'ops@demo.test'));
    const who = { sessionId: 0, staffId: opsStaff!.id, role: 'ops' as const, name: opsStaff!.name };
    await service.move(who, { codes: [order.code], status: 'underway' }, 'en');
    expect(events).toEqual(['written', 'commit', 'push']);
    expect(recorded).toEqual([
      {
        clientId: merchantClient,
        type: 'order_status',
        messageKey: 'opsOrders.notify.status',
        params: { code: order.code, status: 'orderStatus.underway' },
        subject: { kind: 'order', id: order.id, code: order.code },
      },
    ]);
    // A refused move records nothing.
    await service.move(who, { codes: [order.code], status: 'given' }, 'en');
    expect(recorded).toHaveLength(1);
  });
});

describe('GET /api/ops/orders', () => {
  it("searches every client's orders by code, client, phone and status, paged", async () => {
    const token = await t.staffTokenFor('ops@demo.test');
    const mine = await createOrder(t.database.db, merchantClient, {
      status: orderStatuses.sent,
      phone1: '01099988877',
    });
    const [other] = await t.database.db
      .select({ id: clients.id })
      .from(clients)
      .where(ne(clients.id, merchantClient))
      .limit(1);
    for (let i = 0; i < 5; i++) await createOrder(t.database.db, i % 2 ? merchantClient : other!.id);
    const all = await t.call({ url: '/api/ops/orders?perPage=5', token });
    expect(all.status).toBe(200);
    expect(opsOrdersResponseSchema.parse(all.body).feed).toHaveLength(5);
    expect(new Set(all.body.feed.map((o: { client_id: number }) => o.client_id)).size).toBe(2);
    const clientIds = await t.call({ url: '/api/ops/orders?perPage=100&page=1', token });
    expect(clientIds.body.feed_count).toBeGreaterThan(5);
    const byCode = await t.call({ url: `/api/ops/orders?code=${mine.code}`, token });
    expect(byCode.body.feed.map((o: { code: string }) => o.code)).toEqual([mine.code]);
    expect(byCode.body.feed[0].client).toBeTruthy();
    const byPhone = await t.call({ url: '/api/ops/orders?phone=0109998', token });
    expect(byPhone.body.feed.map((o: { code: string }) => o.code)).toContain(mine.code);
    const byStatus = await t.call({ url: `/api/ops/orders?status=${orderStatuses.sent}&perPage=100`, token });
    expect(byStatus.body.feed.every((o: { status: number }) => o.status === orderStatuses.sent)).toBe(true);
    // Past the status column's smallint range: a field error, not PostgreSQL's 500.
    const unknownStatus = await t.call({ url: '/api/ops/orders?status=32768', token });
    expect(unknownStatus.status).toBe(422);
    expect(unknownStatus.body.errors).toHaveProperty('status');
    const byClient = await t.call({ url: `/api/ops/orders?client_id=${merchantClient}&perPage=100`, token });
    expect(byClient.body.feed.every((o: { client_id: number }) => o.client_id === merchantClient)).toBe(true);
    const none = await t.call({ url: '/api/ops/orders?client=zzzz-nobody', token });
    expect(none.body).toMatchObject({ feed: [], feed_count: 0 });
    const today = new Date().toISOString().slice(0, 10);
    const byDate = await t.call({ url: `/api/ops/orders?date_from=${today}&code=${mine.code}`, token });
    expect(byDate.body.feed_count).toBe(1);
  });
});

describe('move dialog lookups', () => {
  it('lists captains, reasons and governorates for staff', async () => {
    const token = await t.staffTokenFor('ops@demo.test');
    const captainsRes = await t.call({ url: '/api/ops/orders/captains', token });
    expect(captainsRes.status).toBe(200);
    // The assignable captains, by name (decision 058): the first captain among them.
    expect(captainsRes.body.feed.map((c: { id: number }) => c.id)).toContain(await firstCaptain());
    const reasonsRes = await t.call({ url: '/api/ops/orders/reasons', token, lang: 'en' });
    expect(reasonsRes.status).toBe(200);
    expect(reasonsRes.body.feed.map((r: { id: number }) => r.id)).toContain(await firstReason());
    const governorates = await t.call({ url: '/api/ops/orders/governorates', token, lang: 'en' });
    expect(governorates.status).toBe(200);
    expect(governorates.body.feed.length).toBeGreaterThan(20);
  });
});

describe('client requests queue', () => {
  it('a client request reaches the queue; staff accept it once; the merchant reads it in the log', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, merchantClient, { status: orderStatuses.sent });
    const urgent = await t.call({
      method: 'POST',
      url: '/api/client/order/change-to-urgent',
      body: { id: order.id },
      token,
    });
    expect(urgent.status).toBe(200);
    const staffToken = await t.staffTokenFor('ops@demo.test');
    const queue = await t.call({ url: '/api/ops/requests?perPage=100', token: staffToken });
    expect(queue.status).toBe(200);
    const item = opsRequestsResponseSchema.parse(queue.body).feed.find((r) => r.order_id === order.id)!;
    expect(item).toMatchObject({
      kind: 'urgent',
      state: 'pending',
      code: order.code,
      client_id: merchantClient,
    });
    const accept = await t.call({
      method: 'POST',
      url: `/api/ops/requests/${item.id}/accept`,
      body: {},
      token: staffToken,
    });
    expect(accept.status).toBe(200);
    const again = await t.call({
      method: 'POST',
      url: `/api/ops/requests/${item.id}/reject`,
      body: {},
      token: staffToken,
    });
    expect(again.status).toBe(409);
    expect((await orderOf(order.id)).isUrgent).toBe(true);
    const pending = await t.call({ url: '/api/ops/requests?perPage=100', token: staffToken });
    expect(pending.body.feed.some((r: { id: number }) => r.id === item.id)).toBe(false);
    const answered = await t.call({ url: '/api/ops/requests?state=accepted', token: staffToken });
    expect(answered.body.feed[0]).toMatchObject({ id: item.id, answered_by: 'Operations Desk' });
    const log = await t.call({ url: `/api/client/order/log?code=${order.code}`, token });
    expect(log.body.feed[0]).toMatchObject({ action: 'request_accepted:urgent', by: 'Operations Desk' });
    const missing = await t.call({
      method: 'POST',
      url: '/api/ops/requests/999999/accept',
      body: {},
      token: staffToken,
    });
    expect(missing.status).toBe(404);
  });

  it('rejecting a delay puts the order back where it was; each client request kind is queued', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, merchantClient, { status: orderStatuses.underway });
    const delay = await t.call({
      method: 'POST',
      url: '/api/client/order/delay-request',
      body: { id: order.id, delayDate: '2099-01-15' },
      token,
    });
    expect(delay.status, delay.raw.body).toBe(200);
    expect((await orderOf(order.id)).status).toBe(orderStatuses.delayed);
    const [request] = await t.database.db
      .select()
      .from(orderRequests)
      .where(eq(orderRequests.orderId, order.id));
    expect(request).toMatchObject({
      kind: 'delay',
      fromStatus: orderStatuses.underway,
      toStatus: orderStatuses.delayed,
    });
    const staffToken = await t.staffTokenFor('ops@demo.test');
    const reject = await t.call({
      method: 'POST',
      url: `/api/ops/requests/${request!.id}/reject`,
      body: { note: 'captain already on the way' },
      token: staffToken,
    });
    expect(reject.status).toBe(200);
    const after = await orderOf(order.id);
    expect(after.status).toBe(orderStatuses.underway);
    expect(after.delayDate).toBeNull();
    const ret = await createOrder(t.database.db, merchantClient, { status: orderStatuses.sent });
    await t.call({
      method: 'POST',
      url: '/api/client/order/return-on-sender/save',
      body: { id: ret.id, returnValue: '50' },
      token,
    });
    const resend = await createOrder(t.database.db, merchantClient, { status: orderStatuses.returned });
    await t.call({
      method: 'POST',
      url: '/api/client/order/resend-request',
      body: { id: resend.id, order_id: resend.id, type: 1 },
      token,
    });
    const cancel = await createOrder(t.database.db, merchantClient, { status: orderStatuses.sent });
    const reason = await firstReason();
    await t.call({
      method: 'POST',
      url: '/api/client/order/canceled',
      body: { id: cancel.id, type: reason },
      token,
    });
    const kinds = await t.database.db.select({ kind: orderRequests.kind }).from(orderRequests);
    expect(new Set(kinds.map((k) => k.kind))).toEqual(
      new Set(['delay', 'return_on_sender', 'resend', 'cancel']),
    );
    const [returned] = await t.database.db
      .select()
      .from(orderRequests)
      .where(eq(orderRequests.orderId, ret.id));
    await t.call({
      method: 'POST',
      url: `/api/ops/requests/${returned!.id}/reject`,
      body: {},
      token: staffToken,
    });
    expect((await orderOf(ret.id)).returnRequestedAt).toBeNull();
  });
});
