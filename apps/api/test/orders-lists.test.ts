import { orderListNames, orderListStatusCodes, orderStatuses } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { seedDemoOrders } from '../src/db/seed/demo-orders';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

const t = useTestApp();
const list = (name: string, token: string, body: unknown = {}, query = '') =>
  t.call({ method: 'POST', url: `/api/client/order/${name}${query}`, token, body, lang: 'en' });

describe('the seven order lists', () => {
  it('each shows only its status, newest first, with the total', async () => {
    await seedDemoOrders(t.database.db);
    const token = await t.tokenFor('merchant@demo.test');
    for (const name of orderListNames) {
      const res = await list(name, token, {}, '?page=1&perPage=5');
      expect(res.status, name).toBe(200);
      // The demo has 8 orders per status; a list shows its status and those it also shows (decision 018).
      const codes = orderListStatusCodes(name);
      expect(res.body.feed_count, name).toBe(8 * codes.length);
      expect(res.body.feed).toHaveLength(5);
      expect(
        res.body.feed.every((o: { status: number }) => codes.includes(o.status)),
        name,
      ).toBe(true);
      const ids = res.body.feed.map((o: { id: number }) => o.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(res.body.max_order_updated_at).toEqual(expect.any(String));
    }
  });

  it('pages through a list without gaps or repeats, from both ends', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const created = [];
    for (let i = 0; i < 23; i++) created.push((await createOrder(t.database.db, 1)).id);
    const seen: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const res = await list('SavedOrder', token, {}, `?page=${page}&perPage=5`);
      expect(res.body.feed_count).toBe(23);
      seen.push(...res.body.feed.map((o: { id: number }) => o.id));
    }
    expect(seen).toEqual([...created].reverse());
    const beyond = await list('SavedOrder', token, {}, '?page=6&perPage=5');
    expect(beyond.body.feed).toEqual([]);
  });

  it('filters by each list filter', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const target = await createOrder(t.database.db, 1, {
      receiver: 'سلمى إبراهيم',
      phone1: '01234567890',
      invoiceNumber: 'INV-555',
      secondClient: 'متجر الورد',
    });
    await createOrder(t.database.db, 1);
    const only = async (body: Record<string, unknown>) => {
      const res = await list('SavedOrder', token, body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      return res.body.feed.map((o: { id: number }) => o.id);
    };
    expect(await only({ code: target.code })).toEqual([target.id]);
    expect(await only({ invoice_number: 'INV-555' })).toEqual([target.id]);
    expect(await only({ receiver: 'سلمى' })).toEqual([target.id]);
    expect(await only({ phone1: '0123' })).toEqual([target.id]);
    expect(await only({ second_client: 'الورد' })).toEqual([target.id]);
    expect(await only({ code: '', receiver: '' })).toHaveLength(2);
    expect(await only({ receiver: '%' })).toEqual([]);
    // Latin letters are matched ignoring case; Arabic (no case) is matched as typed, by `like`.
    const latin = await createOrder(t.database.db, 1, {
      receiver: 'Salma Ibrahim',
      secondClient: 'Rose Shop',
    });
    expect(await only({ receiver: 'salma IBR' })).toEqual([latin.id]);
    expect(await only({ second_client: 'rose shop' })).toEqual([latin.id]);
  });

  it('with max_order_updated_at answers only what changed since, and what left the list', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const a = await createOrder(t.database.db, 1);
    const b = await createOrder(t.database.db, 1);
    const first = await list('SavedOrder', token);
    const marker = first.body.max_order_updated_at;
    // Nothing changed: nothing comes back (the marker keeps the database's microseconds).
    const unchanged = await list(
      'SavedOrder',
      token,
      {},
      `?max_order_updated_at=${encodeURIComponent(marker)}`,
    );
    expect(unchanged.body.feed).toEqual([]);
    expect(unchanged.body.left_ids).toEqual([]);
    // The marker is the database's time of the factory rows; the test clock was set before them, and a
    // loaded machine can take more than a second to get here: move well past the marker.
    t.clock.advance(60_000);
    await t.call({ method: 'POST', url: `/api/client/order/change-to-sent?id=${a.id}`, token });
    await t.call({ method: 'POST', url: '/api/client/order/change-to-urgent', token, body: { id: b.id } });
    const since = await list('SavedOrder', token, {}, `?max_order_updated_at=${encodeURIComponent(marker)}`);
    expect(since.status, since.raw.body).toBe(200);
    expect(since.body.feed.map((o: { id: number }) => o.id)).toEqual([b.id]);
    expect(since.body.left_ids).toEqual([a.id]);
    expect(since.body.feed_count).toBe(1);
    expect(new Date(since.body.max_order_updated_at).getTime()).toBeGreaterThan(new Date(marker).getTime());
  });

  it('never shows another client’s orders', async () => {
    const other = await createAccount(t.database.db);
    await createOrder(t.database.db, other.clientId);
    const token = await t.tokenFor('merchant@demo.test');
    expect((await list('SavedOrder', token)).body.feed_count).toBe(0);
  });

  it('answers 404 for an unknown list and 422 for bad paging', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    expect((await list('EveryOrder', token)).status).toBe(404);
    // spec §7: "with empty filters" — a client may also send no body at all
    expect((await t.call({ method: 'POST', url: '/api/client/order/SavedOrder', token })).status).toBe(200);
    expect((await list('SavedOrder', token, {}, '?perPage=500')).status).toBe(422);
    expect((await list('SavedOrder', token, {}, '?max_order_updated_at=yesterday')).status).toBe(422);
  });
});

describe('quick and advanced search', () => {
  it('finds many codes separated by spaces, commas and new lines, and names the ones not found', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const a = await createOrder(t.database.db, 1);
    const b = await createOrder(t.database.db, 1, { status: orderStatuses.given });
    const other = await createAccount(t.database.db);
    const foreign = await createOrder(t.database.db, other.clientId);
    const res = await t.call({
      method: 'POST',
      url: '/api/client/order/search',
      token,
      body: { codes: `${a.code}, ${b.code}\n${foreign.code}  99999999،EG${a.code}` },
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.feed.map((o: { id: number }) => o.id).sort()).toEqual([a.id, b.id].sort());
    expect(res.body.not_found).toEqual([foreign.code, '99999999']);
    expect(
      (await t.call({ method: 'POST', url: '/api/client/order/search', token, body: { codes: ' ' } })).status,
    ).toBe(422);
  });

  it('searches by every kind of advanced field and pages the result', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const target = await createOrder(t.database.db, 1, {
      status: orderStatuses.given,
      receiver: 'حسام الدين',
      amountToBeCollected: '321.00',
      receivedAmount: '321.00',
      deliveryDate: new Date('2026-10-05T10:00:00Z'),
      returnReason: null,
      captainId: 1,
      branchId: 1,
    });
    await createOrder(t.database.db, 1, { status: orderStatuses.given, amountToBeCollected: '100.00' });
    const search = async (body: Record<string, unknown>) => {
      const res = await t.call({
        method: 'POST',
        url: '/api/client/order/advanced-search-submit',
        token,
        body,
      });
      expect(res.status, `${JSON.stringify(body)} ${res.raw.body}`).toBe(200);
      return res.body.feed.map((o: { id: number }) => o.id);
    };
    expect(await search({ status: 7, amount_to_be_collected: '321' })).toEqual([target.id]);
    expect(await search({ received_amount: '321.00' })).toEqual([target.id]);
    expect(await search({ delivery_date: '2026-10-05' })).toEqual([target.id]);
    expect(await search({ delivery_date: '2026-10-06' })).toEqual([]);
    expect(await search({ captain_id: 1, branch_id: 1 })).toEqual([target.id]);
    expect(await search({ bar_code: 'nothing' })).toEqual([]);
    expect(await search({ receiver: 'حسام', status: '' })).toEqual([target.id]);
    expect((await search({ page: 1, perPage: 1 })).length).toBe(1);
    const bad = await t.call({
      method: 'POST',
      url: '/api/client/order/advanced-search-submit',
      token,
      body: { created_at: '5/10/2026' },
    });
    expect(bad.status).toBe(422);
    // An impossible day used to reach PostgreSQL and answer 500.
    for (const created_at of ['2026-13-45', '2026-02-30']) {
      const impossible = await t.call({
        method: 'POST',
        url: '/api/client/order/advanced-search-submit',
        token,
        body: { created_at },
      });
      expect(impossible.status, created_at).toBe(422);
      expect(impossible.body.errors).toHaveProperty('created_at');
    }
    // A status past the column's smallint range reached PostgreSQL and answered 500 (found by fuzz.test.ts).
    for (const status of [32768, 99, 999_999_999]) {
      const unknown = await t.call({
        method: 'POST',
        url: '/api/client/order/advanced-search-submit',
        token,
        body: { status },
      });
      expect(unknown.status, String(status)).toBe(422);
      expect(unknown.body.errors).toHaveProperty('status');
    }
  });

  it('prints only the caller’s orders', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const a = await createOrder(t.database.db, 1);
    const other = await createAccount(t.database.db);
    const foreign = await createOrder(t.database.db, other.clientId);
    const ok = await t.call({ method: 'POST', url: '/api/client/order/print', token, body: { ids: [a.id] } });
    expect(ok.body.feed).toHaveLength(1);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/client/order/print',
          token,
          body: { ids: [a.id, foreign.id] },
        })
      ).status,
    ).toBe(404);
  });

  it('shows the log of an order, newest first, paged', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, 1);
    await t.call({ method: 'POST', url: `/api/client/order/change-to-sent?id=${order.id}`, token });
    await t.call({ method: 'POST', url: `/api/client/order/change-to-saved?id=${order.id}`, token });
    const res = await t.call({ url: `/api/client/order/log?code=${order.code}&page=1&perPage=2`, token });
    expect(res.body.feed_count).toBe(3);
    expect(res.body.feed.map((l: { action: string }) => l.action)).toEqual(['unsend', 'send']);
    expect(res.body.feed[0]).toMatchObject({ from_status: 2, to_status: 1, by: 'أحمد سالم' });
    const other = await createAccount(t.database.db);
    const foreign = await createOrder(t.database.db, other.clientId);
    expect((await t.call({ url: `/api/client/order/log?code=${foreign.code}`, token })).status).toBe(404);
  });

  it('finds an order by its id as well as its code, and answers the code (issue 41.3)', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, 1);
    const byId = await t.call({
      method: 'POST',
      url: `/api/client/order/web-details?code=${order.id}`,
      token,
    });
    expect(byId.status).toBe(200);
    expect(byId.body.feed).toMatchObject({ id: order.id, code: order.code });
    const log = await t.call({ url: `/api/client/order/log?code=${order.id}`, token });
    expect(log.body).toMatchObject({ order_id: order.id, code: order.code });
    // Another client's id is not found, as its code is not.
    const other = await createAccount(t.database.db);
    const foreign = await createOrder(t.database.db, other.clientId);
    const refused = await t.call({
      method: 'POST',
      url: `/api/client/order/web-details?code=${foreign.id}`,
      token,
    });
    expect(refused.status).toBe(404);
  });
});

describe('lookups, costs and companies', () => {
  it('lists governments, areas, branches and captains in the caller’s language', async () => {
    const token = await t.tokenFor('employee@demo.test');
    const govs = await t.call({ url: '/api/client/get-government', token, lang: 'en' });
    expect(govs.body.feed[0]).toEqual({ id: 1, name: 'Cairo' });
    const ar = await t.call({ url: '/api/client/get-government', token });
    expect(ar.body.feed[0].name).toBe('القاهرة');
    const areas = await t.call({ url: '/api/client/get-area/1', token, lang: 'en' });
    expect(areas.body.feed.map((a: { name: string }) => a.name)).toContain('Nasr City');
    expect((await t.call({ url: '/api/client/get-area/abc', token })).status).toBe(422);
    const branches = await t.call({ url: '/api/client/branch/get?search=nasr&page=1', token, lang: 'en' });
    expect(branches.body.feed[0].name).toMatch(/Nasr/);
    const captains = await t.call({ url: '/api/client/captain/get?page=2&perPage=10', token });
    expect(captains.body.feed).toHaveLength(10);
    const select = await t.call({ url: '/api/client/captain/selectCaptains?search=01', token });
    expect(select.body.feed.length).toBeGreaterThan(0);
  });

  it('answers the client’s own costs, home and office, with paging and a name filter', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const home = await t.call({
      method: 'POST',
      url: '/api/client/costs/client',
      token,
      body: { page: 1, perPage: 5 },
      lang: 'en',
    });
    expect(home.body.feed_count).toBe(27);
    expect(home.body.feed[0]).toMatchObject({ government: 'Cairo', price: '45.00' });
    const office = await t.call({
      method: 'POST',
      url: '/api/client/costs/office?name=alex',
      token,
      lang: 'en',
    });
    expect(office.body.feed).toEqual([expect.objectContaining({ government: 'Alexandria', price: '45.00' })]);
    const other = await createAccount(t.database.db);
    const none = await t.call({
      method: 'POST',
      url: '/api/client/costs/client',
      token: await t.tokenFor(other.email),
    });
    expect(none.body.feed_count).toBe(0);
  });

  it('lists the companies of a client with has_company', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/client/companies',
      token: await t.tokenFor('company@demo.test'),
    });
    expect(res.body.feed_count).toBe(3);
    const none = await t.call({
      method: 'POST',
      url: '/api/client/companies',
      token: await t.tokenFor('merchant@demo.test'),
    });
    expect(none.body.feed_count).toBe(0);
  });
});

describe('text the database cannot store', () => {
  it('answers a NUL character in a filter or a form with 422, never 500', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const filter = await t.call({
      method: 'POST',
      url: '/api/client/order/SavedOrder',
      token,
      body: { code: '\u0000' },
    });
    expect(filter.status).toBeLessThan(500);
    const search = await t.call({
      method: 'POST',
      url: '/api/client/order/search',
      token,
      body: { codes: 'a\u0000b' },
    });
    expect(search.status).toBeLessThan(500);
    const missions = await t.call({
      method: 'POST',
      url: '/api/client/mission/all',
      token,
      body: { code: '\u0000' },
    });
    expect(missions.status).toBeLessThan(500);
  });
});
