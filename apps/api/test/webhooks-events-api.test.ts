import { apiEventListResponseSchema, cairoDay } from '@courier/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { orders } from '../src/db/schema/orders';
import { webhookEvents } from '../src/db/schema/webhooks';
import { signBody } from '../src/modules/store-plugins/store-signature';
import { readFileSync } from 'node:fs';
import { createAccount, createUser } from './support/factories';
import { useTestApp } from './support/harness';
import { rotateApiKey, unlockApiPage, v1OrderForm, v1Place } from './support/merchant-api';
import { expectDocumentedEvent } from './support/webhook-events';
import { useWebhookReceiver } from './support/webhook-receiver';
import { orderRows, postFile, templateHeaders, xlsxOf } from './support/xlsx';

// order.created, event types per endpoint and the events API (decision 073; issue 40 point 6).
const t = useTestApp({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true' } });
const receiver = useWebhookReceiver();
const db = () => t.database.db;

/** A fresh client with a webhook address and an API key, and its admin's portal token. */
async function listening() {
  const account = await createAccount(db());
  const token = await t.tokenFor(account.email);
  await unlockApiPage(t, token);
  const res = await t.call({
    method: 'POST',
    url: '/api/client/update-api',
    token,
    body: { api_url: `${receiver.origin}/hooks` },
  });
  expect(res.status, res.raw.body).toBe(200);
  return { ...account, token, key: await rotateApiKey(t, token) };
}

const v1 = (key: string, url: string, body?: unknown) =>
  t.call({ method: body === undefined ? 'GET' : 'POST', url: `/api/v1${url}`, token: key, body, lang: 'en' });

/** The client's stored events of a type, oldest first, each checked against the document. */
async function eventsOf(clientId: number, type?: string) {
  const rows = await db()
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.clientId, clientId), type ? eq(webhookEvents.type, type) : undefined))
    .orderBy(webhookEvents.id);
  return rows.map((e) => {
    const body = { ...(e.payload as { type: string; data: Record<string, unknown> }), sequence: e.id };
    expectDocumentedEvent(body);
    return body;
  });
}

const setTypes = (token: string, eventTypes: string[] | null) =>
  t.call({
    method: 'POST',
    url: '/api/client/link-with-apis/webhooks/event-types',
    token,
    body: { event_types: eventTypes },
    lang: 'en',
  });

describe('order.created (decision 073)', () => {
  it('is written with every new order: the portal form, the API (one and bulk), a sheet and a store', async () => {
    const { clientId, token, key } = await listening();
    const geo = await v1Place(t, key);
    const form = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      body: v1OrderForm(geo),
    });
    expect(form.status, form.raw.body).toBe(200);
    const one = await v1(key, '/orders', { ...v1OrderForm(geo), invoice_number: 'INV-7' });
    expect(one.status, one.raw.body).toBe(201);
    const bulk = await v1(key, '/orders/bulk', { orders: [v1OrderForm(geo), v1OrderForm(geo)] });
    expect(bulk.status, bulk.raw.body).toBe(201);
    const sheet = await postFile(
      t,
      '/api/client/order/add-excelsheet',
      await xlsxOf(templateHeaders.ar, orderRows(2)),
      {
        token,
      },
    );
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(200);
    // A WooCommerce store's order, delivered signed to the connection's address.
    const base = '/api/client/link-with-plugins/connections';
    const made = await t.call({
      method: 'POST',
      url: base,
      token,
      body: { platform: 'woocommerce', name: 'S' },
    });
    const connection = made.body.feed as { id: number; webhook_path: string };
    const secret = (await t.call({ method: 'POST', url: `${base}/${connection.id}/reveal`, token })).body.feed
      .signing_secret as string;
    const woo = readFileSync(new URL('./fixtures/woocommerce-order-created.json', import.meta.url), 'utf8');
    const hook = await t.app.inject({
      method: 'POST',
      url: connection.webhook_path,
      payload: woo,
      headers: { 'content-type': 'application/json', 'x-wc-webhook-signature': signBody(secret, woo) },
    });
    expect(hook.statusCode, hook.body).toBe(200);

    const created = await eventsOf(clientId, 'order.created');
    const codes = (await db().select({ code: orders.code }).from(orders).where(eq(orders.clientId, clientId)))
      .map((o) => o.code)
      .sort();
    expect(created.map((e) => e.data.code).sort()).toEqual(codes);
    expect(created.map((e) => e.data.source)).toEqual([
      'portal',
      'api',
      'api',
      'api',
      'import',
      'import',
      'store',
    ]);
    expect(created[1]!.data).toEqual({
      code: one.body.code,
      status: 'saved',
      amount_to_be_collected: '250.50',
      invoice_number: 'INV-7',
      source: 'api',
    });
  });

  it('commits with its order: an event the database refuses leaves no order behind', async () => {
    const { clientId, key } = await listening();
    const geo = await v1Place(t, key);
    await db().execute(
      sql.raw(`create or replace function events_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger events_test_refuse_${clientId} before insert on webhook_events
        for each row when (new.client_id = ${clientId}) execute function events_test_refuse()`),
    );
    onTestFinished(async () => {
      await db().execute(sql.raw(`drop trigger events_test_refuse_${clientId} on webhook_events`));
    });
    const res = await v1(key, '/orders', v1OrderForm(geo));
    expect(res.status).toBe(500);
    expect(await db().select().from(orders).where(eq(orders.clientId, clientId))).toEqual([]);
  });
});

describe('event types per endpoint (decision 073)', () => {
  it('sends all types by default, only the chosen ones once chosen, and all again with null', async () => {
    const { clientId, token, key } = await listening();
    const geo = await v1Place(t, key);
    const shown = await t.call({ url: '/api/client/link-with-apis/webhooks', token });
    expect(shown.body.feed.event_types).toBeNull();

    const chosen = await setTypes(token, ['order.status_changed', 'order.status_changed']);
    expect(chosen.status, chosen.raw.body).toBe(200);
    expect(chosen.body.feed.event_types).toEqual(['order.status_changed']);
    const order = await v1(key, '/orders', v1OrderForm(geo));
    expect((await v1(key, `/orders/${order.body.code}/send`, {})).status).toBe(200);
    expect((await eventsOf(clientId)).map((e) => e.type)).toEqual(['order.status_changed']);

    expect((await setTypes(token, null)).body.feed.event_types).toBeNull();
    await v1(key, '/orders', v1OrderForm(geo));
    expect((await eventsOf(clientId)).map((e) => e.type)).toEqual(['order.status_changed', 'order.created']);
  });

  it('refuses an unknown type, ping and an empty list (422), and a sub-user (403)', async () => {
    const { token, clientId } = await listening();
    for (const bad of [['order.deleted'], ['ping'], []]) {
      const res = await setTypes(token, bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.errors).toHaveProperty(bad.length ? 'event_types.0' : 'event_types');
    }
    const sub = await createUser(db(), clientId, { isMain: false });
    const subToken = await t.tokenFor(sub.email);
    await unlockApiPage(t, subToken).catch(() => undefined);
    expect((await setTypes(subToken, null)).status).toBe(403);
  });
});

describe('GET /api/v1/events (decision 073)', () => {
  it('pages newest first by cursor, filters by type, order code and day, and answers each as delivered', async () => {
    const { key } = await listening();
    const geo = await v1Place(t, key);
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) codes.push((await v1(key, '/orders', v1OrderForm(geo))).body.code);
    expect((await v1(key, `/orders/${codes[1]}/send`, {})).status).toBe(200);

    const seen: { id: string; type: string; sequence: number }[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await v1(key, `/events?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status, page.raw.body).toBe(200);
      const parsed = apiEventListResponseSchema.parse(page.body);
      parsed.feed.forEach((e) => expectDocumentedEvent(e as never));
      seen.push(...(parsed.feed as typeof seen));
      cursor = parsed.next_cursor;
    }
    expect(seen.map((e) => e.type)).toEqual([
      'order.status_changed',
      'order.created',
      'order.created',
      'order.created',
    ]);
    expect(seen.map((e) => e.sequence)).toEqual([...seen.map((e) => e.sequence)].sort((a, b) => b - a));

    const byType = await v1(key, '/events?type=order.created');
    expect(byType.body.feed.map((e: { data: { code: string } }) => e.data.code)).toEqual(
      [...codes].reverse(),
    );
    const byOrder = await v1(key, `/events?order_code=${codes[1]}`);
    expect(byOrder.body.feed.map((e: { type: string }) => e.type)).toEqual([
      'order.status_changed',
      'order.created',
    ]);
    const today = cairoDay(t.clock.now());
    expect((await v1(key, `/events?created_from=${today}&created_to=${today}`)).body.feed).toHaveLength(4);
    expect((await v1(key, `/events?created_from=${cairoDay(t.clock.now(), 1)}`)).body.feed).toEqual([]);
    expect((await v1(key, '/events?type=order.deleted')).status).toBe(422);

    // One event again, the very body the receiver got.
    await t.app.webhooks.deliverDue();
    const delivered = receiver.received.map((hit) => JSON.parse(hit.body) as { id: string });
    expect(delivered).toHaveLength(4);
    for (const body of delivered) {
      const one = await v1(key, `/events/${body.id}`);
      expect(one.status, one.raw.body).toBe(200);
      expect(one.body.feed).toEqual(body);
    }
  });

  it('shows a client only its own events: another client’s event is 404 and never listed', async () => {
    const mine = await listening();
    const theirs = await listening();
    const geo = await v1Place(t, theirs.key);
    await v1(theirs.key, '/orders', v1OrderForm(geo));
    const [their] = await eventsOf(theirs.clientId);
    const foreign = await v1(mine.key, `/events/${(their as unknown as { id: string }).id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    expect((await v1(mine.key, '/events')).body.feed).toEqual([]);
    expect((await v1(theirs.key, '/events')).body.feed).toHaveLength(1);
    expect((await v1('cp_live_' + 'x'.repeat(32), '/events')).status).toBe(401);
  });
});
