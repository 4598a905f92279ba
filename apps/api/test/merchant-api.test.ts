import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema/clients-users';
import { orders } from '../src/db/schema/orders';
import { minutes } from './support/clock';
import { createAccount, createOrder } from './support/factories';
import { buildTestApp, useTestApp } from './support/harness';
import { apiKeyFor, rotateApiKey, unlockApiPage, v1OrderForm, v1Place } from './support/merchant-api';

const t = useTestApp();

const unlock = (token: string) => unlockApiPage(t, token);
const rotate = (token: string) => rotateApiKey(t, token);
const keyFor = (email: string) => apiKeyFor(t, email);

const v1 = (
  key: string | null,
  url: string,
  extra: {
    method?: 'GET' | 'POST';
    body?: unknown;
    headers?: Record<string, string>;
    lang?: 'ar' | 'en';
  } = {},
) =>
  t.call({
    method: extra.method ?? 'GET',
    url: `/api/v1${url}`,
    token: key,
    body: extra.body,
    headers: extra.headers,
    lang: extra.lang,
  });

const place = (key: string) => v1Place(t, key);
const form = v1OrderForm;

const ordersOf = (clientId: number) =>
  t.database.db.select().from(orders).where(eq(orders.clientId, clientId));

describe('the API page (OTP gate)', () => {
  it('answers the spec’s “OTP required” until a code is checked, then 15 minutes for this session only', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const locked = await t.call({ url: '/api/client/link-with-apis/key', token, lang: 'en' });
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({
      success: 0,
      code: 'OTP_REQUIRED',
      error_msg: 'A one-time password is required to open the API page',
    });
    for (const url of ['/api/client/link-with-apis/key/reveal', '/api/client/link-with-apis/key/rotate'])
      expect((await t.call({ method: 'POST', url, token })).body.code).toBe('OTP_REQUIRED');

    const sent = await t.call({ method: 'POST', url: '/api/client/link-with-apis/send-otp', token });
    expect(sent.body.phone).toMatch(/\*/);
    const wrong = await t.call({
      method: 'POST',
      url: '/api/client/link-with-apis/check-otp',
      token,
      body: { code: (Number(await t.latestOtp()) + 1).toString().padStart(6, '0').slice(-6) },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('OTP_INVALID');
    expect((await t.call({ url: '/api/client/link-with-apis/key', token })).status).toBe(403);

    const code = await t.latestOtp();
    const ok = await t.call({
      method: 'POST',
      url: '/api/client/link-with-apis/check-otp',
      token,
      body: { code },
    });
    expect(ok.status).toBe(200);
    expect(new Date(ok.body.unlocked_until).getTime() - t.clock.now().getTime()).toBe(minutes(15));
    // Single use: the same code does not open it twice.
    const again = await t.call({
      method: 'POST',
      url: '/api/client/link-with-apis/check-otp',
      token,
      body: { code },
    });
    expect(again.body.code).toBe('OTP_INVALID');

    const status = await t.call({ url: '/api/client/link-with-apis/status', token });
    expect(status.body.unlocked_until).toBe(ok.body.unlocked_until);
    expect((await t.call({ url: '/api/client/link-with-apis/key', token })).body).toEqual({
      success: 1,
      feed: null,
    });

    // Another session of the same user has not opened it.
    const other = await t.tokenFor('merchant@demo.test');
    expect((await t.call({ url: '/api/client/link-with-apis/key', token: other })).body.code).toBe(
      'OTP_REQUIRED',
    );

    t.clock.advance(minutes(15) - 1000);
    expect((await t.call({ url: '/api/client/link-with-apis/key', token })).status).toBe(200);
    t.clock.advance(1000);
    expect((await t.call({ url: '/api/client/link-with-apis/key', token })).body.code).toBe('OTP_REQUIRED');
    expect(
      (await t.call({ url: '/api/client/link-with-apis/status', token })).body.unlocked_until,
    ).toBeNull();
  });

  it('refuses a sub-user everything, the code included (403)', async () => {
    const token = await t.tokenFor('employee@demo.test');
    for (const [method, url] of [
      ['GET', '/api/client/link-with-apis/status'],
      ['POST', '/api/client/link-with-apis/send-otp'],
      ['GET', '/api/client/link-with-apis/key'],
      ['POST', '/api/client/link-with-apis/key/rotate'],
    ] as const) {
      const res = await t.call({ method, url, token });
      expect(res.status, url).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  it('shows the key masked, reveals it, and a rotate without grace ends the old key at once', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    await unlock(token);
    const first = await rotate(token);
    expect(first).toMatch(/^cp_live_[A-Za-z0-9_-]{32}$/);
    const shown = await t.call({ url: '/api/client/link-with-apis/key', token });
    expect(shown.body.feed.masked).toMatch(/^cp_live_•+/);
    expect(shown.body.feed.masked.endsWith(first.slice(-4))).toBe(true);
    expect(JSON.stringify(shown.body)).not.toContain(first);
    const revealed = await t.call({ method: 'POST', url: '/api/client/link-with-apis/key/reveal', token });
    expect(revealed.body.feed.key).toBe(first);
    expect((await v1(first, '/governorates')).status).toBe(200);

    // Without a grace period (grace_hours=0: a leaked key); the overlap is rotation-overlap.test.ts's.
    const rotated = await t.call({
      method: 'POST',
      url: '/api/client/link-with-apis/key/rotate?grace_hours=0',
      token,
    });
    const second = rotated.body.feed.key as string;
    expect(second).not.toBe(first);
    const old = await v1(first, '/governorates');
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ success: 0, code: 'API_KEY_INVALID' });
    expect((await v1(second, '/governorates')).status).toBe(200);
  });
});

describe('/api/v1 authentication', () => {
  it('answers 401 in the portal’s envelope without a key, with a malformed or unknown key, or a session token', async () => {
    const session = await t.tokenFor('merchant@demo.test');
    for (const key of [null, 'nope', `cp_live_${'a'.repeat(32)}`, session]) {
      const res = await v1(key, '/orders', { lang: 'en' });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: 0, code: 'API_KEY_INVALID', error_msg: expect.any(String) });
    }
  });

  it('refuses a deleted client’s key (401) and a suspended client’s orders (403) as the portal does', async () => {
    const frozenKey = await keyFor('frozen@demo.test');
    const refused = await v1(frozenKey, '/orders');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCOUNT_SUSPENDED');
    expect((await v1(frozenKey, '/tickets')).status).toBe(200);

    const account = await createAccount(t.database.db);
    const key = await keyFor(account.email);
    expect((await v1(key, '/orders')).status).toBe(200);
    await t.database.db
      .update(clients)
      .set({ deletedAt: new Date() })
      .where(eq(clients.id, account.clientId));
    const deleted = await v1(key, '/orders');
    expect(deleted.status).toBe(401);
    expect(deleted.body.code).toBe('ACCOUNT_DELETED');
  });
});

describe('/api/v1 orders', () => {
  it('creates an order once per Idempotency-Key, with the portal form’s field errors', async () => {
    const key = await keyFor('merchant@demo.test');
    const geo = await place(key);
    const headers = { 'idempotency-key': 'shop-order-1001' };
    const first = await v1(key, '/orders', { method: 'POST', body: form(geo), headers });
    expect(first.status, first.raw.body).toBe(201);
    expect(first.body).toMatchObject({ success: 1, code: expect.stringMatching(/^\d{8}$/) });
    const replay = await v1(key, '/orders', { method: 'POST', body: form(geo), headers });
    expect(replay.body).toEqual(first.body);
    expect(await ordersOf(1)).toHaveLength(1);
    const reused = await v1(key, '/orders', { method: 'POST', body: form(geo, 'Another receiver'), headers });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');

    const bad = await v1(key, '/orders', {
      method: 'POST',
      body: { ...form(geo), receiver: '', phone1: '123' },
      lang: 'en',
    });
    const portal = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token: await t.tokenFor('merchant@demo.test'),
      body: { ...form(geo), receiver: '', phone1: '123' },
      lang: 'en',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(bad.body.errors).toEqual(portal.body.errors);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['receiver', 'phone1']));
    // An area of another governorate: the form's reference check, not a second copy of it.
    const wrongArea = await v1(key, '/orders', {
      method: 'POST',
      body: { ...form(geo), government: geo.government + 1 },
    });
    expect(wrongArea.body.errors.area).toBeTruthy();
    // One create names no row (issue 40.3): `row` is the bulk create's, in `row_errors`.
    expect(wrongArea.body).not.toHaveProperty('row');
    expect(await ordersOf(1)).toHaveLength(1);
  });

  it('creates in bulk all or nothing, lists every bad row, and caps a request at 500', async () => {
    const key = await keyFor('merchant@demo.test');
    const geo = await place(key);
    const rows = [
      form(geo, 'أحمد'),
      form(geo, 'منى'),
      { ...form(geo), phone1: 'x' },
      { ...form(geo), receiver: '' },
    ];
    const rejected = await v1(key, '/orders/bulk', { method: 'POST', body: { orders: rows }, lang: 'en' });
    expect(rejected.status).toBe(422);
    expect(rejected.body.code).toBe('BULK_ROWS_INVALID');
    expect(rejected.body.error_msg).toContain('2 orders');
    expect(rejected.body.row_errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [2, 'phone1'],
      [3, 'receiver'],
    ]);
    expect(await ordersOf(1)).toHaveLength(0);

    // A bad area is listed as every other bad field, beside the schema's errors (issue 40.3): one shape.
    const foreign = await v1(key, '/orders/bulk', {
      method: 'POST',
      body: {
        orders: [
          form(geo),
          { ...form(geo), government: geo.government + 1 },
          { ...form(geo), phone1: 'x' },
          { ...form(geo), government: geo.government + 1, receiver: '' },
        ],
      },
      lang: 'en',
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ code: 'BULK_ROWS_INVALID' });
    expect(foreign.body).not.toHaveProperty('row');
    expect(foreign.body.error_msg).toContain('3 orders');
    expect(foreign.body.row_errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [1, 'area'],
      [2, 'phone1'],
      [3, 'receiver'],
    ]);
    expect(foreign.body.row_errors[0].message).toBeTruthy();
    // Only the bad area: still the one shape.
    const onlyArea = await v1(key, '/orders/bulk', {
      method: 'POST',
      body: { orders: [form(geo), { ...form(geo), government: geo.government + 1 }] },
    });
    expect(onlyArea.status).toBe(422);
    expect(onlyArea.body.code).toBe('BULK_ROWS_INVALID');
    expect(onlyArea.body.row_errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [1, 'area'],
    ]);
    expect(await ordersOf(1)).toHaveLength(0);

    const tooMany = await v1(key, '/orders/bulk', {
      method: 'POST',
      body: { orders: Array.from({ length: 501 }, () => form(geo)) },
    });
    expect(tooMany.status).toBe(422);

    const created = await v1(key, '/orders/bulk', {
      method: 'POST',
      body: { orders: rows.slice(0, 2) },
      headers: { 'idempotency-key': 'batch-1' },
    });
    expect(created.status, created.raw.body).toBe(201);
    expect(created.body.feed.map((r: { row: number }) => r.row)).toEqual([0, 1]);
    const stored = await ordersOf(1);
    expect(stored.map((o) => [o.code, o.receiver]).sort()).toEqual(
      created.body.feed.map((r: { code: string }, i: number) => [r.code, rows[i]!.receiver]).sort(),
    );
    const replay = await v1(key, '/orders/bulk', {
      method: 'POST',
      body: { orders: rows.slice(0, 2) },
      headers: { 'idempotency-key': 'batch-1' },
    });
    expect(replay.body).toEqual(created.body);
    expect(await ordersOf(1)).toHaveLength(2);
  });

  it('lists with a cursor, newest first, by status and creation days, without repeats', async () => {
    const key = await keyFor('merchant@demo.test');
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await createOrder(t.database.db, 1, { status: i % 2 === 0 ? 1 : 2 }));
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await v1(key, `/orders?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status, res.raw.body).toBe(200);
      seen.push(...res.body.feed.map((o: { code: string }) => o.code));
      cursor = res.body.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(made.map((o) => o.code).reverse());

    const saved = await v1(key, '/orders?status=saved');
    expect(saved.body.feed.map((o: { code: string }) => o.code)).toEqual([
      made[4]!.code,
      made[2]!.code,
      made[0]!.code,
    ]);
    expect(saved.body.next_cursor).toBeNull();
    const tomorrow = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await v1(key, `/orders?created_from=${tomorrow}`)).body.feed).toEqual([]);
    expect((await v1(key, `/orders?created_to=${tomorrow}`)).body.feed).toHaveLength(5);
    expect((await v1(key, '/orders?status=lost')).status).toBe(422);
    for (const query of ['cursor=99999999999', 'cursor=2147483648', 'created_from=2026-13-45', 'limit=101'])
      expect((await v1(key, `/orders?${query}`)).status, query).toBe(422);
  });

  it('gets, sends and cancels by code through the state machine; another client’s code is 404', async () => {
    const key = await keyFor('merchant@demo.test');
    const mine = await createOrder(t.database.db, 1, { status: 1 });
    const other = await createAccount(t.database.db);
    const theirs = await createOrder(t.database.db, other.clientId, { status: 1 });

    const got = await v1(key, `/orders/${mine.code}`);
    expect(got.body.feed).toMatchObject({
      code: mine.code,
      status: 1,
      actions: expect.arrayContaining(['send']),
    });
    for (const [method, url] of [
      ['GET', `/orders/${theirs.code}`],
      ['POST', `/orders/${theirs.code}/send`],
    ] as const) {
      const res = await v1(key, url, { method });
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }

    expect((await v1(key, `/orders/${mine.code}/send`, { method: 'POST' })).status).toBe(200);
    expect((await v1(key, `/orders/${mine.code}`)).body.feed.status).toBe(2);
    const again = await v1(key, `/orders/${mine.code}/send`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ORDER_ACTION_NOT_ALLOWED');

    const reasons = await v1(key, '/cancel-reasons');
    const type = reasons.body.feed[0].id;
    const foreignCancel = await v1(key, `/orders/${theirs.code}/cancel`, { method: 'POST', body: { type } });
    expect(foreignCancel.status).toBe(404);
    const given = await createOrder(t.database.db, 1, { status: 7 });
    expect((await v1(key, `/orders/${given.code}/cancel`, { method: 'POST', body: { type } })).status).toBe(
      409,
    );
  });
});

describe('/api/v1 tickets, places and docs', () => {
  it('opens and lists tickets with the portal’s service', async () => {
    const key = await keyFor('merchant@demo.test');
    const created = await v1(key, '/tickets', {
      method: 'POST',
      body: { type: 2, inquiry_type_id: 2, description: 'How do I change my pickup address?' },
    });
    expect(created.status, created.raw.body).toBe(201);
    const list = await v1(key, '/tickets');
    expect(list.body.feed.data.map((x: { id: number }) => x.id)).toContain(created.body.feed.id);
    const invalid = await v1(key, '/tickets', { method: 'POST', body: { type: 2, description: 'x' } });
    expect(invalid.status).toBe(422);
  });

  it('publishes the OpenAPI document of /api/v1 only, without a key', async () => {
    const doc = await t.call({ url: '/api/v1/docs' });
    expect(doc.status).toBe(200);
    // Paths relative to the one server, so that a generated client calls /api/v1/orders, not /api/v1/api/v1/orders.
    expect(doc.body.servers).toEqual([{ url: '/api/v1' }]);
    const paths = Object.keys(doc.body.paths);
    expect(paths).toEqual(expect.arrayContaining(['/orders', '/orders/bulk', '/tickets']));
    expect(paths.some((p) => p.startsWith('/api/'))).toBe(false);
  });
});

describe('/api/v1 rate limit', () => {
  it('answers 429 with Retry-After past the budget of a key', async () => {
    const key = await keyFor('merchant@demo.test');
    const limited = await buildTestApp({ env: { RATE_LIMIT_API: '3' }, clock: t.clock });
    try {
      const call = () =>
        limited.inject({ url: '/api/v1/governorates', headers: { authorization: `Bearer ${key}` } });
      for (let i = 0; i < 3; i++) expect((await call()).statusCode).toBe(200);
      const over = await call();
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.json()).toMatchObject({ success: 0, code: 'TOO_MANY_REQUESTS' });
      // Another client's key has its own budget.
      const otherKey = await keyFor((await createAccount(t.database.db)).email);
      expect(
        (
          await limited.inject({
            url: '/api/v1/governorates',
            headers: { authorization: `Bearer ${otherKey}` },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
