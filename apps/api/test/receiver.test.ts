import { orderStatuses, reasonTypes } from '@courier/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { captains } from '../src/db/schema/ops';
import { orderLogs } from '../src/db/schema/orders';
import { receiverLinks, receiverMessages } from '../src/db/schema/receiver';
import { renderReceiverMessage } from '../src/modules/receiver/receiver.service';
import { createOrder, firstReasonId } from './support/factories';
import { whatsappTemplates } from './support/receiver-provider-mocks';
import { useTestApp } from './support/harness';

// A small tracking budget: the rate limit test spends it from its own address; the others use their own.
const t = useTestApp({ env: { RATE_LIMIT_TRACKING: '5' } });
const db = () => t.database.db;
const merchantClient = 1;
let address = 0;
/** Each test reads pages from an address of its own (the tracking budget is per address, per minute). */
const ownAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

async function captain() {
  const [row] = await db().select().from(captains).orderBy(asc(captains.id)).limit(1);
  return row!;
}

async function move(codes: string[], status: string, extra: Record<string, unknown> = {}) {
  const token = await t.staffTokenFor('ops@demo.test');
  const res = await t.call({
    method: 'POST',
    url: '/api/ops/orders/status',
    token,
    body: { codes, status, ...extra },
  });
  expect(res.status, res.raw.body).toBe(200);
  return res.body.feed as { updated: string[]; refused: unknown[] };
}

/** A demo merchant's order taken out by a captain: sent → underway → with_captain. */
async function outForDelivery(phone1 = '01012345678') {
  const order = await createOrder(db(), merchantClient, { status: orderStatuses.sent, phone1 });
  await move([order.code], 'underway');
  await move([order.code], 'with_captain', { captain_id: (await captain()).id });
  return order;
}

const messagesOf = (orderId: number) =>
  db()
    .select()
    .from(receiverMessages)
    .where(eq(receiverMessages.orderId, orderId))
    .orderBy(asc(receiverMessages.id));

const outbox = async () =>
  (await t.call({ url: '/api/dev/outbox' })).body.feed as Array<{ recipient: string; body: string }>;

function page(url: string, remoteAddress: string) {
  return t.app.inject({ method: 'GET', url, remoteAddress });
}

async function linkOf(code: string) {
  const token = await t.tokenFor('merchant@demo.test');
  const res = await t.call({ url: `/api/client/order/${code}/tracking-link`, token });
  expect(res.status, res.raw.body).toBe(200);
  return res.body.feed.url as string;
}

/** What a receiver message is rendered from (the renderer's unit tests). */
const sampleValues = {
  merchant: 'Shop',
  code: '10000001',
  captain: 'Ali',
  link: 'https://x/t/abc',
  deliveryCode: null,
  reason: null,
};

describe('receiver messages through the outbox (decision 062)', () => {
  it('writes one message with the move to with_captain and sends it once, with the captain and the link', async () => {
    const order = await outForDelivery();
    const rows = await messagesOf(order.id);
    expect(rows.map((r) => [r.event, r.status])).toEqual([['out_for_delivery', 'pending']]);
    expect(await t.app.receiver.deliverDue()).toBe(1);
    expect(await t.app.receiver.deliverDue()).toBe(0);
    const [sent] = await messagesOf(order.id);
    expect(sent!.status).toBe('sent');
    const [link] = await db().select().from(receiverLinks).where(eq(receiverLinks.orderId, order.id));
    expect(link!.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link!.token).not.toContain(order.code);
    const newest = (await outbox())[0]!;
    expect(newest.recipient).toBe('+201012345678');
    const firstName = (await captain()).name.split(' ')[0]!;
    expect(newest.body).toContain(firstName);
    expect(newest.body).toContain(`http://localhost:8080/t/${link!.token}`);
    expect(newest.body).toContain(order.code);
    const notes = await db().select().from(orderLogs).where(eq(orderLogs.orderId, order.id));
    expect(notes.some((n) => n.action === 'receiver_message' && n.note?.includes('+201012345678'))).toBe(
      true,
    );
  });

  it('writes the failed attempt and the delivery, nothing for moves the receiver is not told of', async () => {
    const order = await outForDelivery();
    await move([order.code], 'delayed', { reason_id: await firstReasonId(db(), reasonTypes.order_delay) });
    await move([order.code], 'with_captain', { captain_id: (await captain()).id });
    await move([order.code], 'given');
    expect((await messagesOf(order.id)).map((r) => r.event)).toEqual([
      'out_for_delivery',
      'failed_attempt',
      'out_for_delivery',
      'delivered',
    ]);
    await t.app.receiver.deliverDue();
    const bodies = (await outbox()).slice(0, 4).map((m) => m.body);
    expect(bodies.some((b) => b.includes('/t/') && b.includes('تعذّر توصيل'))).toBe(true);
  });

  it('sends each message once when two workers sweep at the same time', async () => {
    const orders = [];
    for (let i = 0; i < 4; i += 1) orders.push(await outForDelivery());
    const before = (await outbox()).length ? (await outbox())[0]!.body : '';
    const swept = await Promise.all([t.app.receiver.deliverDue(), t.app.receiver.deliverDue()]);
    expect(swept[0] + swept[1]).toBe(4);
    const feed = await outbox();
    for (const order of orders) expect(feed.filter((m) => m.body.includes(order.code))).toHaveLength(1);
    expect(feed[0]!.body).not.toBe(before);
  });

  it('writes no message when the move rolls back', async () => {
    const order = await createOrder(db(), merchantClient, { status: orderStatuses.underway });
    await db().execute(
      sql.raw(`create or replace function receiver_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger receiver_test_refuse before insert on notifications
        for each row execute function receiver_test_refuse()`),
    );
    onTestFinished(async () => {
      await db().execute(sql.raw('drop trigger receiver_test_refuse on notifications'));
    });
    const token = await t.staffTokenFor('ops@demo.test');
    await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      token,
      body: { codes: [order.code], status: 'with_captain', captain_id: (await captain()).id },
    });
    expect(await messagesOf(order.id)).toEqual([]);
  });

  it('follows the merchant’s switches per event; only the main account sets them', async () => {
    const admin = await t.tokenFor('merchant@demo.test');
    const employee = await t.tokenFor('employee@demo.test');
    const refused = await t.call({
      method: 'POST',
      url: '/api/client/receiver/settings',
      token: employee,
      body: { out_for_delivery: false },
    });
    expect(refused.status).toBe(403);
    const saved = await t.call({
      method: 'POST',
      url: '/api/client/receiver/settings',
      token: admin,
      body: { out_for_delivery: false },
    });
    expect(saved.body.feed).toEqual({
      out_for_delivery: false,
      failed_attempt: true,
      delivered: true,
      language: 'ar',
      confirm_orders: false,
      hold_after_hours: 24,
    });
    const order = await outForDelivery();
    await move([order.code], 'given');
    expect((await messagesOf(order.id)).map((r) => r.event)).toEqual(['delivered']);
  });

  it('puts the delivery code in the out-for-delivery message only when given, the reason in a failed one', () => {
    const values = sampleValues;
    const m = { event: 'out_for_delivery' as const, language: 'en' as const, to: '+201012345678' };
    const without = renderReceiverMessage(m, values);
    expect(without.text).not.toContain('code 4821');
    expect(without.template).toEqual({
      name: 'order_out_for_delivery',
      params: ['Shop', '10000001', 'Ali', 'https://x/t/abc'],
    });
    const withCode = renderReceiverMessage(m, { ...values, deliveryCode: '4821' });
    expect(withCode.text).toContain('4821');
    expect(withCode.template.name).toBe('order_out_for_delivery_code');
    expect(withCode.template.params).toEqual(['Shop', '10000001', 'Ali', '4821', 'https://x/t/abc']);

    // A failed attempt says why, in the receiver's words and the message's language, in both forms.
    const failed = { ...m, event: 'failed_attempt' as const };
    const unreachable = renderReceiverMessage(failed, { ...values, reason: 'receiver_unreachable' });
    expect(unreachable.text).toContain('today: we could not reach you. Pick a new day');
    expect(unreachable.template).toEqual({
      name: 'order_failed_attempt',
      params: ['Shop', '10000001', 'we could not reach you', 'https://x/t/abc'],
    });
    const ar = renderReceiverMessage({ ...failed, language: 'ar' }, { ...values, reason: 'closed' });
    expect(ar.text).toContain('اليوم: المكان كان مغلقًا.');
    // No reason recorded (or an unknown code): the table's "other", never an empty parameter.
    expect(renderReceiverMessage(failed, values).template.params[2]).toBe(
      'the captain could not complete the delivery',
    );
  });
});

describe('the WhatsApp templates (docs/receiver-messages.md)', () => {
  it('renders each with the approved parameter count (the mock’s), each parameter also in the SMS text', () => {
    const values = { ...sampleValues, reason: 'refused' };
    const rendered = new Set<string>();
    for (const language of ['ar', 'en'] as const)
      for (const [event, deliveryCode] of [
        ['confirmation_request', null],
        ['out_for_delivery', null],
        ['out_for_delivery', '4821'],
        ['failed_attempt', null],
        ['delivered', null],
      ] as const) {
        const out = renderReceiverMessage(
          { event, language, to: '+201012345678' },
          { ...values, deliveryCode },
        );
        expect(out.template.params, out.template.name).toHaveLength(whatsappTemplates[out.template.name]!);
        for (const param of out.template.params) expect(out.text).toContain(param);
        rendered.add(out.template.name);
      }
    expect([...rendered].sort()).toEqual(Object.keys(whatsappTemplates).sort());
  });
});

describe('the tracking page /t/{token} (decision 062)', () => {
  it('shows the merchant, the steps, the area and the captain; never the address or a whole phone', async () => {
    const order = await outForDelivery('01098765432');
    const url = await linkOf(order.code);
    const path = new URL(url).pathname;
    const from = ownAddress();
    const ar = await page(path, from);
    expect(ar.statusCode).toBe(200);
    expect(ar.headers['content-type']).toContain('text/html');
    expect(ar.headers['referrer-policy']).toBe('no-referrer');
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('خرج للتوصيل');
    expect(ar.body).toContain('010');
    expect(ar.body).toContain('•••••32');
    expect(ar.body).not.toContain('01098765432');
    expect(ar.body).not.toContain('12 شارع التحرير');
    expect(ar.body).not.toContain('<script');
    const cap = await captain();
    expect(ar.body).toContain(`href="tel:${cap.phone}"`);
    expect(ar.body).toContain(cap.name.split(' ')[0]!);
    const en = await page(`${path}?lang=en`, from);
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain('Out for delivery');
    expect(en.body).toContain('Picked up from the merchant');
    // Once delivered, no captain and no call button.
    await move([order.code], 'given');
    const done = await page(`${path}?lang=en`, from);
    expect(done.body).toContain('Delivered');
    expect(done.body).not.toContain('tel:');
  });

  it('answers an unknown or malformed token with the lookup form, 404', async () => {
    const from = ownAddress();
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', '1', '10000001']) {
      const res = await page(`/t/${token}`, from);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('action="/t"');
    }
  });

  it('finds an order by its code and the last 4 digits only; a wrong code and wrong digits look alike', async () => {
    const order = await createOrder(db(), merchantClient, {
      status: orderStatuses.sent,
      phone1: '01122223344',
    });
    const from = ownAddress();
    const lookup = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/t',
        remoteAddress: from,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const found = await lookup(`code=${order.code}&digits=3344&lang=en`);
    expect(found.statusCode).toBe(303);
    expect(found.headers.location).toMatch(/^\/t\/[A-Za-z0-9_-]{22}\?lang=en$/);
    const wrongDigits = await lookup(`code=${order.code}&digits=3345`);
    const unknownCode = await lookup(`code=99999999&digits=3344`);
    expect(wrongDigits.statusCode).toBe(404);
    expect(unknownCode.statusCode).toBe(404);
    expect(wrongDigits.body).toBe(unknownCode.body);
  });

  it('limits pages and lookups per address (RATE_LIMIT_TRACKING)', async () => {
    const from = ownAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await page(`/t/AAAAAAAAAAAAAAAAAAAAA${i}`, from)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const post = await t.app.inject({ method: 'POST', url: '/t', remoteAddress: from, payload: {} });
    expect(post.statusCode).toBe(429);
    expect(post.headers['retry-after']).toBeDefined();
    expect((await page('/t', ownAddress())).statusCode).toBe(200);
  });

  it('has no provider hooks on a server without the providers’ secrets', async () => {
    for (const url of ['/api/hooks/receiver/twilio', '/api/hooks/receiver/whatsapp'])
      expect((await t.app.inject({ method: 'POST', url, payload: 'x' })).statusCode).toBe(404);
  });
});
