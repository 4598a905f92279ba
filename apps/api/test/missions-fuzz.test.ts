import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMission } from './support/factories';
import { useTestApp } from './support/harness';
import { multipart } from './support/xlsx';

// docs/quality.md R9 for the mission, dashboard and help routes: hostile input never makes the server fail (5xx)
// and always gets the envelope.
const t = useTestApp();

const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '\u200f٠١٠١٢٣٤٥٦٧٨',
    '\u200b',
    '😀'.repeat(20),
    "' OR 1=1 --",
    '2030-02-30',
    '2030-13',
    '1,4,9',
    '-1',
    '99999999999999',
    'x'.repeat(2_000),
    '\u0000',
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, fc.integer()), { maxLength: 4 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 2 }),
);
const fields = [
  'type',
  'status',
  'code',
  'captain_id',
  'created_at',
  'due_date',
  'execution_date',
  'address_id',
  'month',
  'payment_way_id',
  'bank_account_id',
  'branch_id',
  'notes',
  'reason',
  'date_from',
  'date_to',
  'name',
  'page',
  'perPage',
];
const body = fc.oneof(fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: 6 }), hostileValue);
const queryValue = fc.oneof(hostileString, fc.integer().map(String));

const postRoutes = [
  '/api/client/mission/all',
  '/api/client/mission/add',
  '/api/client/mission/submit',
  '/api/client/mission/advanced-search-submit',
  '/api/client/mission/export-my-missions',
  '/api/client/faq',
  '/api/client/popular_videos',
];
const queryRoutes: Array<[string, string, string[]]> = [
  ['POST', '/api/client/mission/all', ['page', 'perPage', 'max_mission_updated_at']],
  ['POST', '/api/client/mission/details', ['id']],
  ['POST', '/api/client/mission/terminate', ['id', 'reason_id']],
  ['GET', '/api/client/mission/mission-orders', ['id', 'page', 'perPage']],
  ['GET', '/api/client/mission/papers', ['id']],
  ['GET', '/api/client/mission/previews', ['id', 'type']],
  ['GET', '/api/client/mission/excel', ['id', 'type']],
];

describe('fuzzing the mission and dashboard routes (R9)', () => {
  it('never answers 5xx to hostile bodies', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...postRoutes), body, async (url, payload) => {
        const res = await t.call({
          method: 'POST',
          url,
          body: JSON.stringify(payload ?? null),
          token,
          lang: 'en',
        });
        expect(res.status, `${url} ${JSON.stringify(payload)?.slice(0, 200)}`).toBeLessThan(500);
        if (res.headers['content-type']?.toString().includes('json'))
          expect([0, 1]).toContain(res.body.success);
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('never answers 5xx to hostile query strings', async () => {
    const token = await t.tokenFor('frozen@demo.test');
    const mission = await createMission(t.database.db, 3);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...queryRoutes),
        fc.array(queryValue, { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        async ([method, path, names], values, realId) => {
          const params = new URLSearchParams(
            names.map((n, i): [string, string] => [
              n,
              n === 'id' && realId ? String(mission.id) : values[i]!,
            ]),
          );
          const url = `${path}?${params.toString()}`;
          const res = await t.call({ method: method as 'GET' | 'POST', url, token });
          expect(res.status, url).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);

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
