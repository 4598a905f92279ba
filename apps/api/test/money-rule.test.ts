import { orderStatuses } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';
import { apiKeyFor } from './support/merchant-api';
import { orderRow, postFile, templateHeaders, xlsxOf } from './support/xlsx';

/**
 * Issue 35 §4, decision 052: one money rule on every path. An amount with more than 2 decimals is a
 * field error in the caller's language, never rounded (0.001 was stored as 0.00, 100.005 as 100.01).
 */
const t = useTestApp();
const tooFine = ['0.001', '100.005', '12.345'];
const en = 'Enter at most 2 decimal places';
const ar = 'أدخل رقمين عشريين على الأكثر';

async function place(token: string) {
  const govs = await t.call({ url: '/api/client/get-government', token, lang: 'en' });
  const cairo = govs.body.feed.find((g: { name: string }) => g.name === 'Cairo');
  const areas = await t.call({ url: `/api/client/get-area/${cairo.id}`, token, lang: 'en' });
  const nasr = areas.body.feed.find((a: { name: string }) => a.name === 'Nasr City');
  return { government: cairo.id as number, area: nasr.id as number };
}

const form = (geo: { government: number; area: number }, collectedAmount: string) => ({
  receiver: 'محمد عبد الله',
  phone1: '01012345678',
  government: geo.government,
  area: geo.area,
  address: '12 شارع عباس العقاد',
  contentOrder: 'سماعات',
  collectedAmount,
});

describe('the one money rule: at most 2 decimals, never rounded', () => {
  it('the order form, its edit and the merchant API refuse 3 decimals with a field error (ar and en)', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const geo = await place(token);
    for (const amount of tooFine) {
      const res = await t.call({
        method: 'POST',
        url: '/api/client/order/submit',
        token,
        body: form(geo, amount),
        lang: 'en',
      });
      expect(res.status, amount).toBe(422);
      expect(res.body.errors).toEqual({ collectedAmount: [en] });
    }
    const arabic = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      body: form(geo, '100.005'),
    });
    expect(arabic.body.errors).toEqual({ collectedAmount: [ar] });
    const ok = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      body: form(geo, '100.5'),
    });
    expect(ok.status, ok.raw.body).toBe(200);

    const edit = await t.call({
      method: 'POST',
      url: '/api/client/order/edit/submit',
      token,
      body: { ...form(geo, '100.005'), id: ok.body.id },
      lang: 'en',
    });
    expect(edit.status).toBe(422);
    expect(edit.body.errors).toEqual({ collectedAmount: [en] });

    const key = await apiKeyFor(t, 'merchant@demo.test');
    const api = await t.call({
      method: 'POST',
      url: '/api/v1/orders',
      token: key,
      body: form(geo, '0.001'),
      lang: 'en',
    });
    expect(api.status).toBe(422);
    expect(api.body.errors).toMatchObject({ collectedAmount: [en] });
  });

  it('a sheet import names the row and column of an amount with 3 decimals and creates nothing', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const file = await xlsxOf(templateHeaders.ar, [
      orderRow({ amount: 100.005 }, 0),
      orderRow({ amount: '0.001' }, 1),
    ]);
    const res = await postFile(t, '/api/client/order/add-excelsheet', file, { token, lang: 'en' });
    expect(res.status).toBe(422);
    expect(res.body.row_errors).toEqual([
      expect.objectContaining({ row: 2, field: 'collectedAmount', message: en }),
      expect.objectContaining({ row: 3, field: 'collectedAmount', message: en }),
    ]);
  });

  it('the ops desk refuses a received amount with 3 decimals with the same message', async () => {
    const ops = await t.staffTokenFor('ops@demo.test');
    const { clientId } = await createAccount(t.database.db);
    const order = await createOrder(t.database.db, clientId, { status: orderStatuses.with_captain });
    const res = await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      token: ops,
      body: { codes: [order.code], status: 'given', received_amount: '12.345' },
      lang: 'en',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ received_amount: [en] });
  });
});
