import { readFileSync } from 'node:fs';
import { opsMovesNeedingReason, reasonTypes } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captains } from '../src/db/schema/ops';
import { orders } from '../src/db/schema/orders';
import { storeConnections } from '../src/db/schema/store-plugins';
import { signBody } from '../src/modules/store-plugins/store-signature';
import { createAccount, firstReasonId } from './support/factories';
import { useTestApp } from './support/harness';
import { unlockApiPage } from './support/merchant-api';
import { useShopifyMock, useWooCommerceMock } from './support/store-api-mocks';

// The store mocks are on 127.0.0.1: allowed here as the webhook tests allow their receivers.
const t = useTestApp({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true', PUBLIC_URL: 'https://portal.example' } });
const shopify = useShopifyMock();
const woo = useWooCommerceMock();
const base = '/api/client/link-with-plugins/connections';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
const shopifyOrder = fixture('shopify-order-created');
const wooOrder = fixture('woocommerce-order-created');

type Platform = 'shopify' | 'woocommerce';

/** A merchant with a store connection whose orders arrive signed, and write-back set up as given. */
async function connected(platform: Platform, writeBack: Record<string, unknown> | null = {}) {
  const account = await createAccount(t.database.db);
  const token = await t.tokenFor(account.email);
  await unlockApiPage(t, token);
  const made = await t.call({ method: 'POST', url: base, token, body: { platform } });
  expect(made.status, made.raw.body).toBe(200);
  const id: number = made.body.feed.id;
  let secret = 'shpss_0123456789abcdef0123456789abcdef';
  if (platform === 'shopify')
    await t.call({ method: 'POST', url: `${base}/${id}/secret`, token, body: { signing_secret: secret } });
  else
    secret = (await t.call({ method: 'POST', url: `${base}/${id}/reveal`, token })).body.feed.signing_secret;
  const connection = { ...account, token, id, path: made.body.feed.webhook_path as string, secret, platform };
  if (writeBack) {
    const res = await setWriteBack(connection, writeBack);
    expect(res.status, res.raw.body).toBe(200);
  }
  return connection;
}

type Connection = Awaited<ReturnType<typeof connected>>;

function setWriteBack(c: Connection, overrides: Record<string, unknown>) {
  const credentials =
    c.platform === 'shopify'
      ? { access_token: shopify.accessToken }
      : { consumer_key: woo.consumerKey, consumer_secret: woo.consumerSecret };
  const store_url = c.platform === 'shopify' ? shopify.origin : woo.origin;
  return t.call({
    method: 'POST',
    url: `${base}/${c.id}/write-back`,
    token: c.token,
    lang: 'en',
    body: { store_url, ...credentials, enabled: true, ...overrides },
  });
}

/** The store's order webhook, signed; answers the portal order it made. */
async function storeOrder(c: Connection, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const header = c.platform === 'shopify' ? 'x-shopify-hmac-sha256' : 'x-wc-webhook-signature';
  const res = await t.app.inject({
    method: 'POST',
    url: c.path,
    payload: raw,
    headers: { 'content-type': 'application/json', [header]: signBody(c.secret, raw) },
  });
  expect(res.json().outcome, res.body).toBe('created');
  const [order] = await t.database.db.select().from(orders).where(eq(orders.clientId, c.clientId));
  return order!;
}

/** The merchant sends it, then the operations desk moves it along `statuses`. */
async function move(c: Connection, order: { id: number; code: string }, statuses: string[]) {
  const sent = await t.call({
    method: 'POST',
    url: `/api/client/order/change-to-sent?id=${order.id}`,
    token: c.token,
  });
  expect(sent.status, sent.raw.body).toBe(200);
  await opsMove(order.code, statuses);
}

/** Any demo captain (a move to `with_captain` names one) and any reason (`uncompleted`, `returned`). */
async function opsMove(code: string, statuses: string[]) {
  const staff = await t.staffTokenFor('ops@demo.test');
  const [captain] = await t.database.db.select({ id: captains.id }).from(captains).limit(1);
  const reason_id = await firstReasonId(t.database.db, reasonTypes.order_delay);
  for (const status of statuses) {
    const extra =
      status === 'with_captain'
        ? { captain_id: captain!.id }
        : opsMovesNeedingReason.includes(status as never)
          ? { reason_id }
          : {};
    const res = await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      token: staff,
      body: { codes: [code], status, ...extra },
    });
    expect(res.body.feed?.updated, res.raw.body).toEqual([code]);
  }
}

const log = async (c: Connection) => {
  const res = await t.call({ url: `${base}/${c.id}/deliveries`, token: c.token });
  expect(res.status, res.raw.body).toBe(200);
  return res.body.feed.data as Array<{
    status_code: number | null;
    event_status: string;
    error: string | null;
    type: string;
    url: string;
  }>;
};

const fulfilmentPosts = () =>
  shopify.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/fulfillments.json'));

describe('store write-back settings', () => {
  it('keeps the credentials sealed and masked, and refuses http to anything but the local loopback', async () => {
    const c = await connected('shopify', null);
    const off = await setWriteBack(c, { access_token: '', enabled: true });
    expect(off.status).toBe(422);
    expect(off.body.errors.access_token).toEqual(['Enter the store API credentials to turn write-back on']);
    for (const store_url of ['http://shop.example.com', 'http://10.0.0.7']) {
      const res = await setWriteBack(c, { store_url });
      expect(res.status, store_url).toBe(422);
      expect(res.body.errors.store_url, store_url).toEqual(['The address must start with https://']);
    }
    const saved = await setWriteBack(c, {});
    expect(saved.body.feed.write_back).toEqual({
      enabled: true,
      store_url: shopify.origin,
      credentials: `••••${shopify.accessToken.slice(-4)}`,
    });
    const list = await t.call({ url: base, token: c.token });
    expect(list.raw.body).not.toContain(shopify.accessToken);
    const [row] = await t.database.db.select().from(storeConnections).where(eq(storeConnections.id, c.id));
    expect(row!.apiKey).not.toContain(shopify.accessToken);
    // An empty credential keeps the saved one.
    expect((await setWriteBack(c, { access_token: '' })).body.feed.write_back.credentials).toBe(
      `••••${shopify.accessToken.slice(-4)}`,
    );
  });
});

describe('Shopify write-back', () => {
  it('fulfils with the tracking number and page at pickup, and marks the fulfilment delivered', async () => {
    const c = await connected('shopify');
    const order = await storeOrder(c, shopifyOrder);
    await move(c, order, ['underway']);
    expect(await t.app.webhooks.deliverDue()).toBe(1);
    const made = shopify.fulfillments.get(String(shopifyOrder.id))!;
    expect(made).toHaveLength(1);
    expect(made[0]!.tracking_number).toBe(order.code);
    expect(made[0]!.tracking_url).toMatch(/^https:\/\/portal\.example\/t\/[A-Za-z0-9_-]{20,}$/);
    // The tracking URL is the receiver's page of this order.
    const page = await t.app.inject({ url: new URL(made[0]!.tracking_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(order.code);
    const post = fulfilmentPosts()[0]!;
    expect(post.headers['content-type']).toBe('application/json');
    expect(post.body).toEqual({
      fulfillment: {
        line_items_by_fulfillment_order: [{ fulfillment_order_id: 7001 }],
        tracking_info: { number: order.code, url: made[0]!.tracking_url, company: 'portal.example' },
        notify_customer: true,
      },
    });

    await opsMove(order.code, ['with_captain', 'given']);
    expect(await t.app.webhooks.deliverDue()).toBe(1);
    expect(made[0]!.events).toEqual(['delivered']);
    expect(shopify.complaints).toEqual([]);
    const rows = await log(c);
    expect(rows.map((r) => [r.type, r.event_status, r.status_code])).toEqual([
      ['store.delivered', 'delivered', 201],
      ['store.picked_up', 'delivered', 201],
    ]);
    // The API page's webhook log is the api_url's only.
    const apiLog = await t.call({ url: '/api/client/link-with-apis/webhooks/deliveries', token: c.token });
    expect(apiLog.body.feed.data).toEqual([]);
  });

  it('retries through 500, 401, 422 and 429 (waiting its Retry-After), and never fulfils twice', async () => {
    const c = await connected('shopify');
    const order = await storeOrder(c, shopifyOrder);
    const fulfil = /\/fulfillments\.json$/;
    shopify.fail({ method: 'POST', path: fulfil, status: 500, body: { errors: 'Internal Server Error' } });
    shopify.fail({ method: 'POST', path: fulfil, status: 422, body: { errors: ['Unprocessable'] } });
    shopify.fail({
      method: 'POST',
      path: fulfil,
      status: 429,
      body: { errors: 'Exceeded 2 calls per second for api client.' },
      headers: { 'retry-after': '300' },
    });
    // Made by Shopify, but the answer is lost: the retry must find it, not make a second one.
    shopify.fail({ method: 'POST', path: fulfil, status: 502, body: {}, afterWork: true });
    await move(c, order, ['underway']);

    expect(await t.app.webhooks.deliverDue()).toBe(1); // 500
    t.clock.advance(30_000);
    expect(await t.app.webhooks.deliverDue()).toBe(1); // 422
    t.clock.advance(60_000);
    expect(await t.app.webhooks.deliverDue()).toBe(1); // 429, Retry-After 300 s
    t.clock.advance(299_000);
    expect(await t.app.webhooks.deliverDue()).toBe(0); // the backoff alone would have tried after 120 s
    t.clock.advance(1_000);
    expect(await t.app.webhooks.deliverDue()).toBe(1); // 502 after the fulfilment was made
    t.clock.advance(240_000);
    expect(await t.app.webhooks.deliverDue()).toBe(1); // finds it
    expect(shopify.fulfillments.get(String(shopifyOrder.id))).toHaveLength(1);
    expect(fulfilmentPosts()).toHaveLength(4);

    // A wrong token (401) is retried too, and succeeds once the merchant fixes it.
    await setWriteBack(c, { access_token: 'shpat_wrong_wrong_wrong_wrong' });
    await opsMove(order.code, ['with_captain', 'given']);
    expect(await t.app.webhooks.deliverDue()).toBe(1);
    await setWriteBack(c, {});
    t.clock.advance(30_000);
    expect(await t.app.webhooks.deliverDue()).toBe(1);
    expect(shopify.fulfillments.get(String(shopifyOrder.id))![0]!.events).toEqual(['delivered']);

    // Each attempt's own outcome: the failed ones of a job written back since read "failed" (issue 40.11).
    const rows = (await log(c)).reverse();
    expect(rows.map((r) => [r.type, r.status_code, r.event_status])).toEqual([
      ['store.picked_up', 500, 'failed'],
      ['store.picked_up', 422, 'failed'],
      ['store.picked_up', 429, 'failed'],
      ['store.picked_up', 502, 'failed'],
      ['store.picked_up', 200, 'delivered'],
      ['store.delivered', 401, 'failed'],
      ['store.delivered', 201, 'delivered'],
    ]);
    expect(rows[0]!.error).toBe('POST answered 500');
    expect(shopify.complaints).toEqual([]);
  });

  it('writes nothing back while the switch is off', async () => {
    const c = await connected('shopify', { enabled: false });
    const order = await storeOrder(c, shopifyOrder);
    await move(c, order, ['underway']);
    expect(await t.app.webhooks.deliverDue()).toBe(0);
    expect(shopify.requests).toEqual([]);
  });
});

describe('WooCommerce write-back', () => {
  it('adds order notes and moves the order to completed on delivery, retrying a 401 and a 500', async () => {
    const c = await connected('woocommerce');
    const order = await storeOrder(c, wooOrder);
    const id = String(wooOrder.id);
    woo.fail({
      method: 'POST',
      path: /\/notes$/,
      status: 401,
      body: { code: 'woocommerce_rest_cannot_create' },
    });
    await move(c, order, ['underway']);
    expect(await t.app.webhooks.deliverDue()).toBe(1);
    expect(woo.notes.get(id)).toBeUndefined();
    t.clock.advance(30_000);
    expect(await t.app.webhooks.deliverDue()).toBe(1);
    const [pickup] = woo.notes.get(id)!;
    expect(pickup!.customer_note).toBe(true);
    expect(pickup!.note).toContain(order.code);
    expect(pickup!.note).toMatch(/https:\/\/portal\.example\/t\//);
    expect(woo.statuses.get(id)).toBeUndefined();

    // The status move fails after the note was written: the retry writes no second note.
    woo.fail({ method: 'PUT', path: /\/orders\/\d+$/, status: 500, body: { code: 'internal_server_error' } });
    await opsMove(order.code, ['with_captain', 'given']);
    expect(await t.app.webhooks.deliverDue()).toBe(1);
    t.clock.advance(30_000);
    expect(await t.app.webhooks.deliverDue()).toBe(1);
    expect(woo.statuses.get(id)).toBe('completed');
    expect(woo.notes.get(id)).toHaveLength(2);
    const put = woo.requests.find((r) => r.method === 'PUT')!;
    expect(put.headers['content-type']).toBe('application/json');
    expect(put.body).toEqual({ status: 'completed' });
    expect(woo.complaints).toEqual([]);
  });

  it('moves a returned order to cancelled', async () => {
    const c = await connected('woocommerce');
    const order = await storeOrder(c, wooOrder);
    await move(c, order, ['underway', 'uncompleted', 'with_company', 'returned']);
    expect(await t.app.webhooks.deliverDue()).toBe(2);
    expect(woo.statuses.get(String(wooOrder.id))).toBe('cancelled');
    expect(woo.notes.get(String(wooOrder.id))).toHaveLength(2);
  });
});
