import {
  captainLoginResponseSchema,
  captainRunChangedEvent,
  orderStatuses,
  runResponseSchema,
} from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captainAccounts, deliveryAttempts } from '../src/db/schema/captain-app';
import { captains } from '../src/db/schema/ops';
import { orderLogs, orders } from '../src/db/schema/orders';
import { notifications } from '../src/db/schema/notifications';
import { demoPassword } from '../src/db/seed/seed';
import { demoCaptains } from '../src/db/seed/demo-captains';
import { createOrder } from './support/factories';
import { useTestApp } from './support/harness';
import { useSockets, within } from './support/sockets';

// Decision 061: the captain app's sessions (the staff rules on its own tables), its run, and deliver/fail
// through the desk's state machine, once per Idempotency-Key, with the receiver's code as proof.

const t = useTestApp();
const sockets = useSockets(() => t.app);
const merchantClient = 1;
const phone = demoCaptains[0]!.phone;

const captainLogin = (password = demoPassword, who = phone) =>
  t.call({ method: 'POST', url: '/api/captain/login', body: { phone: who, password }, lang: 'en' });

async function captainToken() {
  const res = await captainLogin();
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

async function captainId() {
  const [row] = await t.database.db
    .select({ id: captains.id })
    .from(captains)
    .where(eq(captains.phone, phone));
  return row!.id;
}

/** An order of the merchant that the office gives this captain (the desk's move makes its delivery code). */
async function givenToCaptain(amount = '250.00') {
  const order = await createOrder(t.database.db, merchantClient, {
    status: orderStatuses.underway,
    amountToBeCollected: amount,
  });
  const ops = await t.staffTokenFor('ops@demo.test');
  const moved = await t.call({
    method: 'POST',
    url: '/api/ops/orders/status',
    token: ops,
    body: { codes: [order.code], status: 'with_captain', captain_id: await captainId() },
  });
  expect(moved.body.feed.updated).toEqual([order.code]);
  const code = (await t.call({ url: `/api/dev/delivery-codes/${order.id}` })).body.code as string;
  expect(code).toMatch(/^\d{6}$/);
  return { ...order, deliveryCode: code, ops };
}

const act = (token: string, id: number, what: 'deliver' | 'fail', body: unknown, key?: string) =>
  t.call({
    method: 'POST',
    url: `/api/captain/orders/${id}/${what}`,
    token,
    body,
    lang: 'en',
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('captain sessions (/api/captain)', () => {
  it('signs a demo captain in by phone; a wrong password and an unknown phone answer the same 401', async () => {
    const res = await captainLogin();
    expect(res.status).toBe(200);
    expect(captainLoginResponseSchema.parse(res.body).phone).toBe(phone);
    const wrong = await captainLogin('Wrong#2026');
    const unknown = await captainLogin('Wrong#2026', '01099999999');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(unknown.body.error_msg).toBe(wrong.body.error_msg);
  });

  it('keeps captain, client and staff tokens apart: each side answers the others with 401', async () => {
    const captain = await captainToken();
    const client = await t.tokenFor('merchant@demo.test');
    const staff = await t.staffTokenFor('ops@demo.test');
    expect((await t.call({ method: 'POST', url: '/api/client/web/profile', token: captain })).status).toBe(
      401,
    );
    expect((await t.call({ url: '/api/ops/me', token: captain })).status).toBe(401);
    expect((await t.call({ url: '/api/captain/me', token: client })).status).toBe(401);
    expect((await t.call({ url: '/api/captain/run', token: staff })).status).toBe(401);
    const me = await t.call({ url: '/api/captain/me', token: captain });
    expect(me.body.feed).toMatchObject({ captain_id: await captainId(), phone });
  });

  it('ends the session on logout (cutting its socket), at its idle end and when the account is disabled', async () => {
    const token = await captainToken();
    const socket = await sockets.opened({ token, captain: true });
    const cut = within(new Promise((r) => socket.once('disconnect', r)), 'the captain socket is cut');
    expect((await t.call({ method: 'POST', url: '/api/captain/logout', token })).status).toBe(200);
    await cut;
    expect((await t.call({ url: '/api/captain/me', token })).body.code).toBe('SESSION_EXPIRED');

    const idle = await captainToken();
    t.clock.advance(t.config.SESSION_IDLE_TIMEOUT_MS + 1);
    expect((await t.call({ url: '/api/captain/me', token: idle })).body.code).toBe('SESSION_EXPIRED');

    const live = await captainToken();
    await t.database.db
      .update(captainAccounts)
      .set({ disabledAt: new Date() })
      .where(eq(captainAccounts.captainId, await captainId()));
    expect((await t.call({ url: '/api/captain/me', token: live })).body.code).toBe('SESSION_EXPIRED');
  });
});

describe("the captain's run, deliver and fail", () => {
  it('shows an order the office gives him at once (socket), in the route order he saves, and confirms a typed code', async () => {
    const token = await captainToken();
    const socket = await sockets.opened({ token, captain: true });
    const told = sockets.next(socket, captainRunChangedEvent);
    const a = await givenToCaptain();
    await told;
    const b = await givenToCaptain();
    const run = async () =>
      runResponseSchema.parse((await t.call({ url: '/api/captain/run', token })).body).feed;
    expect((await run()).map((s) => s.id).slice(-2)).toEqual([a.id, b.id]);
    await t.call({ method: 'POST', url: '/api/captain/run/order', token, body: { order_ids: [b.id, a.id] } });
    expect((await run()).slice(0, 2).map((s) => s.id)).toEqual([b.id, a.id]);

    const scanned = await t.call({
      method: 'POST',
      url: '/api/captain/run/scan',
      token,
      body: { code: a.code },
    });
    expect(scanned.body.feed).toMatchObject({ id: a.id, scanned: 1 });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/captain/run/scan',
      token,
      body: { code: 'NOPE' },
    });
    expect(unknown.status).toBe(404);
  });

  it("delivers with the receiver's code: a wrong code, a partial amount without a reason and more than the COD are refused", async () => {
    const token = await captainToken();
    const order = await givenToCaptain('250.00');
    const proof = { kind: 'code', code: order.deliveryCode };
    const wrongCode = String((Number(order.deliveryCode) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await act(token, order.id, 'deliver', {
      collected_amount: '250',
      proof: { kind: 'code', code: wrongCode },
    });
    expect(wrong.body.code).toBe('DELIVERY_CODE_INVALID');
    expect((await act(token, order.id, 'deliver', { collected_amount: '200', proof })).body.code).toBe(
      'PARTIAL_AMOUNT_NEEDS_REASON',
    );
    expect((await act(token, order.id, 'deliver', { collected_amount: '300', proof })).body.code).toBe(
      'COLLECTED_ABOVE_COD',
    );
    const body = {
      collected_amount: '200',
      partial_reason: 'part_refused',
      proof,
      position: { lat: 30.05, lng: 31.33 },
    };
    const done = await act(token, order.id, 'deliver', body, 'k-1');
    expect(done.status).toBe(200);
    expect(done.body.feed).toEqual({ order_id: order.id, status: 'given' });
    // The phone sends it again (the answer was lost): the same answer, nothing done twice.
    const again = await act(token, order.id, 'deliver', body, 'k-1');
    expect(again.body).toEqual(done.body);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: orderStatuses.given, receivedAmount: '200.00' });
    const attempts = await t.database.db
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.orderId, order.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      outcome: 'delivered',
      proofKind: 'code',
      partialReason: 'part_refused',
      lat: 30.05,
    });
    const logs = await t.database.db.select().from(orderLogs).where(eq(orderLogs.orderId, order.id));
    expect(logs.filter((l) => l.actor === 'captain')).toHaveLength(1);
    // The merchant is told as by the desk's moves (two: given to the captain, then delivered).
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, order.id));
    expect(told).toHaveLength(2);
  });

  it('locks the code after five wrong tries', async () => {
    const token = await captainToken();
    const order = await givenToCaptain();
    const wrongCode = String((Number(order.deliveryCode) + 1) % 1_000_000).padStart(6, '0');
    const tries = [];
    for (let i = 0; i < 6; i++)
      tries.push(
        (
          await act(token, order.id, 'deliver', {
            collected_amount: '250',
            proof: { kind: 'code', code: wrongCode },
          })
        ).body.code,
      );
    expect(tries).toEqual([...Array(5).fill('DELIVERY_CODE_INVALID'), 'DELIVERY_CODE_LOCKED']);
    const right = await act(token, order.id, 'deliver', {
      collected_amount: '250',
      proof: { kind: 'code', code: order.deliveryCode },
    });
    expect(right.body.code).toBe('DELIVERY_CODE_LOCKED');
  });

  it('fails an attempt with a reason from the shared list; an order the office moved meanwhile is a 409 in words', async () => {
    const token = await captainToken();
    const order = await givenToCaptain();
    expect((await act(token, order.id, 'fail', { reason: 'bored' })).status).toBe(422);
    const failed = await act(
      token,
      order.id,
      'fail',
      { reason: 'receiver_unreachable', note: 'no answer' },
      'f-1',
    );
    expect(failed.body.feed).toEqual({ order_id: order.id, status: 'delayed' });
    const [attempt] = await t.database.db
      .select()
      .from(deliveryAttempts)
      .where(eq(deliveryAttempts.orderId, order.id));
    expect(attempt).toMatchObject({ outcome: 'failed', reason: 'receiver_unreachable', note: 'no answer' });

    const other = await givenToCaptain();
    await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      token: other.ops,
      body: { codes: [other.code], status: 'given' },
    });
    const conflict = await act(token, other.id, 'fail', { reason: 'refused' }, 'f-2');
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('CAPTAIN_ORDER_MOVED');
    expect(conflict.body.error_msg).toContain('Delivered');
    // Another captain's order is not his: 404, as for another client's ids.
    const notMine = await createOrder(t.database.db, merchantClient, { status: orderStatuses.with_captain });
    expect(
      (
        await act(token, notMine.id, 'deliver', {
          collected_amount: '1',
          proof: { kind: 'code', code: '000000' },
        })
      ).status,
    ).toBe(404);
  });
});
