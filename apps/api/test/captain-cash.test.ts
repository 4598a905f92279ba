import { handInListResponseSchema, orderStatuses } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captainHandInOrders } from '../src/db/schema/captain-cash';
import { orders } from '../src/db/schema/orders';
import { createAccount, createOrder } from './support/factories';
import { newCaptain } from './support/captains';
import { useTestApp } from './support/harness';

/** Issue 36 §5, decision 058: the cash captains hand in, on PGlite and PostgreSQL. */
const t = useTestApp();
const db = () => t.database.db;

/** A delivered order the captain collected `received` for. */
const deliveredBy = (
  clientId: number,
  captainId: number,
  received: string,
  status: number = orderStatuses.given,
) =>
  createOrder(db(), clientId, {
    status,
    captainId,
    amountToBeCollected: received,
    receivedAmount: received,
    deliveryDate: t.clock.now(),
  });
const handIn = (token: string, captainId: number, body: unknown, lang: 'ar' | 'en' = 'en') =>
  t.call({ method: 'POST', url: `/api/ops/captains/${captainId}/hand-ins`, token, body, lang });

describe('cash from captains', () => {
  it('shows what a captain holds, flags a shortage and a surplus until settled, reports by day', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const ops = await t.staffTokenFor('ops@demo.test');
    const captainId = await newCaptain(t, admin);
    const { clientId } = await createAccount(db());
    const a = await deliveredBy(clientId, captainId, '150.50');
    await deliveredBy(clientId, captainId, '200.00', orderStatuses.wallet);
    await createOrder(db(), clientId, { status: orderStatuses.with_captain, captainId }); // not delivered
    await deliveredBy(clientId, await newCaptain(t, admin), '999.00'); // another captain's

    const held = await t.call({ url: `/api/ops/captains/${captainId}/cash`, token: ops });
    expect(held.status, held.raw.body).toBe(200);
    expect(held.body.feed.expected).toBe('350.50');
    expect(held.body.feed.orders).toHaveLength(2);

    const short = await handIn(ops, captainId, { handed: '300.50', note: 'ناقص خمسين' });
    expect(short.status, short.raw.body).toBe(200);
    expect(short.body.feed).toMatchObject({
      expected: '350.50',
      handed: '300.50',
      difference: '-50.00',
      state: 'short',
      orders_count: 2,
      settled_at: null,
    });
    // Nothing held any more: a second hand-in is refused, in both languages.
    const again = await handIn(ops, captainId, { handed: '10' }, 'ar');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'CAPTAIN_NOTHING_HELD',
      error_msg: 'لا يحمل هذا الكابتن نقدية طلبات مسلّمة',
    });
    expect((await handIn(ops, captainId, { handed: '10' }, 'en')).body.error_msg).toBe(
      'This captain holds no cash of delivered orders',
    );

    // The supplies desk sees that the delivered order's cash reached the company.
    const owed = await t.call({ url: `/api/ops/supplies/owed?client_id=${clientId}`, token: ops });
    expect(owed.body.feed.find((o: { order_id: number }) => o.order_id === a.id).cash_in).toBe(true);

    await deliveredBy(clientId, captainId, '100.00');
    const surplus = await handIn(ops, captainId, { handed: '120' });
    expect(surplus.body.feed).toMatchObject({ difference: '20.00', state: 'surplus' });

    const open = await t.call({
      url: `/api/ops/captain-hand-ins?captain_id=${captainId}&filter=open`,
      token: ops,
    });
    expect(handInListResponseSchema.parse(open.body).feed.map((h) => h.state)).toEqual(['surplus', 'short']);

    const report = await t.call({ url: `/api/ops/captains/${captainId}/cash-report?days=7`, token: ops });
    expect(report.body).toMatchObject({
      cash_held: '0.00',
      feed: [
        {
          hand_ins: 2,
          orders: 3,
          expected: '450.50',
          handed: '420.50',
          shortage: '50.00',
          surplus: '20.00',
          open_difference: '-30.00',
        },
      ],
    });

    const id = short.body.feed.id as number;
    const settle = (lang: 'ar' | 'en', body: unknown) =>
      t.call({ method: 'POST', url: `/api/ops/captain-hand-ins/${id}/settle`, token: ops, body, lang });
    expect((await settle('en', { note: '' })).body.errors.note).toBeDefined();
    const settled = await settle('en', { note: 'Deducted from salary' });
    expect(settled.body.feed).toMatchObject({ state: 'short', settle_note: 'Deducted from salary' });
    expect(settled.body.feed.settled_at).not.toBeNull();
    expect((await settle('en', { note: 'twice' })).body.code).toBe('HAND_IN_NOTHING_TO_SETTLE');
    const openAfter = await t.call({
      url: `/api/ops/captain-hand-ins?captain_id=${captainId}&filter=open`,
      token: ops,
    });
    expect(openAfter.body.feed_count).toBe(1);

    const reconcile = await t.call({ url: '/api/ops/reconcile', token: admin });
    expect(reconcile.body.feed).toEqual({ ok: true, mismatches: [] });
    // A handed-in amount edited afterwards breaks the ledger: reconcile names the hand-in.
    await db().update(orders).set({ receivedAmount: '151.50' }).where(eq(orders.id, a.id));
    const broken = await t.call({ url: '/api/ops/reconcile', token: admin });
    expect(broken.body.feed.mismatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ check: 'hand_in_amount', subject: `hand-in ${id}` }),
      ]),
    );
  });

  it('validates the amount in both languages; clients and support are refused', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const ops = await t.staffTokenFor('ops@demo.test');
    const captainId = await newCaptain(t, admin);
    const en = await handIn(ops, captainId, { handed: '12.345' }, 'en');
    expect(en.status).toBe(422);
    expect(en.body.errors.handed).toEqual(['Enter at most 2 decimal places']);
    const ar = await handIn(ops, captainId, { handed: 'abc' }, 'ar');
    expect(ar.body.errors.handed).toHaveLength(1);
    expect(ar.body.errors.handed[0]).toMatch(/[\u0600-\u06FF]/);
    expect((await handIn(ops, 999_999, { handed: '1' })).status).toBe(404);
    const support = await t.staffTokenFor('support@demo.test');
    expect((await handIn(support, captainId, { handed: '1' })).status).toBe(403);
    expect(
      (
        await t.call({
          url: `/api/ops/captains/${captainId}/cash`,
          token: await t.tokenFor('merchant@demo.test'),
        })
      ).status,
    ).toBe(401);
  });

  it('two hand-ins at once never count an order twice', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const ops = await t.staffTokenFor('ops@demo.test');
    const { clientId } = await createAccount(db());
    for (let round = 0; round < 3; round += 1) {
      const captainId = await newCaptain(t, admin);
      const made = await Promise.all(
        Array.from({ length: 6 }, (_, i) => deliveredBy(clientId, captainId, `${100 + i}.25`)),
      );
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => handIn(ops, captainId, { handed: '600' })),
      );
      const ok = answers.filter((r) => r.status === 200);
      expect(ok, answers.map((r) => r.raw.body).join('\n')).toHaveLength(1);
      expect(
        answers.filter((r) => r.status === 409).every((r) => r.body.code === 'CAPTAIN_NOTHING_HELD'),
      ).toBe(true);
      expect(ok[0]!.body.feed).toMatchObject({ expected: '616.50', orders_count: 6, difference: '-16.50' });
      const lines = await db()
        .select()
        .from(captainHandInOrders)
        .where(eq(captainHandInOrders.handInId, ok[0]!.body.feed.id));
      expect(lines.map((l) => l.orderId).sort()).toEqual(made.map((o) => o.id).sort());
    }
  });
});
