import { handInListResponseSchema, orderStatuses } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { createAccount, createOrder } from './support/factories';
import { newCaptain } from './support/captains';
import { useTestApp } from './support/harness';
import { sheetsOf } from './support/xlsx';

/**
 * Issue 36 §8: the supplies desk and the captains' cash as streamed xlsx, with the desks' filters and
 * roles; the supplies export marks each order whose cash the captain handed in (§5, decision 058).
 */
const t = useTestApp();
const db = () => t.database.db;

const deliveredBy = (clientId: number, captainId: number, received: string) =>
  createOrder(db(), clientId, {
    status: orderStatuses.given,
    captainId,
    amountToBeCollected: received,
    receivedAmount: received,
    shippingCost: '30.00',
    deliveryDate: t.clock.now(),
  });
const file = async (url: string, token: string, lang: 'ar' | 'en' = 'en') => {
  const res = await t.call({ url, token, lang });
  expect(res.status, res.raw.body.slice(0, 300)).toBe(200);
  expect(res.raw.headers['content-disposition']).toMatch(
    /attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.xlsx"/,
  );
  const [sheet] = await sheetsOf(res.raw.rawPayload);
  return sheet!;
};

describe('staff exports of supplies and captains’ cash', () => {
  it('streams the supplied orders with whether their cash reached the company, and the hand-ins', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const ops = await t.staffTokenFor('ops@demo.test');
    const captainId = await newCaptain(t, admin);
    const { clientId } = await createAccount(db());
    const handed = [
      await deliveredBy(clientId, captainId, '150.50'),
      await deliveredBy(clientId, captainId, '200.00'),
    ];
    const hand = await t.call({
      method: 'POST',
      url: `/api/ops/captains/${captainId}/hand-ins`,
      token: ops,
      body: { handed: '340.50', note: '=SUM(A1)' },
    });
    expect(hand.status, hand.raw.body).toBe(200);
    const still = await deliveredBy(clientId, captainId, '99.99'); // delivered after the hand-in
    const paid = await t.call({
      method: 'POST',
      url: '/api/ops/supplies',
      token: ops,
      body: { client_id: clientId, method: 'cash' },
    });
    expect(paid.status, paid.raw.body).toBe(200);

    const supplies = await file(`/api/ops/supplies/export?client_id=${clientId}`, ops);
    expect(supplies.name).toBe('Supplied orders');
    expect(supplies.rows[0]).toEqual(expect.arrayContaining(['Order code', 'Cash reached the company']));
    const codeAt = (supplies.rows[0] as string[]).indexOf('Order code');
    const cashAt = (supplies.rows[0] as string[]).indexOf('Cash reached the company');
    const byCode = new Map(supplies.rows.slice(1).map((r) => [String(r[codeAt]), r[cashAt]]));
    expect(byCode).toEqual(
      new Map([
        [still.code, 'Not yet'],
        [handed[1]!.code, 'Yes'],
        [handed[0]!.code, 'Yes'],
      ]),
    );
    // Each line's kind, as on the merchant's statement (decision 076): these are deliveries.
    const kindAt = (supplies.rows[0] as string[]).indexOf('Line');
    expect(supplies.rows.slice(1).map((r) => r[kindAt])).toEqual(['Delivery', 'Delivery', 'Delivery']);
    // Arabic: right to left, Arabic headers and values.
    const ar = await file(`/api/ops/supplies/export?client_id=${clientId}`, ops, 'ar');
    expect(ar.name).toBe('الطلبات المورَّدة');
    expect(ar.rows.slice(1).map((r) => r[cashAt])).toEqual(['ليس بعد', 'نعم', 'نعم']);
    expect(ar.rows.slice(1).map((r) => r[kindAt])).toEqual(['توصيل', 'توصيل', 'توصيل']);

    const cash = await file(`/api/ops/captain-hand-ins/export?captain_id=${captainId}`, ops);
    const list = handInListResponseSchema.parse(
      (await t.call({ url: `/api/ops/captain-hand-ins?captain_id=${captainId}`, token: ops })).body,
    );
    expect(cash.rows.slice(1).map((r) => r[0])).toEqual(list.feed.map((h) => h.id));
    expect(cash.rows[1]).toEqual(
      expect.arrayContaining([list.feed[0]!.captain, 2, 350.5, 340.5, -10, 'Shortage', "'=SUM(A1)"]),
    );
    const open = await file(`/api/ops/captain-hand-ins/export?captain_id=${captainId}&filter=open`, ops);
    expect(open.rows).toHaveLength(2);
  });

  it('answers only the desks’ roles', async () => {
    const support = await t.staffTokenFor('support@demo.test');
    for (const url of ['/api/ops/supplies/export', '/api/ops/captain-hand-ins/export'])
      expect((await t.call({ url, token: support })).status).toBe(403);
    const { email } = await createAccount(db());
    const token = await t.tokenFor(email);
    expect((await t.call({ url: '/api/ops/supplies/export', token })).status).toBe(401);
  });
});
