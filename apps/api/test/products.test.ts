import { translate } from '@courier/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/clients-users';
import { orders } from '../src/db/schema/orders';
import { products } from '../src/db/schema/stock';
import { createProductsRepository } from '../src/modules/products/products.repository';
import { createProductsService } from '../src/modules/products/products.service';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

/** Issue 9 "Products (stock)": the catalogue of a have_stock client, its paginator, its rules. */
const t = useTestApp();

const merchant = 'merchant@demo.test';

async function clientOf(email: string) {
  const [row] = await t.database.db.select({ id: users.clientId }).from(users).where(eq(users.email, email));
  return row!.id;
}

const add = (token: string, body: unknown, lang: 'ar' | 'en' = 'ar') =>
  t.call({ method: 'POST', url: '/api/client/products', token, body, lang });

async function addMany(clientId: number, count: number) {
  await t.database.db.insert(products).values(
    Array.from({ length: count }, (_, i) => ({
      clientId,
      productName: `Product ${i + 1}`,
      codeSky: `SKU-${i + 1}`,
      quantity: 10,
    })),
  );
}

describe('GET products', () => {
  it('answers a paginator that next_page_url walks to the end, newest first', async () => {
    const token = await t.tokenFor(merchant);
    await addMany(await clientOf(merchant), 23);
    const first = await t.call({ url: '/api/client/products?page=1&paginate=10', token });
    expect(first.status).toBe(200);
    expect(first.body.feed).toMatchObject({ current_page: 1, per_page: 10, total: 23, last_page: 3 });
    expect(first.body.feed.data).toHaveLength(10);
    expect(first.body.feed.data[0]).toMatchObject({
      product_name: 'Product 23',
      code_sky: 'SKU-23',
      selected: false,
    });
    expect(first.body.feed.data[0].product_id).toBe(first.body.feed.data[0].id);
    expect(first.body.feed.prev_page_url).toBeNull();

    const seen = [...first.body.feed.data];
    let next: string | null = first.body.feed.next_page_url;
    while (next) {
      const page = await t.call({ url: next, token });
      expect(page.status).toBe(200);
      seen.push(...page.body.feed.data);
      next = page.body.feed.next_page_url;
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen.map((p) => p.id)).size).toBe(23);
  });

  it('searches the name and the SKU, and keeps the search in next_page_url', async () => {
    const token = await t.tokenFor(merchant);
    await addMany(await clientOf(merchant), 25);
    const found = await t.call({ url: '/api/client/products?page=1&paginate=5&search=SKU-2', token });
    // SKU-2 and SKU-20 … SKU-25
    expect(found.body.feed.total).toBe(7);
    expect(found.body.feed.next_page_url).toContain('search=SKU-2');
    const none = await t.call({ url: '/api/client/products?search=%25', token });
    expect(none.body.feed.total).toBe(0);
  });

  it('refuses a client without stock (403) and bad paging (422)', async () => {
    const noStock = await t.call({
      url: '/api/client/products',
      token: await t.tokenFor('company@demo.test'),
    });
    expect(noStock.status).toBe(403);
    expect(noStock.body.code).toBe('FORBIDDEN');
    const token = await t.tokenFor(merchant);
    const bad = await t.call({ url: '/api/client/products?paginate=1000&page=x', token, lang: 'en' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['page', 'paginate']));
  });
});

describe('POST, PUT, DELETE products', () => {
  it('adds with quantity 1 by default, edits and deletes', async () => {
    const token = await t.tokenFor(merchant);
    const added = await add(token, { product_name: 'سماعة', code_sky: 'HP-100' });
    expect(added.status).toBe(200);
    expect(added.body.feed).toMatchObject({ product_name: 'سماعة', code_sky: 'HP-100', quantity: 1 });
    const id = added.body.feed.id;

    const edited = await t.call({
      method: 'PUT',
      url: '/api/client/products',
      token,
      body: { id, product_name: 'سماعة لاسلكية', code_sky: 'HP-101', quantity: '٧' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.feed).toMatchObject({
      id,
      product_name: 'سماعة لاسلكية',
      code_sky: 'HP-101',
      quantity: 7,
    });

    const removed = await t.call({ method: 'DELETE', url: `/api/client/products/delete/${id}`, token });
    expect(removed.status).toBe(200);
    const again = await t.call({ method: 'DELETE', url: `/api/client/products/delete/${id}`, token });
    expect(again.status).toBe(404);
  });

  it('needs a name and a SKU of 3 characters, in the caller’s language', async () => {
    const token = await t.tokenFor(merchant);
    const ar = await add(token, { product_name: 'ab', quantity: -1 });
    expect(ar.status).toBe(422);
    expect(ar.body.errors).toMatchObject({
      product_name: [translate('validation.minLength3', 'ar')],
      code_sky: [translate('validation.required', 'ar')],
      quantity: [translate('validation.numeric', 'ar')],
    });
    const en = await add(token, { product_name: 'Mouse', code_sky: ' x ' }, 'en');
    expect(en.body.errors).toEqual({ code_sky: [translate('validation.minLength3', 'en')] });
  });

  it('answers 409 with a field error for a SKU the client already has (any letter case)', async () => {
    const token = await t.tokenFor(merchant);
    expect((await add(token, { product_name: 'Mouse', code_sky: 'MS-1' })).status).toBe(200);
    const other = await add(token, { product_name: 'Mouse pad', code_sky: 'PAD-1' });
    const taken = await add(token, { product_name: 'Mouse 2', code_sky: 'ms-1' }, 'en');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      code: 'PRODUCT_SKU_TAKEN',
      error_msg: translate('errors.PRODUCT_SKU_TAKEN', 'en'),
      errors: { code_sky: [translate('products.skuTaken', 'en')] },
    });
    const renamed = await t.call({
      method: 'PUT',
      url: '/api/client/products',
      token,
      body: { id: other.body.feed.id, product_name: 'Mouse pad', code_sky: 'MS-1' },
    });
    expect(renamed.status).toBe(409);
  });

  it('lets another client use the same SKU, and answers 404 for another client’s product', async () => {
    const mine = await add(await t.tokenFor(merchant), { product_name: 'Mouse', code_sky: 'MS-1' });
    const other = await createAccount(t.database.db, { client: { haveStock: true } });
    const otherToken = await t.tokenFor(other.email);
    expect((await add(otherToken, { product_name: 'Mouse', code_sky: 'MS-1' })).status).toBe(200);
    const id = mine.body.feed.id;
    const put = await t.call({
      method: 'PUT',
      url: '/api/client/products',
      token: otherToken,
      body: { id, product_name: 'Stolen', code_sky: 'ST-1' },
    });
    expect(put.status).toBe(404);
    const del = await t.call({
      method: 'DELETE',
      url: `/api/client/products/delete/${id}`,
      token: otherToken,
    });
    expect(del.status).toBe(404);
    const bad = await t.call({ method: 'DELETE', url: '/api/client/products/delete/abc', token: otherToken });
    expect(bad.status).toBe(422);
  });

  it('refuses every write of a client without stock, and of a visitor', async () => {
    const token = await t.tokenFor('company@demo.test');
    expect((await add(token, { product_name: 'Mouse', code_sky: 'MS-1' })).status).toBe(403);
    expect((await t.call({ method: 'DELETE', url: '/api/client/products/delete/1', token })).status).toBe(
      403,
    );
    expect((await add('', { product_name: 'Mouse', code_sky: 'MS-1' })).status).toBe(401);
  });
});

describe('products on orders', () => {
  async function place(token: string) {
    const govs = await t.call({ url: '/api/client/get-government', token, lang: 'en' });
    const cairo = govs.body.feed.find((g: { name: string }) => g.name === 'Cairo');
    const areas = await t.call({ url: `/api/client/get-area/${cairo.id}`, token, lang: 'en' });
    return { government: cairo.id as number, area: areas.body.feed[0].id as number };
  }

  const form = (geo: { government: number; area: number }, lines: unknown) => ({
    receiver: 'محمد عبد الله',
    phone1: '01012345678',
    ...geo,
    address: '12 شارع عباس العقاد',
    contentOrder: 'سماعات',
    collectedAmount: '250',
    products: lines,
  });

  it('accepts the client’s own products and refuses another client’s or a repeated line', async () => {
    const token = await t.tokenFor(merchant);
    const geo = await place(token);
    const mine = (await add(token, { product_name: 'Mouse', code_sky: 'MS-1', quantity: 5 })).body.feed.id;
    const other = await createAccount(t.database.db, { client: { haveStock: true } });
    const theirs = (await add(await t.tokenFor(other.email), { product_name: 'Pad', code_sky: 'PD-1' })).body
      .feed.id;

    const ok = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      body: form(geo, [{ product_id: mine, quantity: 2 }]),
    });
    expect(ok.status, ok.raw.body).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.code, ok.body.code));
    expect(row!.products).toEqual([{ product_id: mine, quantity: 2 }]);

    const refused = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      body: form(geo, [
        { product_id: theirs, quantity: 1 },
        { product_id: mine, quantity: 1 },
        { product_id: mine, quantity: 1 },
      ]),
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'products.0.product_id',
      'products.2.product_id',
    ]);
  });

  it('keeps the order’s product lines when an edit sends none', async () => {
    const token = await t.tokenFor(merchant);
    const geo = await place(token);
    const id = (await add(token, { product_name: 'Mouse', code_sky: 'MS-1' })).body.feed.id;
    const made = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      body: form(geo, [{ product_id: id, quantity: 3 }]),
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.code, made.body.code));
    const { products: _lines, ...withoutLines } = form(geo, undefined);
    const edited = await t.call({
      method: 'POST',
      url: '/api/client/order/edit/submit',
      token,
      body: { ...withoutLines, receiver: 'محمود سامي', id: row!.id },
    });
    expect(edited.status, edited.raw.body).toBe(200);
    const [after] = await t.database.db.select().from(orders).where(eq(orders.id, row!.id));
    expect(after).toMatchObject({ receiver: 'محمود سامي', products: [{ product_id: id, quantity: 3 }] });
  });

  it('consumeForDeliveredOrders takes delivered lines out of stock, never below zero', async () => {
    const clientId = await clientOf(merchant);
    const token = await t.tokenFor(merchant);
    const a = (await add(token, { product_name: 'Mouse', code_sky: 'MS-1', quantity: 5 })).body.feed.id;
    const b = (await add(token, { product_name: 'Pad', code_sky: 'PD-1', quantity: 1 })).body.feed.id;
    const other = await createAccount(t.database.db, { client: { haveStock: true } });
    const first = await createOrder(t.database.db, clientId, {
      status: 7,
      products: [
        { product_id: a, quantity: 2 },
        { product_id: b, quantity: 3 },
      ],
    });
    const second = await createOrder(t.database.db, clientId, {
      status: 7,
      products: [{ product_id: a, quantity: 1 }],
    });
    // A line naming the merchant's product on another client's order changes nothing.
    const foreign = await createOrder(t.database.db, other.clientId, {
      status: 7,
      products: [{ product_id: a, quantity: 1 }],
    });
    const service = createProductsService({ products: createProductsRepository(t.database.db) });
    await t.database.db.transaction(async (tx) =>
      service.consumeForDeliveredOrders(tx as never, [first.id, second.id, foreign.id]),
    );
    const rows = await t.database.db
      .select({ id: products.id, quantity: products.quantity })
      .from(products)
      .where(inArray(products.id, [a, b]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.quantity]))).toEqual({ [a]: 2, [b]: 0 });
  });
});
