import { orderStatuses, reasonTypes } from '@courier/contracts';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientCosts } from '../src/db/schema/costs';
import { areas, governorates } from '../src/db/schema/geo';
import { orderLogs, orders } from '../src/db/schema/orders';
import { createAccount, createOrder, firstReasonId } from './support/factories';
import { useTestApp } from './support/harness';

/**
 * Issue 35.5 and 35.6: an accepted resend to a new address re-addresses and re-prices the order, logged
 * with before and after; the requests queue says each request in words; an accepted return to sender
 * takes the order off the captain's round.
 */
const t = useTestApp();
const db = () => t.database.db;

const orderOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

async function queueItem(orderId: number, lang: 'ar' | 'en') {
  const token = await t.staffTokenFor('ops@demo.test');
  const queue = await t.call({ url: '/api/ops/requests?perPage=100', token, lang });
  expect(queue.status, queue.raw.body).toBe(200);
  return queue.body.feed.find((r: { order_id: number }) => r.order_id === orderId);
}

const accept = async (id: number) =>
  t.call({
    method: 'POST',
    url: `/api/ops/requests/${id}/accept`,
    body: {},
    token: await t.staffTokenFor('ops@demo.test'),
  });

describe('answering the clients’ requests', () => {
  it('an accepted resend to a new address moves the order there, re-priced, logged before and after', async () => {
    const m = await createAccount(db());
    const order = await createOrder(db(), m.clientId, {
      status: orderStatuses.returned,
      shippingCost: '45.00',
    });
    const before = await orderOf(order.id);
    // Giza, or Alexandria when the factory's first area (no order on PostgreSQL) was Giza's.
    const [giza] = await db()
      .select()
      .from(governorates)
      .where(
        and(inArray(governorates.nameEn, ['Giza', 'Alexandria']), ne(governorates.id, before.governorateId)),
      )
      .orderBy(desc(eq(governorates.nameEn, 'Giza')))
      .limit(1);
    const [area] = await db().select().from(areas).where(eq(areas.governorateId, giza!.id)).limit(1);
    expect(giza!.id).not.toBe(before.governorateId);
    await db().insert(clientCosts).values({
      clientId: m.clientId,
      governorateId: giza!.id,
      delivery: 'home',
      price: '60.00',
      returnPrice: '30.00',
      extraKgPrice: '0.00',
    });
    const token = await t.tokenFor(m.email);
    const asked = await t.call({
      method: 'POST',
      url: '/api/client/order/resend-request',
      token,
      body: {
        order_id: order.id,
        type: 2,
        government: giza!.id,
        area: area!.id,
        address: '5 شارع التحرير',
        phone1: '01001234567',
      },
    });
    expect(asked.status, asked.raw.body).toBe(200);

    const en = await queueItem(order.id, 'en');
    expect(en.details).toBe(
      `To a new address: ${giza!.nameEn}, ${area!.nameEn}, 5 شارع التحرير, phone 01001234567`,
    );
    expect((await queueItem(order.id, 'ar')).details).toBe(
      `إلى عنوان جديد: ${giza!.nameAr}، ${area!.nameAr}، 5 شارع التحرير، هاتف 01001234567`,
    );
    expect((await accept(en.id)).status).toBe(200);

    const after = await orderOf(order.id);
    expect(after).toMatchObject({
      governorateId: giza!.id,
      areaId: area!.id,
      address: '5 شارع التحرير',
      phone1: '01001234567',
      shippingCost: '60.00',
    });
    const [log] = await db()
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, order.id))
      .orderBy(desc(orderLogs.id))
      .limit(1);
    expect(log!.action).toBe('request_accepted:resend');
    expect(log!.changes).toMatchObject({
      governorateId: { from: before.governorateId, to: giza!.id },
      areaId: { from: before.areaId, to: area!.id },
      address: { from: before.address, to: '5 شارع التحرير' },
      phone1: { from: before.phone1, to: '01001234567' },
      shippingCost: { from: '45.00', to: '60.00' },
    });
  });

  it('the queue says a delay in words: its date, reason and note', async () => {
    const m = await createAccount(db());
    const token = await t.tokenFor(m.email);
    const delayed = await createOrder(db(), m.clientId, { status: orderStatuses.sent });
    const reasonId = await firstReasonId(db(), reasonTypes.order_delay);
    const res = await t.call({
      method: 'POST',
      url: '/api/client/order/delay-request',
      token,
      body: { id: delayed.id, delayDate: '2030-06-20', reason_id: reasonId, notes: 'بعد العيد' },
    });
    expect(res.status, res.raw.body).toBe(200);
    const item = await queueItem(delayed.id, 'en');
    expect(item.details).toMatch(/^Delay to 2030-06-20 · Reason: .+ · Note: بعد العيد$/);
    expect(item.details).not.toContain('undefined');
  });

  it('an accepted return to sender takes the order off the captain: uncompleted, for the desk to bring back', async () => {
    const m = await createAccount(db());
    const token = await t.tokenFor(m.email);
    const order = await createOrder(db(), m.clientId, { status: orderStatuses.with_captain });
    const asked = await t.call({
      method: 'POST',
      url: '/api/client/order/return-on-sender/save',
      token,
      body: { id: order.id, returnValue: '1455.5', notes: 'العميل رفض الاستلام' },
    });
    expect(asked.status, asked.raw.body).toBe(200);
    const item = await queueItem(order.id, 'ar');
    // The return's value (decision 078) in the one money format, then the note.
    expect(item.details).toBe('قيمة المرتجع: 1,455.50 ج.م · ملاحظة: العميل رفض الاستلام');
    expect((await queueItem(order.id, 'en')).details).toBe(
      'Return value: EGP 1,455.50 · Note: العميل رفض الاستلام',
    );
    expect((await accept(item.id)).status).toBe(200);
    expect((await orderOf(order.id)).status).toBe(orderStatuses.uncompleted);
    const logs = await db()
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, order.id), ne(orderLogs.action, 'return_on_sender')))
      // In the order written: without it PostgreSQL may return the rows in any order.
      .orderBy(orderLogs.id);
    expect(logs.at(-1)).toMatchObject({
      fromStatus: orderStatuses.with_captain,
      toStatus: orderStatuses.uncompleted,
    });
  });
});
