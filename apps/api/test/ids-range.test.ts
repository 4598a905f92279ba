import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/harness';

// Ids are 32-bit integer columns. One past the largest must be a 422 from validation, never a database
// error (a 500): the same id rule serves every route and field below.
const t = useTestApp();
const tooBig = '2147483648';

const cases: { method: 'GET' | 'POST'; url: string; body?: unknown }[] = [
  { method: 'POST', url: `/api/client/order/edit?id=${tooBig}` },
  { method: 'POST', url: '/api/client/order/change-to-urgent', body: { id: tooBig } },
  { method: 'POST', url: '/api/client/order/canceled', body: { id: tooBig, type: 1 } },
  { method: 'POST', url: '/api/client/order/canceled', body: { id: 1, type: tooBig } },
  { method: 'POST', url: '/api/client/order/client_rate', body: { order_id: tooBig, rate: 3 } },
  { method: 'POST', url: '/api/client/order/print', body: { ids: [tooBig] } },
  { method: 'POST', url: `/api/client/mission/details?id=${tooBig}` },
  { method: 'POST', url: `/api/client/mission/terminate?id=${tooBig}&reason_id=1` },
  { method: 'POST', url: `/api/client/mission/terminate?id=1&reason_id=${tooBig}` },
  { method: 'GET', url: `/api/client/mission/mission-orders?id=${tooBig}` },
  { method: 'GET', url: `/api/client/mission/previews?id=${tooBig}&type=1` },
  { method: 'POST', url: '/api/client/order/add-excelsheet/correct', body: { import_id: tooBig, rows: [] } },
];

describe('ids beyond the 32-bit columns (issue: 500 on id=2147483648)', () => {
  it.each(cases)('$method $url answers 422 with the envelope', async ({ method, url, body }) => {
    const token = await t.tokenFor('merchant@demo.test');
    const res = await t.call({
      method,
      url,
      token,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ success: 0 });
  });
});

// Issue 33 point 5: a search text is matched as text, and as an id only when a column can hold it; a
// number past the 32-bit ids (or 25 digits) finds nothing by id instead of failing the query (a 500).
describe('searching a number beyond the 32-bit ids', () => {
  it.each([tooBig, '9'.repeat(25), '1'])('GET /api/ops/clients?search=%s answers 200', async (search) => {
    const token = await t.staffTokenFor('ops@demo.test');
    const res = await t.call({ url: `/api/ops/clients?search=${search}`, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.success).toBe(1);
    if (search === '1') expect(res.body.feed.map((c: { id: number }) => c.id)).toContain(1);
  });
});
