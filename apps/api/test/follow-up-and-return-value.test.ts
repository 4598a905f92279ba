import { orderStatuses } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/orders';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';
import { apiKeyFor, v1OrderForm, v1Place } from './support/merchant-api';
import { orderRow, postFile, templateHeaders, xlsxOf } from './support/xlsx';

/**
 * Decision 078 (issue 41.4): spec §5's follow-up mobile and return value have fields. The follow-up
 * mobile: optional on the order form (add, edit, merchant API, a sheet column named so), the phone rule
 * and "must start with 0", stored and answered as `follow_up_mobile`. The return value: required on the
 * return-on-sender request, the one money rule (never rounded), stored and shown on the desk's queue.
 */
const t = useTestApp();
const startZero = 'The mobile number must start with 0';

async function cairo(token: string) {
  const govs = await t.call({ url: '/api/client/get-government', token, lang: 'en' });
  const gov = govs.body.feed.find((g: { name: string }) => g.name === 'Cairo');
  const areas = await t.call({ url: `/api/client/get-area/${gov.id}`, token, lang: 'en' });
  const nasr = areas.body.feed.find((a: { name: string }) => a.name === 'Nasr City');
  return { government: gov.id as number, area: nasr.id as number };
}

const form = (geo: { government: number; area: number }, followUpMobile?: string) => ({
  receiver: 'محمد عبد الله',
  phone1: '01012345678',
  government: geo.government,
  area: geo.area,
  address: '12 شارع عباس العقاد',
  contentOrder: 'سماعات',
  collectedAmount: '250.5',
  ...(followUpMobile === undefined ? {} : { followUpMobile }),
});

const rowOf = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('follow-up mobile (spec §5)', () => {
  it('the form stores it (normalised), the details answer it, the edit changes it, bad ones are refused', async () => {
    const { email } = await createAccount(t.database.db);
    const token = await t.tokenFor(email);
    const geo = await cairo(token);
    const bad = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      body: form(geo, '11012345678'),
      lang: 'en',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ followUpMobile: [startZero] });
    const short = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      body: form(geo, '0101'),
      lang: 'en',
    });
    expect(Object.keys(short.body.errors)).toEqual(['followUpMobile']);

    const made = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      body: form(geo, '+20 11 1234 5678'),
    });
    expect(made.status, made.raw.body).toBe(200);
    expect((await rowOf(made.body.id)).followUpMobile).toBe('01112345678');
    const { code } = await rowOf(made.body.id);
    const details = await t.call({
      method: 'POST',
      url: `/api/client/order/web-details?code=${code}`,
      token,
    });
    expect(details.body.feed.follow_up_mobile).toBe('01112345678');

    const edited = await t.call({
      method: 'POST',
      url: '/api/client/order/edit/submit',
      token,
      body: { ...form(geo, '01212345678'), id: made.body.id },
    });
    expect(edited.status, edited.raw.body).toBe(200);
    expect((await rowOf(made.body.id)).followUpMobile).toBe('01212345678');

    const without = await t.call({ method: 'POST', url: '/api/client/order/submit', token, body: form(geo) });
    expect((await rowOf(without.body.id)).followUpMobile).toBeNull();
  });

  it('the merchant API takes it where it takes the other phone and answers it', async () => {
    const key = await apiKeyFor(t, 'merchant@demo.test');
    const geo = await v1Place(t, key);
    const refused = await t.call({
      method: 'POST',
      url: '/api/v1/orders',
      token: key,
      body: { ...v1OrderForm(geo), followUpMobile: '21012345678' },
      lang: 'en',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({ followUpMobile: [startZero] });
    const made = await t.call({
      method: 'POST',
      url: '/api/v1/orders',
      token: key,
      body: { ...v1OrderForm(geo), followUpMobile: '01098765432' },
    });
    expect([200, 201], made.raw.body).toContain(made.status);
    const code = (made.body.feed?.code ?? made.body.code) as string;
    const read = await t.call({ url: `/api/v1/orders/${code}`, token: key });
    expect(read.status, read.raw.body).toBe(200);
    expect(read.body.feed.follow_up_mobile).toBe('01098765432');
  });

  it('a sheet column named "Follow-up mobile" (or "موبايل المتابعة") fills it, checked like the form', async () => {
    const { email, clientId } = await createAccount(t.database.db);
    const token = await t.tokenFor(email);
    const url = '/api/client/order/add-excelsheet';
    const good = await xlsxOf(
      [...templateHeaders.ar, 'موبايل المتابعة'],
      [
        [...orderRow({ invoice: 'FU-1' }, 0), '01512345678'],
        [...orderRow({ invoice: 'FU-2' }, 1), ''],
      ],
    );
    const res = await postFile(t, url, good, { token, lang: 'en' });
    expect(res.status, res.raw.body).toBe(200);
    const made = await t.database.db.select().from(orders).where(eq(orders.clientId, clientId));
    const byInvoice = new Map(made.map((o) => [o.invoiceNumber, o.followUpMobile]));
    expect(byInvoice.get('FU-1')).toBe('01512345678');
    expect(byInvoice.get('FU-2')).toBeNull();

    const bad = await xlsxOf(
      [...templateHeaders.en, 'Follow-up mobile'],
      [[...orderRow({ invoice: 'FU-3' }, 0), '1512345678']],
    );
    const refused = await postFile(t, url, bad, { token, lang: 'en' });
    expect(refused.status).toBe(422);
    expect(refused.body.row_errors).toEqual([
      expect.objectContaining({ row: 2, field: 'followUpMobile', message: startZero }),
    ]);
  });
});

describe('return value (spec §5) on the return-on-sender request', () => {
  const ask = (token: string, body: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
    t.call({ method: 'POST', url: '/api/client/order/return-on-sender/save', token, body, lang });

  it('is required, follows the money rule (never rounded), is stored and reaches the desk in words', async () => {
    const m = await createAccount(t.database.db);
    const token = await t.tokenFor(m.email);
    const order = await createOrder(t.database.db, m.clientId, { status: orderStatuses.sent });

    const missing = await ask(token, { id: order.id });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ returnValue: ['This field is required'] });
    const fine = await ask(token, { id: order.id, returnValue: '100.005' });
    expect(fine.body.errors).toEqual({ returnValue: ['Enter at most 2 decimal places'] });
    const negative = await ask(token, { id: order.id, returnValue: '-3' }, 'ar');
    expect(Object.keys(negative.body.errors)).toEqual(['returnValue']);
    expect((await rowOf(order.id)).returnRequestedAt).toBeNull();

    const ok = await ask(token, { id: order.id, returnValue: '٣٥٠٫٧٥' });
    expect(ok.status, ok.raw.body).toBe(200);
    expect((await rowOf(order.id)).returnValue).toBe('350.75');

    const ops = await t.staffTokenFor('ops@demo.test');
    const queue = await t.call({ url: '/api/ops/requests?perPage=100', token: ops, lang: 'en' });
    const item = queue.body.feed.find((r: { order_id: number }) => r.order_id === order.id);
    expect(item.kind).toBe('return_on_sender');
    expect(item.details).toBe('Return value: EGP 350.75');
  });
});
