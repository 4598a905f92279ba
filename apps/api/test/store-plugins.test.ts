import { readFileSync } from 'node:fs';
import { storeHookResponseSchema } from '@courier/contracts';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areas } from '../src/db/schema/geo';
import { orderImports, orders } from '../src/db/schema/orders';
import { storeOrders } from '../src/db/schema/store-plugins';
import { signBody } from '../src/modules/store-plugins/store-signature';
import { createAccount, createUser } from './support/factories';
import { useTestApp } from './support/harness';
import { unlockApiPage } from './support/merchant-api';

const t = useTestApp();
const base = '/api/client/link-with-plugins/connections';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
const shopifyFixture = fixture('shopify-order-created');
const wooFixture = fixture('woocommerce-order-created');

/** A fresh client whose admin opened the page (the API page's OTP unlock). */
async function merchant() {
  const account = await createAccount(t.database.db);
  const token = await t.tokenFor(account.email);
  await unlockApiPage(t, token);
  return { ...account, token };
}

async function connect(token: string, platform: 'shopify' | 'woocommerce') {
  const res = await t.call({ method: 'POST', url: base, token, body: { platform, name: 'My store' } });
  expect(res.status, res.raw.body).toBe(200);
  const connection = res.body.feed;
  // Shopify signs with the key it shows the merchant, who pastes it into the page.
  const secret =
    platform === 'shopify' ? 'shpss_0123456789abcdef0123456789abcdef' : await reveal(token, connection.id);
  if (platform === 'shopify') {
    const set = await t.call({
      method: 'POST',
      url: `${base}/${connection.id}/secret`,
      token,
      body: { signing_secret: secret },
    });
    expect(set.status, set.raw.body).toBe(200);
  }
  return { ...connection, secret } as { id: number; webhook_path: string; secret: string };
}

async function reveal(token: string, id: number): Promise<string> {
  const res = await t.call({ method: 'POST', url: `${base}/${id}/reveal`, token });
  expect(res.status, res.raw.body).toBe(200);
  return res.body.feed.signing_secret;
}

/** Posts a body as the platform does: its exact bytes, signed in the platform's header. */
async function deliver(
  connection: { webhook_path: string; secret: string },
  platform: 'shopify' | 'woocommerce',
  body: unknown,
  options: { signature?: string; headers?: Record<string, string> } = {},
) {
  const raw = JSON.stringify(body);
  const header = platform === 'shopify' ? 'x-shopify-hmac-sha256' : 'x-wc-webhook-signature';
  const res = await t.app.inject({
    method: 'POST',
    url: connection.webhook_path,
    payload: raw,
    headers: {
      'content-type': 'application/json',
      [header]: options.signature ?? signBody(connection.secret, raw),
      ...options.headers,
    },
  });
  return { status: res.statusCode, body: res.json() };
}

const ordersOf = (clientId: number) =>
  t.database.db.select().from(orders).where(eq(orders.clientId, clientId));
const storeOrdersOf = (clientId: number) =>
  t.database.db.select().from(storeOrders).where(eq(storeOrders.clientId, clientId));
const areaId = async (nameEn: string) =>
  (await t.database.db.select({ id: areas.id }).from(areas).where(eq(areas.nameEn, nameEn)))[0]!.id;

describe('store connections (/link-with-plugins)', () => {
  it('are admin only (a sub-user 403) and behind the OTP unlock', async () => {
    const account = await createAccount(t.database.db);
    const locked = await t.tokenFor(account.email);
    const res = await t.call({ url: base, token: locked });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('OTP_REQUIRED');

    const sub = await createUser(t.database.db, account.clientId);
    const subToken = await t.tokenFor(sub.email);
    for (const call of [
      { url: base },
      { method: 'POST' as const, url: base, body: { platform: 'shopify' } },
      { method: 'POST' as const, url: `${base}/1/rotate` },
      { method: 'POST' as const, url: `${base}/1/delete` },
    ]) {
      const answer = await t.call({ ...call, token: subToken });
      expect(answer.status, call.url).toBe(403);
      expect(answer.body.code).toBe('FORBIDDEN');
    }
  });

  it('makes a URL per connection, masks the secret, reveals, rotates and deletes', async () => {
    const { token } = await merchant();
    const woo = await connect(token, 'woocommerce');
    const shop = await connect(token, 'shopify');
    expect(woo.webhook_path).toMatch(/^\/api\/hooks\/stores\/[A-Za-z0-9_-]{32}$/);
    expect(shop.webhook_path).not.toBe(woo.webhook_path);

    const list = await t.call({ url: base, token });
    expect(list.status, list.raw.body).toBe(200);
    expect(list.body.feed.map((c: { platform: string }) => c.platform)).toEqual(['woocommerce', 'shopify']);
    expect(list.body.feed[0].signing_secret).toBe(`••••${woo.secret.slice(-4)}`);
    expect(list.raw.body).not.toContain(woo.secret);

    const rotated = await t.call({ method: 'POST', url: `${base}/${woo.id}/rotate`, token });
    const fresh = await reveal(token, woo.id);
    expect(fresh).not.toBe(woo.secret);
    expect(rotated.body.feed.signing_secret).toBe(`••••${fresh.slice(-4)}`);
    // The old secret stops matching at once.
    expect((await deliver(woo, 'woocommerce', wooFixture)).status).toBe(401);

    expect((await t.call({ method: 'POST', url: `${base}/${woo.id}/delete`, token })).status).toBe(200);
    expect((await deliver({ ...woo, secret: fresh }, 'woocommerce', wooFixture)).status).toBe(404);
  });

  it("answers 404 for another client's connection", async () => {
    const owner = await merchant();
    const other = await merchant();
    const connection = await connect(owner.token, 'woocommerce');
    for (const call of [
      { method: 'POST' as const, url: `${base}/${connection.id}/reveal` },
      { method: 'POST' as const, url: `${base}/${connection.id}/rotate` },
      { method: 'POST' as const, url: `${base}/${connection.id}/delete` },
    ]) {
      const res = await t.call({ ...call, token: other.token });
      expect(res.status, call.url).toBe(404);
    }
  });
});

describe('POST /api/hooks/stores/{token}', () => {
  it('refuses a bad signature with 401 and stores nothing', async () => {
    const { token, clientId } = await merchant();
    const shop = await connect(token, 'shopify');
    const wrong = await deliver(shop, 'shopify', shopifyFixture, {
      signature: signBody('not-the-secret', '{}'),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('SIGNATURE_INVALID');
    const missing = await t.app.inject({
      method: 'POST',
      url: shop.webhook_path,
      payload: JSON.stringify(shopifyFixture),
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(401);
    // The body signed, then changed: the signature covers the exact bytes.
    const raw = JSON.stringify(shopifyFixture);
    const tampered = await t.app.inject({
      method: 'POST',
      url: shop.webhook_path,
      payload: raw.replace('1200.00', '0.00'),
      headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': signBody(shop.secret, raw) },
    });
    expect(tampered.statusCode).toBe(401);
    expect(await ordersOf(clientId)).toHaveLength(0);
    expect(await storeOrdersOf(clientId)).toHaveLength(0);
  });

  it('answers 404 for an unknown token', async () => {
    const res = await deliver(
      { webhook_path: '/api/hooks/stores/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', secret: 'x' },
      'shopify',
      shopifyFixture,
    );
    expect(res.status).toBe(404);
  });

  it("creates a saved order from Shopify's documented order, with its address read whole", async () => {
    const { token, clientId } = await merchant();
    const shop = await connect(token, 'shopify');
    const res = await deliver(shop, 'shopify', shopifyFixture, {
      headers: { 'x-shopify-topic': 'orders/create' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(storeHookResponseSchema.parse(res.body).outcome).toBe('created');
    const [order] = await ordersOf(clientId);
    expect(order).toMatchObject({
      receiver: 'Mona Hassan',
      phone1: '01001234567',
      areaId: await areaId('Nasr City'),
      amountToBeCollected: '1200.00',
      status: 1,
      invoiceNumber: '#1001',
    });
    expect(order!.content).toBe('2 × Cotton T-shirt - Red / M، Canvas Tote Bag');
    expect(order!.address).toContain('12 ش مصطفى النحاس');
  });

  it('collects nothing for a paid Shopify order', async () => {
    const { token, clientId } = await merchant();
    const shop = await connect(token, 'shopify');
    const paid = {
      ...shopifyFixture,
      id: 5678901234999,
      financial_status: 'paid',
      total_outstanding: '0.00',
    };
    expect((await deliver(shop, 'shopify', paid)).body.outcome).toBe('created');
    expect((await ordersOf(clientId))[0]!.amountToBeCollected).toBe('0.00');
  });

  it("creates a saved order from WooCommerce's documented order (COD: the total)", async () => {
    const { token, clientId } = await merchant();
    const woo = await connect(token, 'woocommerce');
    const res = await deliver(woo, 'woocommerce', wooFixture, {
      headers: { 'x-wc-webhook-topic': 'order.created' },
    });
    expect(res.body.outcome, JSON.stringify(res.body)).toBe('created');
    const [order] = await ordersOf(clientId);
    expect(order).toMatchObject({
      receiver: 'Ahmed Samir',
      phone1: '01012345678',
      areaId: await areaId('Mohandessin'),
      amountToBeCollected: '640.00',
      invoiceNumber: '#727',
    });
  });

  it("answers WooCommerce's unsigned ping with 200 and stores nothing", async () => {
    const { token, clientId } = await merchant();
    const woo = await connect(token, 'woocommerce');
    const res = await t.app.inject({
      method: 'POST',
      url: woo.webhook_path,
      payload: 'webhook_id=15',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('ping');
    expect(await storeOrdersOf(clientId)).toHaveLength(0);
  });

  it("puts an order whose place is unsure in the smart upload's correction queue", async () => {
    const { token, clientId } = await merchant();
    const shop = await connect(token, 'shopify');
    const unsure = {
      ...shopifyFixture,
      id: 5678901230001,
      name: '#1002',
      shipping_address: {
        ...(shopifyFixture.shipping_address as object),
        address1: 'بجوار المسجد الكبير',
        address2: '',
        city: 'فيصل',
        province: 'الهرم',
      },
    };
    const res = await deliver(shop, 'shopify', unsure);
    expect(res.body.outcome, JSON.stringify(res.body)).toBe('queued');
    expect(await ordersOf(clientId)).toHaveLength(0);

    const pending = await t.call({ url: '/api/client/order/add-excelsheet/pending', token, lang: 'en' });
    expect(pending.status, pending.raw.body).toBe(200);
    const [waiting] = pending.body.feed;
    expect(waiting).toMatchObject({ file_name: 'Shopify #1002', kind: 'store' });
    expect(waiting.unpredected_geos[0].area_text).toContain('فيصل');
    expect(waiting.unpredected_geos[0].suggestions.map((s: { area: string }) => s.area)).toEqual(
      expect.arrayContaining(['Faisal', 'Haram']),
    );
    const list = await t.call({ url: base, token });
    expect(list.body.feed[0]).toMatchObject({ orders_waiting: 1, orders_created: 0 });

    // The merchant picks the place where spreadsheet rows are corrected.
    const haram = await t.database.db.select().from(areas).where(eq(areas.nameEn, 'Haram'));
    const corrected = await t.call({
      method: 'POST',
      url: '/api/client/order/add-excelsheet/correct',
      token,
      body: {
        import_id: waiting.import_id,
        corrections: [{ row: 1, government_id: haram[0]!.governorateId, area_id: haram[0]!.id }],
      },
    });
    expect(corrected.status, corrected.raw.body).toBe(200);
    const [order] = await ordersOf(clientId);
    expect(order).toMatchObject({
      areaId: haram[0]!.id,
      receiver: 'Mona Hassan',
      importId: waiting.import_id,
    });
    const [imported] = await t.database.db
      .select()
      .from(orderImports)
      .where(and(eq(orderImports.clientId, clientId), eq(orderImports.id, waiting.import_id)));
    expect(imported!.state).toBe('done');
  });

  it('answers a redelivery with 200 and creates nothing new, even two at once', async () => {
    const { token, clientId } = await merchant();
    const shop = await connect(token, 'shopify');
    expect((await deliver(shop, 'shopify', shopifyFixture)).body.outcome).toBe('created');
    const again = await deliver(shop, 'shopify', shopifyFixture);
    expect(again.status).toBe(200);
    expect(again.body.outcome).toBe('duplicate');

    const other = { ...shopifyFixture, id: 5678901230077, name: '#1077' };
    const both = await Promise.all([deliver(shop, 'shopify', other), deliver(shop, 'shopify', other)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.outcome).sort()).toEqual(['created', 'duplicate']);
    expect(await ordersOf(clientId)).toHaveLength(2);
    expect(await storeOrdersOf(clientId)).toHaveLength(2);
  });

  it('ignores (200) an order the form refuses, and reads nothing before the signature', async () => {
    const { token, clientId } = await merchant();
    const woo = await connect(token, 'woocommerce');
    // Nothing to deliver: no field the merchant could fix in the waiting list (a phone waits there).
    const noContent = { ...wooFixture, id: 728, line_items: [] };
    const res = await deliver(woo, 'woocommerce', noContent);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('ignored');
    expect(Object.keys(res.body.errors)).toContain('contentOrder');
    expect(await ordersOf(clientId)).toHaveLength(0);
    // Never resent by the store, so the merchant is told, in each reader's language.
    for (const [lang, words] of [
      ['en', ['WooCommerce #727', 'Content: This field is required']],
      ['ar', ['WooCommerce #727', 'أضفه يدويًا']],
    ] as const) {
      const bell = await t.call({ method: 'POST', url: '/api/client/notification/fetch', token, lang });
      const texts = bell.body.feed.map((n: { message: string }) => n.message).join('\n');
      for (const word of words) expect(texts).toContain(word);
    }
  });

  it('puts an order refused for its phone in the waiting list with the field to fix (decision 054)', async () => {
    const { token, clientId } = await merchant();
    const woo = await connect(token, 'woocommerce');
    const badPhone = { ...wooFixture, id: 729, billing: { ...(wooFixture.billing as object), phone: '123' } };
    const res = await deliver(woo, 'woocommerce', badPhone);
    expect(res.status).toBe(200);
    expect(res.body.outcome).toBe('queued');
    expect(await ordersOf(clientId)).toHaveLength(0);

    const pending = await t.call({ url: '/api/client/order/add-excelsheet/pending', token, lang: 'en' });
    const [waiting] = pending.body.feed;
    expect(waiting.unpredected_geos[0].fix).toEqual([
      { field: 'phone1', value: '123', message: expect.any(String) },
    ]);
    const bell = await t.call({ method: 'POST', url: '/api/client/notification/fetch', token, lang: 'en' });
    expect(bell.body.feed.map((n: { message: string }) => n.message).join('\n')).toContain('Fix it there');

    const nasr = (await t.database.db.select().from(areas).where(eq(areas.nameEn, 'Nasr City')))[0]!;
    const place = { row: 1, government_id: nasr.governorateId, area_id: nasr.id };
    const correct = (fix: object) =>
      t.call({
        method: 'POST',
        url: '/api/client/order/add-excelsheet/correct',
        token,
        body: { import_id: waiting.import_id, corrections: [{ ...place, ...fix }] },
      });
    const unfixed = await correct({});
    expect(unfixed.status).toBe(422);
    expect(Object.keys(unfixed.body.errors)).toContain('row.1.phone1');
    const fixed = await correct({ phone1: '+20 101 234 5678' });
    expect(fixed.status, fixed.raw.body).toBe(200);
    const [order] = await ordersOf(clientId);
    expect(order).toMatchObject({ phone1: '01012345678', areaId: nasr.id });
  });

  it('never answers 5xx to a signed body of any shape (R9)', async () => {
    const { token } = await merchant();
    const shop = await connect(token, 'shopify');
    const woo = await connect(token, 'woocommerce');
    const shaped = fc.record(
      {
        id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
        shipping_address: fc.anything(),
        shipping: fc.anything(),
        billing: fc.anything(),
        line_items: fc.anything(),
        total_price: fc.anything(),
        total: fc.anything(),
        financial_status: fc.anything(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), shaped), fc.boolean(), async (payload, isShopify) => {
        const res = await deliver(isShopify ? shop : woo, isShopify ? 'shopify' : 'woocommerce', payload);
        expect(res.status, JSON.stringify(payload)?.slice(0, 300)).toBeLessThan(500);
        expect([0, 1]).toContain(res.body.success);
      }),
      { numRuns: 60 },
    );
  });
});
