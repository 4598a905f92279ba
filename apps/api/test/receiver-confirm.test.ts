import { orderStatuses, scanCheckResponseSchema } from '@courier/contracts';
import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areas, governorates } from '../src/db/schema/geo';
import { notifications } from '../src/db/schema/notifications';
import { orderRequests } from '../src/db/schema/order-requests';
import { orderLogs, orders } from '../src/db/schema/orders';
import {
  receiverConfirmations,
  receiverLinks,
  receiverMessages,
  receiverSettings,
} from '../src/db/schema/receiver';
import { createOrder } from './support/factories';
import { useTestApp } from './support/harness';

const t = useTestApp();
const db = () => t.database.db;
const merchantClient = 1;
let address = 0;
/** Each test posts from an address of its own (the pages' budget is per address, per minute). */
const ownAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

async function merchant() {
  return t.tokenFor('merchant@demo.test');
}

async function settings(body: Record<string, unknown>) {
  const res = await t.call({
    method: 'POST',
    url: '/api/client/receiver/settings',
    token: await merchant(),
    body,
  });
  expect(res.status, res.raw.body).toBe(200);
  return res.body.feed;
}

/** A saved order of the demo merchant, sent by the merchant itself (the send asks its receiver). */
async function sentOrder() {
  const order = await createOrder(db(), merchantClient, { status: orderStatuses.saved });
  const res = await t.call({
    method: 'POST',
    url: `/api/client/order/change-to-sent?id=${order.id}`,
    token: await merchant(),
  });
  expect(res.status, res.raw.body).toBe(200);
  return order;
}

async function tokenOf(orderId: number) {
  const [link] = await db().select().from(receiverLinks).where(eq(receiverLinks.orderId, orderId));
  return link!.token;
}

async function confirmationOf(orderId: number) {
  const [row] = await db()
    .select()
    .from(receiverConfirmations)
    .where(eq(receiverConfirmations.orderId, orderId));
  return row;
}

function post(url: string, form: Record<string, string>, lang?: 'en') {
  return t.app.inject({
    method: 'POST',
    url: lang ? `${url}?lang=${lang}` : url,
    remoteAddress: ownAddress(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress: ownAddress(), headers });

/** The request message is delivered and its link read from the development outbox, as a receiver would. */
async function linkFromOutbox(code: string) {
  await t.app.receiver.deliverDue();
  const feed = (await t.call({ url: '/api/dev/outbox' })).body.feed as Array<{ body: string }>;
  const message = feed.find((m) => m.body.includes(code))!;
  return new URL(/https?:\/\/\S+/.exec(message.body)![0]).pathname;
}

async function staffMove(codes: string[], status: string) {
  const token = await t.staffTokenFor('ops@demo.test');
  const res = await t.call({
    method: 'POST',
    url: '/api/ops/orders/status',
    token,
    body: { codes, status },
    lang: 'en',
  });
  expect(res.status, res.raw.body).toBe(200);
  return res.body.feed as { updated: string[]; refused: Array<{ code: string; error_msg: string }> };
}

async function requestsOf(orderId: number) {
  return db()
    .select()
    .from(orderRequests)
    .where(eq(orderRequests.orderId, orderId))
    .orderBy(asc(orderRequests.id));
}

async function answerRequest(id: number) {
  const token = await t.staffTokenFor('ops@demo.test');
  const res = await t.call({ method: 'POST', url: `/api/ops/requests/${id}/accept`, token, body: {} });
  expect(res.status, res.raw.body).toBe(200);
}

async function lastNotification() {
  const [row] = await db()
    .select()
    .from(notifications)
    .where(eq(notifications.clientId, merchantClient))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row!;
}

async function placeNamed(nameEn: string) {
  const [row] = await db()
    .select({ areaId: areas.id, governorateId: areas.governorateId, gov: governorates.nameEn })
    .from(areas)
    .innerJoin(governorates, eq(governorates.id, areas.governorateId))
    .where(ilike(areas.nameEn, nameEn))
    .limit(1);
  return row!;
}

describe('the receiver confirms before the parcel leaves (decision 067)', () => {
  it('asks nobody until the merchant turns it on; then the send writes the ask and its message once', async () => {
    await settings({ confirm_orders: false });
    const quiet = await sentOrder();
    expect(await confirmationOf(quiet.id)).toBeUndefined();

    expect(await settings({ confirm_orders: true, hold_after_hours: 2 })).toMatchObject({
      confirm_orders: true,
      hold_after_hours: 2,
    });
    const order = await sentOrder();
    const asked = (await confirmationOf(order.id))!;
    expect(asked.state).toBe('waiting');
    expect(asked.holdAt.getTime() - asked.askedAt.getTime()).toBe(2 * 3_600_000);
    const messages = await db().select().from(receiverMessages).where(eq(receiverMessages.orderId, order.id));
    expect(messages.map((m) => m.event)).toEqual(['confirmation_request']);

    // Unsent and sent again: asked once.
    const token = await merchant();
    await t.call({ method: 'POST', url: `/api/client/order/change-to-saved?id=${order.id}`, token });
    await t.call({ method: 'POST', url: `/api/client/order/change-to-sent?id=${order.id}`, token });
    expect(
      await db().select().from(receiverMessages).where(eq(receiverMessages.orderId, order.id)),
    ).toHaveLength(1);

    const path = await linkFromOutbox(order.code);
    expect(path).toBe(`/t/${await tokenOf(order.id)}/confirm`);
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain(`action="${path.replace('/confirm', '')}/confirm"`);
    // The browser's language when the link names none; the link's when it does.
    expect((await get(path, { 'accept-language': 'en-GB,en;q=0.9,ar;q=0.5' })).body).toContain(
      '<html lang="en"',
    );
    expect((await get(`${path}?lang=ar`, { 'accept-language': 'en' })).body).toContain('<html lang="ar"');
    // An order never asked has no confirmation page.
    const quietLink = await t.call({ url: `/api/client/order/${quiet.code}/tracking-link`, token });
    expect((await get(`${new URL(quietLink.body.feed.url).pathname}/confirm`)).statusCode).toBe(404);
  });

  it('confirms with a landmark: the merchant is told, the desk gets the request, the captain reads the note', async () => {
    await settings({ confirm_orders: true });
    const order = await sentOrder();
    const path = await linkFromOutbox(order.code);
    const base = path.replace('/confirm', '');
    const res = await post(`${base}/confirm`, { landmark: 'أمام مسجد النور', best_time: 'بعد 5 مساءً' }, 'en');
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe(`${path}?done=confirmed&lang=en`);
    expect((await get(res.headers.location as string)).body).toContain('your order is confirmed');
    const row = (await confirmationOf(order.id))!;
    expect([row.state, row.landmark, row.bestTime]).toEqual(['confirmed', 'أمام مسجد النور', 'بعد 5 مساءً']);
    const [saved] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(saved!.notes).toContain('أمام مسجد النور');
    const [request] = await requestsOf(order.id);
    expect(request).toMatchObject({ kind: 'receiver_confirm', state: 'pending', actorName: 'receiver' });
    expect((await lastNotification()).messageKey).toBe('receiverConfirm.notify.confirmed');

    // The merchant's lists show it and filter by it; the order page reads it.
    const token = await merchant();
    const list = await t.call({
      method: 'POST',
      url: '/api/client/order/SentOrder',
      token,
      body: { confirmation: 'confirmed' },
    });
    expect(list.status, list.raw.body).toBe(200);
    const feed = list.body.feed as Array<{ code: string; confirmation: string | null }>;
    expect(feed.find((o) => o.code === order.code)?.confirmation).toBe('confirmed');
    expect(feed.every((o) => o.confirmation === 'confirmed')).toBe(true);
    const one = await t.call({ url: `/api/client/order/${order.code}/confirmation`, token });
    expect(one.body.feed).toMatchObject({ state: 'confirmed', landmark: 'أمام مسجد النور' });
  });

  it('shows the receiver’s answer on the tracking page’s timeline, at the time it was given', async () => {
    await settings({ confirm_orders: true });
    const order = await sentOrder();
    const base = (await linkFromOutbox(order.code)).replace('/confirm', '');
    // The receiver answers a while after the send (the send's log row has the database's time).
    t.clock.advance(60_000);
    expect((await post(`${base}/confirm`, { landmark: 'أمام مسجد النور' })).statusCode).toBe(303);
    const answeredAt = (await confirmationOf(order.id))!.answeredAt!.toISOString();
    const timeline = async (lang?: 'en') => {
      const page = await get(lang ? `${base}?lang=${lang}` : base);
      expect(page.statusCode).toBe(200);
      const list = /<section aria-labelledby="steps">(.*?)<\/section>/s.exec(page.body)![1]!;
      return [...list.matchAll(/<li><span>([^<]*)<\/span><time datetime="([^"]+)">/g)].map((m) => [
        m[1],
        m[2],
      ]);
    };
    // Newest first: the answer, then the send.
    expect(await timeline('en')).toEqual([
      ['Confirmed by the receiver', answeredAt],
      ['Order placed with the courier', expect.any(String)],
    ]);
    expect((await timeline())[0]).toEqual(['أكّد المستلم الطلب', answeredAt]);

    // A later answer replaces it: the cancel asked, at its own time.
    t.clock.advance(60_000);
    expect((await post(`${base}/cancel`, {})).statusCode).toBe(303);
    const cancelAt = (await confirmationOf(order.id))!.answeredAt!.toISOString();
    expect((await timeline('en')).map(([step]) => step)).toEqual([
      'Cancellation asked by the receiver',
      'Order placed with the courier',
    ]);
    expect((await timeline('en'))[0]![1]).toBe(cancelAt);
  });

  it('checks a corrected address with the address matcher, and the desk applies it when it accepts', async () => {
    await settings({ confirm_orders: true });
    const order = await sentOrder();
    const base = (await linkFromOutbox(order.code)).replace('/confirm', '');
    const nasr = await placeNamed('Nasr City');
    const alex = await placeNamed('Smouha');
    // An Alexandrian area with an address that names Nasr City in Cairo: refused, in words, values kept.
    const wrong = await post(
      `${base}/correct`,
      {
        government: String(alex.governorateId),
        area: String(alex.areaId),
        address: '12 ش مصطفى النحاس، مدينة نصر، القاهرة',
      },
      'en',
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('The address names another place');
    expect(wrong.body).toContain('مصطفى النحاس');
    // An area of another governorate than the one chosen: refused.
    const mixed = await post(`${base}/correct`, {
      government: String(alex.governorateId),
      area: String(nasr.areaId),
      address: '12 شارع مصطفى النحاس',
    });
    expect(mixed.statusCode).toBe(422);
    const ok = await post(`${base}/correct`, {
      government: String(nasr.governorateId),
      area: String(nasr.areaId),
      address: '12 ش مصطفى النحاس، مدينة نصر',
      landmark: 'بجوار سيتي ستارز',
    });
    expect(ok.statusCode, ok.body).toBe(303);
    expect((await confirmationOf(order.id))!.state).toBe('correction');
    const [request] = await requestsOf(order.id);
    expect(request!.kind).toBe('receiver_address');
    await answerRequest(request!.id);
    const [moved] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect([moved!.governorateId, moved!.areaId, moved!.address]).toEqual([
      nasr.governorateId,
      nasr.areaId,
      '12 ش مصطفى النحاس، مدينة نصر',
    ]);
    expect((await lastNotification()).messageKey).toBe('opsOrders.notify.accepted');
  });

  it('takes a cancel as a request: the order stays sent until the desk accepts it', async () => {
    await settings({ confirm_orders: true });
    const order = await sentOrder();
    const base = (await linkFromOutbox(order.code)).replace('/confirm', '');
    const res = await post(`${base}/cancel`, { reason: 'طلبته بالخطأ' });
    expect(res.statusCode, res.body).toBe(303);
    expect((await confirmationOf(order.id))!.state).toBe('cancel_asked');
    expect((await lastNotification()).messageKey).toBe('receiverConfirm.notify.cancel_asked');
    let [saved] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(saved!.status).toBe(orderStatuses.sent);
    const [request] = await requestsOf(order.id);
    expect(request).toMatchObject({ kind: 'receiver_cancel', note: 'طلبته بالخطأ' });
    await answerRequest(request!.id);
    [saved] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(saved!.status).toBe(orderStatuses.uncompleted);
    // Once it has left, the page answers no more.
    const closed = await post(`${base}/confirm`, {});
    expect(closed.statusCode).toBe(409);
    expect(closed.body).not.toContain(`action="${base}/confirm"`);
  });

  it('holds an order left unconfirmed past its hours: the desk and the scan refuse it until the merchant releases it', async () => {
    await settings({ confirm_orders: true, hold_after_hours: 1 });
    const order = await sentOrder();
    const answered = await sentOrder();
    await post(`${(await linkFromOutbox(answered.code)).replace('/confirm', '')}/confirm`, {});
    // Both past their hours (the ask's time, as an hour had gone by).
    await db()
      .update(receiverConfirmations)
      .set({ holdAt: new Date(Date.now() - 60_000) })
      .where(eq(receiverConfirmations.clientId, merchantClient));
    expect(await t.app.receiverConfirm.holdDue()).toBeGreaterThanOrEqual(1);
    expect((await confirmationOf(order.id))!.state).toBe('held');
    expect((await confirmationOf(answered.id))!.state).toBe('confirmed');
    expect(await t.app.receiverConfirm.holdDue()).toBe(0);
    expect((await lastNotification()).messageKey).toBe('receiverConfirm.notify.held');
    const logs = await db()
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, order.id), eq(orderLogs.action, 'receiver_held')));
    expect(logs).toHaveLength(1);

    const refused = await staffMove([order.code], 'underway');
    expect(refused.updated).toEqual([]);
    expect(refused.refused[0]!.error_msg).toContain('is held until its merchant decides');
    const token = await t.staffTokenFor('ops@demo.test');
    const scan = await t.call({
      method: 'POST',
      url: '/api/ops/orders/scan',
      token,
      body: { workflow: 'receive', codes: [order.code] },
      lang: 'en',
    });
    const [item] = scanCheckResponseSchema.parse(scan.body).feed;
    expect([item!.result, item!.error_msg]).toEqual([
      'held',
      'Held: the receiver did not confirm it; the merchant must release it first',
    ]);

    const merchantToken = await merchant();
    const notHeld = await t.call({
      method: 'POST',
      url: `/api/client/order/${answered.code}/confirmation/release`,
      token: merchantToken,
    });
    expect(notHeld.status).toBe(409);
    const release = await t.call({
      method: 'POST',
      url: `/api/client/order/${order.code}/confirmation/release`,
      token: merchantToken,
    });
    expect(release.status, release.raw.body).toBe(200);
    expect(release.body.feed.state).toBe('released');
    expect((await staffMove([order.code], 'underway')).updated).toEqual([order.code]);
  });

  it('keeps another merchant out, and turns the switch back off', async () => {
    await settings({ confirm_orders: true });
    const order = await sentOrder();
    const other = await t.tokenFor('second@demo.test').catch(() => null);
    if (other) {
      const res = await t.call({ url: `/api/client/order/${order.code}/confirmation`, token: other });
      expect(res.body.feed).toBeNull();
    }
    await settings({ confirm_orders: false });
    const [row] = await db()
      .select()
      .from(receiverSettings)
      .where(eq(receiverSettings.clientId, merchantClient));
    expect(row!.confirmOrders).toBe(false);
  });
});
