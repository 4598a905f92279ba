import { businessTimeZone, orderStatuses, reasonTypes } from '@courier/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areas } from '../src/db/schema/geo';
import { orders } from '../src/db/schema/orders';
import { createAccount, createOrder, createUser, firstReasonId } from './support/factories';
import { useTestApp } from './support/harness';
import { orderRows, postFile, templateHeaders, xlsxOf } from './support/xlsx';

// The order-list page cache (decision 033): a page read twice is served from memory the second time, so
// each test reads a list (twice: cached), writes the orders one way, and reads it again. The test clock
// stands still, so a write does not move max(updated_at): only the version of the orders tells.
const t = useTestApp();
const merchant = 1;

type Page = {
  feed: { id: number; receiver: string; is_urgent: number; area: string; actions: string[] }[];
  feed_count: number;
};
async function list(name: string, token: string, query = '?page=1&perPage=20'): Promise<Page> {
  const res = await t.call({
    method: 'POST',
    url: `/api/client/order/${name}${query}`,
    token,
    body: {},
    lang: 'en',
  });
  expect(res.status, res.raw.body).toBe(200);
  return res.body as Page;
}
/** Read twice, so the second answer (and the next unchanged one) is the cached page. */
async function cachedList(name: string, token: string): Promise<Page> {
  const first = await list(name, token);
  expect(await list(name, token)).toEqual(first);
  return first;
}
const ids = (page: Page) => page.feed.map((o) => o.id);

async function cairoNasrCity(token: string) {
  const govs = await t.call({ url: '/api/client/get-government', token, lang: 'en' });
  const cairo = govs.body.feed.find((g: { name: string }) => g.name === 'Cairo');
  const areas = await t.call({ url: `/api/client/get-area/${cairo.id}`, token, lang: 'en' });
  const nasr = areas.body.feed.find((a: { name: string }) => a.name === 'Nasr City');
  return { government: cairo.id as number, area: nasr.id as number };
}

describe('the order-list page cache is never stale', () => {
  it('after an order is created from the form', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    await createOrder(t.database.db, merchant);
    const before = await cachedList('SavedOrder', token);
    const geo = await cairoNasrCity(token);
    const res = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      body: {
        receiver: 'محمد عبد الله',
        phone1: '01012345678',
        government: geo.government,
        area: geo.area,
        address: '12 شارع عباس العقاد',
        contentOrder: 'سماعات',
        collectedAmount: '250',
      },
    });
    expect(res.status, res.raw.body).toBe(200);
    const after = await list('SavedOrder', token);
    expect(after.feed_count).toBe(before.feed_count + 1);
    expect(ids(after)[0]).toBe(res.body.id);
  });

  it('after an import', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const before = await cachedList('SavedOrder', token);
    const file = await xlsxOf(templateHeaders.ar, orderRows(2));
    const res = await postFile(t, '/api/client/order/add-excelsheet', file, { token });
    expect(res.status, res.raw.body).toBe(200);
    expect((await list('SavedOrder', token)).feed_count).toBe(before.feed_count + 2);
  });

  it('after an edit and a change in place (urgent), with the clock standing still', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, merchant);
    await cachedList('SavedOrder', token);
    const form = await t.call({ method: 'POST', url: `/api/client/order/edit?id=${order.id}`, token });
    const o = form.body.feed.order;
    const edit = await t.call({
      method: 'POST',
      url: '/api/client/order/edit/submit',
      token,
      body: {
        id: order.id,
        receiver: 'اسم جديد',
        phone1: o.phone1,
        government: o.government_id,
        area: o.area_id,
        address: o.address,
        contentOrder: o.content,
        collectedAmount: o.amount_to_be_collected,
      },
    });
    expect(edit.status, edit.raw.body).toBe(200);
    expect((await cachedList('SavedOrder', token)).feed[0]!.receiver).toBe('اسم جديد');
    const urgent = await t.call({
      method: 'POST',
      url: '/api/client/order/change-to-urgent',
      token,
      body: { id: order.id },
    });
    expect(urgent.status, urgent.raw.body).toBe(200);
    expect((await list('SavedOrder', token)).feed[0]!.is_urgent).toBe(1);
  });

  it('after a move by the client (send) and a cancel', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const saved = await createOrder(t.database.db, merchant);
    const underway = await createOrder(t.database.db, merchant, { status: orderStatuses.underway });
    expect(ids(await cachedList('SavedOrder', token))).toContain(saved.id);
    expect(ids(await cachedList('SentOrder', token))).not.toContain(saved.id);
    expect(ids(await cachedList('UnderwayOrder', token))).toContain(underway.id);
    const sent = await t.call({
      method: 'POST',
      url: `/api/client/order/change-to-sent?id=${saved.id}`,
      token,
    });
    expect(sent.status, sent.raw.body).toBe(200);
    expect(ids(await list('SavedOrder', token))).not.toContain(saved.id);
    expect(ids(await list('SentOrder', token))).toContain(saved.id);
    const cancel = await t.call({
      method: 'POST',
      url: '/api/client/order/canceled',
      token,
      body: { id: underway.id, type: await firstReasonId(t.database.db, reasonTypes.order_delay) },
    });
    expect(cancel.status, cancel.raw.body).toBe(200);
    expect(ids(await list('UnderwayOrder', token))).not.toContain(underway.id);
  });

  it('after a staff move and a supply', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const ops = await t.staffTokenFor('ops@demo.test');
    const sent = await createOrder(t.database.db, merchant, { status: orderStatuses.sent });
    const given = await createOrder(t.database.db, merchant, {
      status: orderStatuses.given,
      amountToBeCollected: '100.00',
      receivedAmount: '100.00',
      shippingCost: '10.00',
      deliveryDate: t.clock.now(),
    });
    expect(ids(await cachedList('SentOrder', token))).toContain(sent.id);
    expect(ids(await cachedList('GivenOrder', token))).toContain(given.id);
    const move = await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      token: ops,
      body: { codes: [sent.code], status: 'underway' },
      lang: 'en',
    });
    expect(move.status, move.raw.body).toBe(200);
    expect(ids(await list('SentOrder', token))).not.toContain(sent.id);
    const supply = await t.call({
      method: 'POST',
      url: '/api/ops/supplies',
      token: ops,
      body: { client_id: merchant, method: 'bank_transfer', reference: 'TRX-cache' },
      lang: 'en',
    });
    expect(supply.status, supply.raw.body).toBe(200);
    expect(ids(await list('GivenOrder', token))).not.toContain(given.id);
  });

  it('after a write made straight in the database (no service in between)', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const before = await cachedList('SavedOrder', token);
    const added = await createOrder(t.database.db, merchant);
    const after = await list('SavedOrder', token);
    expect(after.feed_count).toBe(before.feed_count + 1);
    expect(ids(after)[0]).toBe(added.id);
  });

  it('after a shared name changes by hand (an area: reference data, named back after)', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, merchant);
    const [row] = await t.database.db
      .select({ areaId: orders.areaId })
      .from(orders)
      .where(eq(orders.id, order.id));
    const [area] = await t.database.db
      .select({ nameEn: areas.nameEn })
      .from(areas)
      .where(eq(areas.id, row!.areaId));
    const areaOf = (page: Page) => page.feed.find((o) => o.id === order.id)!.area;
    expect(areaOf(await cachedList('SavedOrder', token))).toBe(area!.nameEn);
    const rename = (nameEn: string) =>
      t.database.db.update(areas).set({ nameEn }).where(eq(areas.id, row!.areaId));
    await rename('Renamed area');
    try {
      expect(areaOf(await cachedList('SavedOrder', token))).toBe('Renamed area');
    } finally {
      await rename(area!.nameEn);
    }
    expect(areaOf(await list('SavedOrder', token))).toBe(area!.nameEn);
  });
});

describe('the order-list page cache is never shared', () => {
  it('between clients: the same list, page and filters answer each client its own orders', async () => {
    const other = await createAccount(t.database.db);
    const mine = await createOrder(t.database.db, merchant);
    const theirs = await createOrder(t.database.db, other.clientId);
    const a = await cachedList('SavedOrder', await t.tokenFor('merchant@demo.test'));
    const b = await cachedList('SavedOrder', await t.tokenFor(other.email));
    expect(ids(a)).toContain(mine.id);
    expect(ids(a)).not.toContain(theirs.id);
    expect(ids(b)).toEqual([theirs.id]);
  });

  it('between the main account and a sub-user (the actions each may take differ)', async () => {
    await createOrder(t.database.db, merchant);
    const sub = await createUser(t.database.db, merchant);
    const main = await cachedList('SavedOrder', await t.tokenFor('merchant@demo.test'));
    const user = await cachedList('SavedOrder', await t.tokenFor(sub.email));
    expect(ids(user)).toEqual(ids(main));
    // Archiving is the main account's (decision 007): offered to it, never to a sub-user.
    expect(main.feed[0]!.actions).toContain('archive');
    expect(user.feed[0]!.actions).not.toContain('archive');
  });

  it('between pages, page sizes and filters', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const created = [];
    for (let i = 0; i < 5; i++) created.push((await createOrder(t.database.db, merchant)).id);
    const newest = [...created].reverse();
    expect(ids(await list('SavedOrder', token, '?page=1&perPage=2'))).toEqual(newest.slice(0, 2));
    expect(ids(await list('SavedOrder', token, '?page=2&perPage=2'))).toEqual(newest.slice(2, 4));
    expect(ids(await list('SavedOrder', token, '?page=1&perPage=3'))).toEqual(newest.slice(0, 3));
    const res = await t.call({
      method: 'POST',
      url: '/api/client/order/SavedOrder?page=1&perPage=2',
      token,
      body: { code: String((await createOrder(t.database.db, merchant, {})).code) },
      lang: 'en',
    });
    expect(res.body.feed).toHaveLength(1);
  });
});

describe('counts and pages of a large list', () => {
  /** `n` copies of one order of the merchant, in one statement (codes from the sequence). */
  async function manyOrders(n: number) {
    const model = await createOrder(t.database.db, merchant, { phone1: '01099999999' });
    await t.database.db.execute(sql`
      insert into orders (client_id, user_id, code, bar_code, receiver, phone1, governorate_id, area_id, address,
        content, amount_to_be_collected, status)
      select client_id, user_id, nextval('order_codes')::text, null, receiver, phone1, governorate_id, area_id,
        address, content, amount_to_be_collected, status
      from orders, generate_series(2, ${n}) where id = ${model.id}`);
    const rows = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.clientId, merchant))
      .orderBy(desc(orders.id));
    return rows.map((r) => r.id);
  }

  it('caps a filtered count ("1,000+") and keeps every page reachable, deep pages included', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const all = await manyOrders(2_100);
    const search = (body: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/client/order/advanced-search-submit', token, body, lang: 'en' });
    // Unfiltered: the exact total from the kept counts, and a page past offset 1,000 (ids skipped first).
    const deep = await search({ page: 22, perPage: 50 });
    expect(deep.body.feed_count).toBe(2_100);
    expect(deep.body.feed_count_capped).toBeUndefined();
    expect(deep.body.feed.map((o: { id: number }) => o.id)).toEqual(all.slice(1_050, 1_100));
    // Filtered: the count stops at 1,000 on the first pages, and grows with the page asked.
    const first = await search({ phone1: '010999', page: 1, perPage: 50 });
    expect(first.body).toMatchObject({ feed_count: 1_000, feed_count_capped: true });
    expect(first.body.feed.map((o: { id: number }) => o.id)).toEqual(all.slice(0, 50));
    const twentieth = await search({ phone1: '010999', page: 20, perPage: 50 });
    expect(twentieth.body).toMatchObject({ feed_count: 1_200, feed_count_capped: true });
    const later = await search({ phone1: '010999', page: 25, perPage: 50 });
    expect(later.body.feed.map((o: { id: number }) => o.id)).toEqual(all.slice(1_200, 1_250));
    // A receiver substring is counted to the cap from the newest end; a day's page sorts the day's ids only.
    const byName = await search({ receiver: 'علي', page: 1, perPage: 50 });
    expect(byName.body).toMatchObject({ feed_count: 1_000, feed_count_capped: true });
    expect(byName.body.feed.map((o: { id: number }) => o.id)).toEqual(all.slice(0, 50));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: businessTimeZone }).format(new Date());
    const byDay = await search({ created_at: today, page: 2, perPage: 50 });
    expect(byDay.body).toMatchObject({ feed_count: 1_000, feed_count_capped: true });
    expect(byDay.body.feed.map((o: { id: number }) => o.id)).toEqual(all.slice(50, 100));
    // Under the cap the count is exact.
    const few = await search({ phone1: '010999', status: 1, perPage: 50, code: all[5]!.toString() });
    expect(few.body.feed_count_capped).toBeUndefined();
  });
});
