import { reasonTypes, translate } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/clients-users';
import { companies } from '../src/db/schema/companies';
import { orders } from '../src/db/schema/orders';
import { reasons } from '../src/db/schema/reasons';
import { createOrder } from './support/factories';
import { useTestApp } from './support/harness';

/**
 * Issue 12 point 4: every id a client sends on the order form (`order/submit`, `order/edit/submit`) must
 * exist and be its own, or be refused with 422 and a field error in the caller's language; never stored,
 * never a 500 from a foreign key. One test per reference the form carries.
 */
const t = useTestApp();

const invalid = { ar: translate('validation.invalid', 'ar'), en: translate('validation.invalid', 'en') };

async function place(token: string) {
  const govs = await t.call({ url: '/api/client/get-government', token, lang: 'en' });
  const cairo = govs.body.feed.find((g: { name: string }) => g.name === 'Cairo');
  const areas = await t.call({ url: `/api/client/get-area/${cairo.id}`, token, lang: 'en' });
  return { government: cairo.id as number, area: areas.body.feed[0].id as number };
}

const form = (geo: { government: number; area: number }, extra: Record<string, unknown> = {}) => ({
  receiver: 'محمد عبد الله',
  phone1: '01012345678',
  government: geo.government,
  area: geo.area,
  address: '12 شارع عباس العقاد',
  contentOrder: 'سماعات',
  collectedAmount: '250',
  ...extra,
});

async function clientOf(email: string) {
  const [row] = await t.database.db.select({ id: users.clientId }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** A company of the company demo client (never the merchant's). */
async function companyOf(clientId: number) {
  const [row] = await t.database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.clientId, clientId));
  return row!.id;
}

const ordersOf = (clientId: number) =>
  t.database.db.select().from(orders).where(eq(orders.clientId, clientId));

const submit = (token: string, body: unknown, lang: 'ar' | 'en' = 'ar') =>
  t.call({ method: 'POST', url: '/api/client/order/submit', token, body, lang });

describe('order/submit refuses ids that are not the client’s own', () => {
  it('stores the client’s own company', async () => {
    const token = await t.tokenFor('company@demo.test');
    const clientId = await clientOf('company@demo.test');
    const company = await companyOf(clientId);
    const before = (await ordersOf(clientId)).length;
    const res = await submit(token, form(await place(token), { company_id: company }));
    expect(res.status, res.raw.body).toBe(200);
    const rows = await ordersOf(clientId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((r) => r.id === res.body.id)).toMatchObject({ companyId: company });
  });

  it('refuses another client’s company_id with a field error in Arabic, and stores nothing', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const merchant = await clientOf('merchant@demo.test');
    const foreign = await companyOf(await clientOf('company@demo.test'));
    const res = await submit(token, form(await place(token), { company_id: foreign }));
    expect(res.status, res.raw.body).toBe(422);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { company_id: [invalid.ar] } });
    expect(await ordersOf(merchant)).toHaveLength(0);
  });

  it('refuses a company_id that does not exist with 422 in English, not 500', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const res = await submit(token, form(await place(token), { company_id: 2_147_483_000 }), 'en');
    expect(res.status, res.raw.body).toBe(422);
    expect(res.body.errors).toEqual({ company_id: [invalid.en] });
  });

  it('refuses product ids: no catalogue holds them for this client', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const res = await submit(
      token,
      form(await place(token), {
        products: [
          { product_id: 1, quantity: 2 },
          { product_id: 99, quantity: 1 },
        ],
      }),
    );
    expect(res.status, res.raw.body).toBe(422);
    expect(res.body.errors).toEqual({
      'products.0.product_id': [invalid.ar],
      'products.1.product_id': [invalid.ar],
    });
    expect(await ordersOf(await clientOf('merchant@demo.test'))).toHaveLength(0);
  });

  it('refuses a government or an area that does not exist', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const geo = await place(token);
    for (const wrong of [
      { ...geo, government: 2_147_483_000 },
      { ...geo, area: 2_147_483_000 },
    ]) {
      const res = await submit(token, form(wrong));
      expect(res.status, res.raw.body).toBe(422);
      expect(res.body.errors).toEqual({ area: [invalid.ar] });
    }
    expect(await ordersOf(await clientOf('merchant@demo.test'))).toHaveLength(0);
  });
});

describe('order/edit/submit refuses ids that are not the client’s own', () => {
  it('keeps the order unchanged when the edit names another client’s company or a product', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const merchant = await clientOf('merchant@demo.test');
    const order = await createOrder(t.database.db, merchant);
    const foreign = await companyOf(await clientOf('company@demo.test'));
    const geo = await place(token);
    for (const [extra, field] of [
      [{ company_id: foreign }, 'company_id'],
      [{ company_id: 2_147_483_000 }, 'company_id'],
      [{ products: [{ product_id: 5, quantity: 1 }] }, 'products.0.product_id'],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url: '/api/client/order/edit/submit',
        token,
        lang: 'en',
        body: { ...form(geo, extra), id: order.id },
      });
      expect(res.status, res.raw.body).toBe(422);
      expect(res.body.errors).toEqual({ [field]: [invalid.en] });
    }
    const [row] = await ordersOf(merchant);
    expect(row).toMatchObject({ companyId: null, products: null, receiver: 'محمد علي' });
  });
});

describe('GET order/get_delay_reasons?type', () => {
  const names = async (type: number) =>
    (
      await t.database.db
        .select({ name: reasons.nameEn })
        .from(reasons)
        .where(eq(reasons.type, type))
        .orderBy(reasons.sortOrder, reasons.id)
    ).map((r) => r.name);

  it('answers the reasons of the asked type: type 5 by default, type 6 the mission termination reasons', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const get = (query: string) =>
      t.call({ url: `/api/client/order/get_delay_reasons?perPage=100${query}`, token, lang: 'en' });
    const byName = (res: { body: { feed: { name: string }[] } }) => res.body.feed.map((r) => r.name);

    const delay = await names(reasonTypes.order_delay);
    const termination = await names(reasonTypes.mission_termination);
    expect(termination.length).toBeGreaterThan(0);
    expect(termination).not.toEqual(delay);
    expect(byName(await get(''))).toEqual(delay);
    expect(byName(await get('&type=5'))).toEqual(delay);
    expect(byName(await get('&type=6'))).toEqual(termination);
  });

  it('refuses a type that is not a reason type', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const res = await t.call({ url: '/api/client/order/get_delay_reasons?type=3', token, lang: 'en' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ type: [translate('validation.invalid', 'en')] });
  });
});
