import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMission } from './support/factories';
import { useTestApp } from './support/harness';

// QUALITY R9 for the mission, dashboard and help routes: hostile input never makes the server fail (5xx)
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
});
