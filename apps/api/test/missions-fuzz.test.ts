import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/harness';
import { multipart } from './support/xlsx';

// docs/quality.md R9 for the multipart routes: bodies that cannot be read get the envelope, never a 5xx.
// Every route's fields are fuzzed from the OpenAPI documents in openapi-fuzz.test.ts.
const t = useTestApp();

const postRoutes = [
  '/api/client/mission/all',
  '/api/client/mission/add',
  '/api/client/mission/submit',
  '/api/client/mission/advanced-search-submit',
  '/api/client/mission/export-my-missions',
  '/api/client/faq',
  '/api/client/popular_videos',
];
describe('multipart bodies that cannot be read (R9)', () => {
  // Issue 12 point 5: a multipart body that cannot be read is the client's 400 (or 422), never a 500.
  it('answers truncated, unbounded or garbled multipart bodies with 4xx, never 5xx', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { payload, headers } = multipart({
      type: '2',
      date_from: '2030-01-01',
      date_to: '2030-01-02',
      code: 'M-1',
      address_id: '1',
      due_date: '2030-01-01',
      notes: 'x'.repeat(50),
    });
    const type = headers['content-type']!;
    const malformed: [Buffer | string, string][] = [
      [payload.subarray(0, 60), type],
      [payload.subarray(0, payload.length - 10), type],
      [payload, 'multipart/form-data'],
      [payload, 'multipart/form-data; boundary=nope'],
      [payload, 'multipart/form-data; boundary='],
      [Buffer.from('\u0000\u0001garbage'), type],
      ['', type],
    ];
    const bodyOptional = [
      '/api/client/mission/all',
      '/api/client/mission/add',
      '/api/client/mission/terminate',
    ];
    const missionRoutes = postRoutes.filter((r) => r.includes('/mission/'));
    for (const url of [...missionRoutes, '/api/client/mission/terminate?id=1&reason_id=1']) {
      for (const [body, contentType] of malformed) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { 'content-type': contentType, authorization: `Bearer ${token}`, 'accept-language': 'en' },
        });
        const what = `${url} ${contentType} ${body.length}`;
        // A body where the boundary never occurs (or no body) reads as a form without fields: the routes
        // whose body is optional answer, the others want fields (422).
        const allowed = bodyOptional.some((r) => url.startsWith(r)) ? [200, 400, 422] : [400, 422];
        expect(allowed, `${what} ${res.body}`).toContain(res.statusCode);
        expect(res.json(), what).toMatchObject({ success: res.statusCode === 200 ? 1 : 0 });
      }
    }
  });

  it('names a body it cannot read BAD_REQUEST in the user’s language, on every multipart route', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { payload, headers } = multipart({ date_from: '2030-01-01', date_to: '2030-01-02' });
    for (const url of [
      '/api/client/mission/all',
      '/api/client/mission/advanced-search-submit',
      '/api/client/mission/submit',
      '/api/client/mission/export-my-missions',
      '/api/client/order/export-my-orders',
      '/api/client/order/add-excelsheet',
      '/api/client/order/add-excelsheet/smart',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: payload.subarray(0, payload.length - 10),
        headers: { ...headers, authorization: `Bearer ${token}`, 'accept-language': 'ar' },
      });
      expect(res.statusCode, `${url} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        success: 0,
        code: 'BAD_REQUEST',
        error_msg: 'تعذّرت قراءة الطلب. حاول مرة أخرى',
      });
    }
  });
});
