import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/harness';
import { apiKeyFor } from './support/merchant-api';

// docs/quality.md R9: hostile input never makes the server fail (5xx) and always gets the error envelope.
const t = useTestApp();

const hostileString = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u200f٠١٠١٢٣٤٥٦٧٨',
    '\u200b',
    '😀'.repeat(30),
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'x'.repeat(5_000),
    '\u0000',
    'merchant@demo.test',
    // Ids one past the 32-bit columns and far beyond (a 500 once, now a 422).
    '2147483648',
    '999999999999',
  ),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.constantFrom(2_147_483_648, Number.MAX_SAFE_INTEGER, -1, 0),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);
const fieldNames = [
  'email',
  'password',
  'code',
  'password_confirmation',
  'old_password',
  'logout_devices',
  'id',
  'codes',
  'receiver',
  'phone1',
  'government',
  'area',
  'collectedAmount',
  'delayDate',
  'type',
  'order_id',
  'rate',
  'ids',
  'created_at',
  'company_id',
  'products',
  'reason_id',
  'import_id',
  'status',
  'max_notification_id',
  'latitude',
  'longitude',
  'radius',
  'client_location_id',
  'client_attend_from_every_where',
  'date_from',
  'date_to',
  'name',
  'message',
  'mission_code',
  '__proto__',
  'constructor',
];
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), hostileValue, { maxKeys: 6 }),
  fc.dictionary(hostileString, hostileValue, { maxKeys: 4 }),
  hostileValue,
);

const publicRoutes = [
  '/api/client/login',
  '/api/client/send-otp',
  '/api/client/check-otp',
  '/api/client/reset',
];
const sessionRoutes = [
  '/api/client/change-password',
  '/api/client/web/profile',
  '/api/client/restored',
  '/api/client/user/walkthrough',
  '/api/client/order/SavedOrder?page=1',
  '/api/client/order/search',
  '/api/client/order/advanced-search-submit',
  '/api/client/order/submit',
  '/api/client/order/edit/submit',
  '/api/client/order/change-to-urgent',
  '/api/client/order/canceled',
  '/api/client/order/client_rate',
  '/api/client/order/resend-request',
  '/api/client/order/delay-request',
  '/api/client/order/return-on-sender/save',
  '/api/client/order/print',
  '/api/client/costs/client',
  '/api/client/companies',
  '/api/client/notification/fetch?page=1',
  '/api/client/notification/read-all',
  '/api/client/notification/save-settings',
  '/api/client/get-employee',
  '/api/client/user/add',
  '/api/client/user/edit',
  '/api/client/user/revoke_token',
  '/api/client/user/attendance',
  '/api/client/user/export-attendance',
  '/api/client/conversations?is_read=0',
  '/api/client/order/messages?id=1',
  '/api/client/order/push-message',
  '/api/client/mission/push-message',
  '/api/client/link-with-apis/check-otp',
];
const merchantApiRoutes = [
  '/api/v1/orders',
  '/api/v1/orders/bulk',
  '/api/v1/orders/00000001/cancel',
  '/api/v1/tickets',
];

describe('fuzzing the auth and order routes (R9)', () => {
  it('never answers 5xx, always with the envelope, whatever the body', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...publicRoutes, ...sessionRoutes),
        body,
        fc.constantFrom('ar', 'en'),
        async (url, payload, lang) => {
          const res = await t.call({
            method: 'POST',
            url,
            body: JSON.stringify(payload ?? null),
            token: sessionRoutes.includes(url) ? token : null,
            lang: lang as 'ar' | 'en',
          });
          expect(res.status, `${url} ${JSON.stringify(payload)?.slice(0, 200)}`).toBeLessThan(500);
          expect([0, 1]).toContain(res.body.success);
          if (res.body.success === 0) expect(typeof res.body.error_msg).toBe('string');
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);

  it('never answers 5xx from the merchant API (/api/v1), whatever the body', async () => {
    const key = await apiKeyFor(t, 'merchant@demo.test');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...merchantApiRoutes),
        fc.oneof(body, fc.record({ orders: fc.array(body, { maxLength: 4 }) })),
        async (url, payload) => {
          const res = await t.call({
            method: 'POST',
            url,
            body: JSON.stringify(payload ?? null),
            token: key,
          });
          expect(res.status, `${url} ${JSON.stringify(payload)?.slice(0, 200)}`).toBeLessThan(500);
          expect([0, 1]).toContain(res.body.success);
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);

  it('answers broken JSON, wrong content types and odd methods with the envelope', async () => {
    for (const [payload, type] of [
      ['{"email":', 'application/json'],
      ['email=a@b.co&password=12345678', 'application/x-www-form-urlencoded'],
      ['\u0000\u0001', 'application/octet-stream'],
      ['[]', 'application/json'],
    ] as const) {
      const res = await t.call({
        method: 'POST',
        url: '/api/client/login',
        body: payload,
        headers: { 'content-type': type },
      });
      expect(res.status, `${type} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toMatchObject({ success: 0 });
    }
  });
});
