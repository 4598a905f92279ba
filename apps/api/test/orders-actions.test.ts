import { orderActions, orderStatuses, type OrderAction, type OrderStatus } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderDelayRequests, orderLogs, orders } from '../src/db/schema/orders';
import { createAccount, createOrder, createUser } from './support/factories';
import { useTestApp } from './support/harness';

const t = useTestApp();
const merchantClient = 1;

/** How each action is called (spec §7 names). */
function callFor(action: OrderAction, id: number): { url: string; body?: unknown } | null {
  switch (action) {
    case 'send':
      return { url: `/api/client/order/change-to-sent?id=${id}` };
    case 'unsend':
      return { url: `/api/client/order/change-to-saved?id=${id}` };
    case 'archive':
      return { url: `/api/client/order/archive?id=${id}` };
    case 'urgent':
      return { url: '/api/client/order/change-to-urgent', body: { id } };
    case 'delay':
      return { url: '/api/client/order/delay-request', body: { id, delayDate: '2099-01-15' } };
    case 'resend':
      return { url: '/api/client/order/resend-request', body: { id, order_id: id, type: 1 } };
    case 'return_on_sender':
      return { url: '/api/client/order/return-on-sender/save', body: { id, returnValue: '0' } };
    case 'cancel':
      return { url: '/api/client/order/canceled', body: { id, type: 1 } };
    case 'rate':
      return { url: '/api/client/order/client_rate', body: { order_id: id, rate: 5, note: 'ممتاز' } };
    default:
      return null; // edit and edit_amount go through edit/submit (orders-submit.test.ts)
  }
}

async function statusOf(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

const allStatuses = Object.keys(orderStatuses) as OrderStatus[];
const routedActions = orderActions.filter((a) => callFor(a, 1) !== null);

describe('order actions follow the state machine', () => {
  it.each(routedActions)(
    '%s: allowed statuses succeed with a log row, the others answer 409',
    async (action) => {
      const token = await t.tokenFor('merchant@demo.test');
      const { checkOrderAction } = await import('@courier/contracts');
      for (const status of allStatuses) {
        const order = await createOrder(t.database.db, merchantClient, { status: orderStatuses[status] });
        const call = callFor(action, order.id)!;
        const res = await t.call({ method: 'POST', url: call.url, body: call.body, token, lang: 'en' });
        const expected = checkOrderAction('client_admin', action, status);
        const logs = await t.database.db
          .select()
          .from(orderLogs)
          .where(eq(orderLogs.orderId, order.id))
          .orderBy(orderLogs.id);
        if (expected.ok) {
          expect(res.status, `${action} in ${status}: ${res.raw.body}`).toBe(200);
          const after = await statusOf(order.id);
          expect(after.status).toBe(expected.to ? orderStatuses[expected.to] : orderStatuses[status]);
          expect(logs.map((l) => l.action)).toEqual(['create', action]);
          expect(logs[1]).toMatchObject({
            actor: 'client',
            fromStatus: orderStatuses[status],
            actorName: 'أحمد سالم',
          });
        } else {
          expect(res.status, `${action} in ${status}`).toBe(409);
          expect(res.body.code).toBe('ORDER_ACTION_NOT_ALLOWED');
          expect((await statusOf(order.id)).status).toBe(orderStatuses[status]);
          expect(logs).toHaveLength(1);
        }
      }
    },
  );

  it('explains a refused transition in the caller’s language', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, merchantClient, { status: orderStatuses.given });
    const en = await t.call({
      method: 'POST',
      url: `/api/client/order/change-to-sent?id=${order.id}`,
      token,
      lang: 'en',
    });
    expect(en.body).toEqual({
      success: 0,
      request_id: expect.any(String),
      code: 'ORDER_ACTION_NOT_ALLOWED',
      error_msg: 'This order is Delivered: “Send” is not possible now',
    });
    const ar = await t.call({
      method: 'POST',
      url: `/api/client/order/change-to-sent?id=${order.id}`,
      token,
      lang: 'ar',
    });
    expect(ar.body.error_msg).toBe('حالة هذا الطلب «تم التسليم»: لا يمكن «إرسال» الآن');
  });

  it('sends a saved order and takes it back: each leaves the list it was on', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, merchantClient);
    const inList = async (list: string) =>
      (await t.call({ method: 'POST', url: `/api/client/order/${list}`, token, body: {} })).body.feed.map(
        (o: { id: number }) => o.id,
      );
    expect(await inList('SavedOrder')).toContain(order.id);
    await t.call({ method: 'POST', url: `/api/client/order/change-to-sent?id=${order.id}`, token });
    expect(await inList('SavedOrder')).not.toContain(order.id);
    expect(await inList('SentOrder')).toContain(order.id);
    expect((await statusOf(order.id)).sentAt).not.toBeNull();
    await t.call({ method: 'POST', url: `/api/client/order/change-to-saved?id=${order.id}`, token });
    expect(await inList('SentOrder')).not.toContain(order.id);
    expect(await inList('SavedOrder')).toContain(order.id);
  });

  it('lets a sub-user send but not archive or cancel (403), and the main account can', async () => {
    const employee = await t.tokenFor('employee@demo.test');
    const saved = await createOrder(t.database.db, merchantClient);
    const underway = await createOrder(t.database.db, merchantClient, { status: orderStatuses.underway });
    const archive = await t.call({
      method: 'POST',
      url: `/api/client/order/archive?id=${saved.id}`,
      token: employee,
      lang: 'en',
    });
    expect(archive.status).toBe(403);
    expect(archive.body).toMatchObject({
      code: 'ORDER_ACTION_ADMIN_ONLY',
      error_msg: 'Only the main account can do “Archive”',
    });
    const cancel = await t.call({
      method: 'POST',
      url: '/api/client/order/canceled',
      token: employee,
      body: { id: underway.id, type: 1 },
    });
    expect(cancel.status).toBe(403);
    expect((await statusOf(saved.id)).status).toBe(orderStatuses.saved);
    const send = await t.call({
      method: 'POST',
      url: `/api/client/order/change-to-sent?id=${saved.id}`,
      token: employee,
    });
    expect(send.status).toBe(200);
    const admin = await t.tokenFor('merchant@demo.test');
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/client/order/canceled',
          token: admin,
          body: { id: underway.id, type: 1 },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 404 for another client’s order and changes nothing', async () => {
    const other = await createAccount(t.database.db);
    const foreign = await createOrder(t.database.db, other.clientId);
    const token = await t.tokenFor('merchant@demo.test');
    for (const action of routedActions) {
      const call = callFor(action, foreign.id)!;
      const res = await t.call({ method: 'POST', url: call.url, body: call.body, token });
      expect(res.status, action).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await statusOf(foreign.id)).status).toBe(orderStatuses.saved);
  });

  it('marks urgent once; a second time is "action already executed"', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, merchantClient);
    const first = await t.call({
      method: 'POST',
      url: '/api/client/order/change-to-urgent',
      token,
      body: { id: order.id },
    });
    expect(first.status).toBe(200);
    expect((await statusOf(order.id)).isUrgent).toBe(true);
    const second = await t.call({
      method: 'POST',
      url: '/api/client/order/change-to-urgent',
      token,
      body: { id: order.id },
      lang: 'en',
    });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('ACTION_ALREADY_EXECUTED');
  });

  it('requires a delay date ("Delay Date Required") and keeps the delay log', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, merchantClient, { status: orderStatuses.with_captain });
    const missing = await t.call({
      method: 'POST',
      url: '/api/client/order/delay-request',
      token,
      body: { id: order.id },
      lang: 'en',
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ delayDate: ['Delay Date Required'] });
    const missingAr = await t.call({
      method: 'POST',
      url: '/api/client/order/delay-request',
      token,
      body: { id: order.id, delayDate: '' },
    });
    expect(missingAr.body.errors.delayDate).toEqual(['تاريخ التأجيل مطلوب']);
    const past = await t.call({
      method: 'POST',
      url: '/api/client/order/delay-request',
      token,
      body: { id: order.id, delayDate: '2001-01-01' },
    });
    expect(past.status).toBe(422);

    const reasons = await t.call({ url: '/api/client/order/get_delay_reasons?type=5', token, lang: 'en' });
    expect(reasons.body.feed.length).toBeGreaterThan(0);
    const ok = await t.call({
      method: 'POST',
      url: '/api/client/order/delay-request',
      token,
      body: { id: order.id, delayDate: '2099-03-01', reason_id: reasons.body.feed[0].id, notes: 'بعد العيد' },
    });
    expect(ok.status).toBe(200);
    const after = await statusOf(order.id);
    expect(after.status).toBe(orderStatuses.delayed);
    expect(after.delayDate).toBe('2099-03-01');
    const log = await t.call({
      method: 'POST',
      url: `/api/client/order/delay-log?code=${order.code}`,
      token,
      lang: 'en',
    });
    expect(log.body.feed).toHaveLength(1);
    expect(log.body.feed[0]).toMatchObject({
      delay_date: '2099-03-01',
      reason: reasons.body.feed[0].name,
      notes: 'بعد العيد',
      by: 'أحمد سالم',
    });
    expect(
      await t.database.db.select().from(orderDelayRequests).where(eq(orderDelayRequests.orderId, order.id)),
    ).toHaveLength(1);
  });

  it('rates a delivered order once, 1 to 5', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, merchantClient, { status: orderStatuses.given });
    const bad = await t.call({
      method: 'POST',
      url: '/api/client/order/client_rate',
      token,
      body: { order_id: order.id, rate: 9 },
    });
    expect(bad.status).toBe(422);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/client/order/client_rate',
          token,
          body: { order_id: order.id, rate: 4 },
        })
      ).status,
    ).toBe(200);
    expect((await statusOf(order.id)).rate).toBe(4);
    const again = await t.call({
      method: 'POST',
      url: '/api/client/order/client_rate',
      token,
      body: { order_id: order.id, rate: 5 },
    });
    expect(again.body.code).toBe('ACTION_ALREADY_EXECUTED');
  });

  it('cancels only with a known reason of type 5', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, merchantClient, { status: orderStatuses.sent });
    const bad = await t.call({
      method: 'POST',
      url: '/api/client/order/canceled',
      token,
      body: { id: order.id, type: 99_999 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('type');
    expect((await statusOf(order.id)).status).toBe(orderStatuses.sent);
  });

  it('runs concurrent actions on one order one at a time: one send wins, the rest are refused', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, merchantClient);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call({ method: 'POST', url: `/api/client/order/change-to-sent?id=${order.id}`, token }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    const logs = await t.database.db.select().from(orderLogs).where(eq(orderLogs.orderId, order.id));
    expect(logs.filter((l) => l.action === 'send')).toHaveLength(1);
  });

  it('refuses every order route to a suspended client with "account suspended"', async () => {
    const frozen = await t.tokenFor('frozen@demo.test');
    for (const url of [
      '/api/client/order/SavedOrder',
      '/api/client/order/add',
      '/api/client/order/search',
      '/api/client/order/change-to-sent?id=1',
    ]) {
      const res = await t.call({ method: 'POST', url, token: frozen, body: { codes: '1' }, lang: 'en' });
      expect(res.status, url).toBe(403);
      expect(res.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', error_msg: 'account suspended' });
    }
  });

  it('needs a session (401 with logout)', async () => {
    const res = await t.call({ method: 'POST', url: '/api/client/order/change-to-sent?id=1' });
    expect(res.status).toBe(401);
    expect(res.body.logout).toBe(true);
  });

  it('a sub-user of another client cannot reach this client’s orders', async () => {
    const other = await createAccount(t.database.db);
    const sub = await createUser(t.database.db, other.clientId);
    const token = await t.tokenFor(sub.email);
    const order = await createOrder(t.database.db, merchantClient);
    const res = await t.call({
      method: 'POST',
      url: `/api/client/order/web-details?code=${order.code}`,
      token,
    });
    expect(res.status).toBe(404);
  });
});
