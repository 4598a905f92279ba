import { orderStatuses } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLogs, orders } from '../src/db/schema/orders';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

const t = useTestApp();

async function cairoArea(token: string) {
  const govs = await t.call({ url: '/api/client/get-government', token, lang: 'en' });
  const cairo = govs.body.feed.find((g: { name: string }) => g.name === 'Cairo');
  const areas = await t.call({ url: `/api/client/get-area/${cairo.id}`, token, lang: 'en' });
  const nasr = areas.body.feed.find((a: { name: string }) => a.name === 'Nasr City');
  const alex = govs.body.feed.find((g: { name: string }) => g.name === 'Alexandria');
  return { government: cairo.id as number, area: nasr.id as number, alexandria: alex.id as number };
}

const form = (geo: { government: number; area: number }) => ({
  receiver: 'محمد عبد الله',
  phone1: '٠١٠١٢٣٤٥٦٧٨',
  phone2: '',
  government: geo.government,
  area: geo.area,
  address: '12 شارع عباس العقاد',
  contentOrder: 'سماعات',
  collectedAmount: '250.5',
  sender: '',
  notes: 'اتصل قبل الوصول',
  invoice_number: 'INV-77',
});

const orderRows = async (clientId = 1) =>
  t.database.db.select().from(orders).where(eq(orders.clientId, clientId));

describe('POST order/add and order/submit', () => {
  it('gives the form what it needs: governments, the client’s prices and companies', async () => {
    const token = await t.tokenFor('company@demo.test');
    const res = await t.call({ method: 'POST', url: '/api/client/order/add', token, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.feed).toHaveLength(27);
    expect(res.body.payload_feed.prices).toHaveLength(27);
    expect(
      res.body.payload_feed.prices.find(
        (p: { government_id: number }) => p.government_id === res.body.feed[0].id,
      ).price,
    ).toBe('45.00');
    expect(res.body.payload_feed.companies.length).toBeGreaterThan(0);
  });

  it('creates a saved order with its code, the shipping cost from the client’s table, and a log row', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const geo = await cairoArea(token);
    const res = await t.call({ method: 'POST', url: '/api/client/order/submit', token, body: form(geo) });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body).toMatchObject({ success: 1, code: expect.stringMatching(/^\d{8}$/) });
    const [row] = await orderRows();
    expect(row).toMatchObject({
      code: res.body.code,
      barCode: `EG${res.body.code}`,
      status: orderStatuses.saved,
      phone1: '01012345678',
      phone2: null,
      secondClient: null,
      amountToBeCollected: '250.50',
      shippingCost: '45.00',
      invoiceNumber: 'INV-77',
      userId: expect.any(Number),
    });
    const logs = await t.database.db.select().from(orderLogs).where(eq(orderLogs.orderId, row!.id));
    expect(logs).toMatchObject([{ action: 'create', toStatus: 1, actorName: 'أحمد سالم' }]);
    const details = await t.call({
      method: 'POST',
      url: `/api/client/order/web-details?code=${res.body.code}`,
      token,
      lang: 'en',
    });
    expect(details.body.feed).toMatchObject({
      government: 'Cairo',
      area: 'Nasr City',
      status: 1,
      actions: ['send', 'archive', 'urgent', 'edit', 'edit_amount'],
    });
  });

  it.each([
    [
      'ar',
      {
        receiver: ['أدخل 3 أحرف على الأقل'],
        phone1: ['رقم الهاتف يجب أن يبدأ بـ 01 أو بكود المحافظة'],
        collectedAmount: ['لا يمكن أن يكون المبلغ أقل من صفر'],
      },
    ],
    [
      'en',
      {
        receiver: ['Enter at least 3 characters'],
        phone1: ['The phone number must start with 01 or a governorate code'],
        collectedAmount: ['The amount cannot be below zero'],
      },
    ],
  ] as const)('answers field errors in %s and creates nothing', async (lang, errors) => {
    const token = await t.tokenFor('merchant@demo.test');
    const geo = await cairoArea(token);
    const res = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      lang,
      body: { ...form(geo), receiver: 'م', phone1: '09123456789', collectedAmount: '-5' },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors).toEqual(errors);
    expect(await orderRows()).toHaveLength(0);
  });

  it('refuses an area that is not in the chosen governorate', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const geo = await cairoArea(token);
    const res = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      body: form({ government: geo.alexandria, area: geo.area }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('area');
    expect(await orderRows()).toHaveLength(0);
  });

  it('creates exactly one order for 200 concurrent submits with the same Idempotency-Key (docs/quality.md R2)', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const geo = await cairoArea(token);
    const body = form(geo);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.call({
          method: 'POST',
          url: '/api/client/order/submit',
          token,
          body,
          headers: { 'idempotency-key': 'same-key-1' },
        }),
      ),
    );
    // Every answer is the one order (the statuses listed, so a failure says what came back instead).
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(new Set(results.map((r) => r.body.code)).size).toBe(1);
    expect(await orderRows()).toHaveLength(1);

    const other = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      lang: 'en',
      body: { ...body, receiver: 'شخص آخر' },
      headers: { 'idempotency-key': 'same-key-1' },
    });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await orderRows()).toHaveLength(1);

    // Without a key, each submit is a new order; keys are per client.
    await t.call({ method: 'POST', url: '/api/client/order/submit', token, body });
    expect(await orderRows()).toHaveLength(2);
  });

  it('keeps another client’s key apart', async () => {
    const other = await createAccount(t.database.db);
    const mine = await t.tokenFor('merchant@demo.test');
    const theirs = await t.tokenFor(other.email);
    const geo = await cairoArea(mine);
    const headers = { 'idempotency-key': 'shared-key' };
    const a = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token: mine,
      body: form(geo),
      headers,
    });
    const b = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token: theirs,
      body: form(geo),
      headers,
    });
    expect(a.body.code).not.toBe(b.body.code);
    expect(await orderRows(other.clientId)).toHaveLength(1);
  });
});

describe('order/edit and order/edit/submit', () => {
  it('loads the order with the governments and saves the change with a log of what changed', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const geo = await cairoArea(token);
    const created = await t.call({ method: 'POST', url: '/api/client/order/submit', token, body: form(geo) });
    const edit = await t.call({ method: 'POST', url: `/api/client/order/edit?id=${created.body.id}`, token });
    expect(edit.status).toBe(200);
    expect(edit.body.feed.governments).toHaveLength(27);
    expect(edit.body.feed.order).toMatchObject({ code: created.body.code, receiver: 'محمد عبد الله' });

    // spec §5 reasonCollectedAmount (decision 070): a new amount says why, in 3 characters or more.
    const body = { ...form(geo), id: created.body.id, receiver: 'محمود عبد الله', collectedAmount: '300' };
    const url = '/api/client/order/edit/submit';
    const unexplained = await t.call({ method: 'POST', url, token, body, lang: 'en' });
    expect(unexplained.status).toBe(422);
    expect(Object.keys(unexplained.body.errors)).toEqual(['reasonCollectedAmount']);
    const short = await t.call({
      method: 'POST',
      url,
      token,
      body: { ...body, reasonCollectedAmount: 'لا' },
    });
    expect(short.status).toBe(422);
    expect(Object.keys(short.body.errors)).toEqual(['reasonCollectedAmount']);
    const saved = await t.call({
      method: 'POST',
      url,
      token,
      body: { ...body, reasonCollectedAmount: 'العميل أضاف قطعة' },
    });
    expect(saved.status, saved.raw.body).toBe(200);
    const [row] = await orderRows();
    expect(row).toMatchObject({ receiver: 'محمود عبد الله', amountToBeCollected: '300.00' });
    const [, log] = await t.database.db
      .select()
      .from(orderLogs)
      .where(eq(orderLogs.orderId, row!.id))
      .orderBy(orderLogs.id);
    expect(log).toMatchObject({ action: 'edit', note: 'العميل أضاف قطعة' });
    expect(Object.keys(log!.changes ?? {}).sort()).toEqual(['amountToBeCollected', 'receiver']);
  });

  it('refuses a new amount once a captain carries the parcel: "cannot edit amount in this status"', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const geo = await cairoArea(token);
    const order = await createOrder(t.database.db, 1, {
      status: orderStatuses.with_captain,
      governorateId: geo.government,
      areaId: geo.area,
    });
    const body = { ...form(geo), id: order.id, collectedAmount: '999' };
    const res = await t.call({
      method: 'POST',
      url: '/api/client/order/edit/submit',
      token,
      body,
      lang: 'en',
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'AMOUNT_NOT_EDITABLE',
      error_msg: 'cannot edit amount in this status',
    });
    // the same amount with another address is fine
    const same = await t.call({
      method: 'POST',
      url: '/api/client/order/edit/submit',
      token,
      body: { ...body, collectedAmount: '150', address: 'عنوان جديد 5' },
    });
    expect(same.status, same.raw.body).toBe(200);
    expect((await orderRows())[0]).toMatchObject({ amountToBeCollected: '150.00', address: 'عنوان جديد 5' });
  });

  it('cannot edit a delivered order, nor another client’s', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const geo = await cairoArea(token);
    const given = await createOrder(t.database.db, 1, { status: orderStatuses.given });
    const res = await t.call({
      method: 'POST',
      url: '/api/client/order/edit/submit',
      token,
      body: { ...form(geo), id: given.id },
    });
    expect(res.status).toBe(409);
    const other = await createAccount(t.database.db);
    const foreign = await createOrder(t.database.db, other.clientId);
    expect(
      (await t.call({ method: 'POST', url: `/api/client/order/edit?id=${foreign.id}`, token })).status,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/client/order/edit/submit',
          token,
          body: { ...form(geo), id: foreign.id },
        })
      ).status,
    ).toBe(404);
  });
});
