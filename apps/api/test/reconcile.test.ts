import fc from 'fast-check';
import { missionStatuses, missionTypes, orderStatuses, reasonTypes } from '@courier/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientCosts } from '../src/db/schema/costs';
import { areas } from '../src/db/schema/geo';
import { clientBalances, supplies } from '../src/db/schema/missions';
import { orders } from '../src/db/schema/orders';
import { seedDemoMissions } from '../src/db/seed/demo-missions';
import { seedDemoOrders } from '../src/db/seed/demo-orders';
import {
  createAccount,
  createDeliveredOrder,
  createMission,
  createOrder,
  firstReasonId,
} from './support/factories';
import { useTestApp } from './support/harness';

/** Issue 35 §5, decision 052: the ledger's invariants, checked by `GET /api/ops/reconcile`. */
const t = useTestApp();
const db = () => t.database.db;

const reconcile = async (token: string) => {
  const res = await t.call({ url: '/api/ops/reconcile', token });
  expect(res.status, res.raw.body).toBe(200);
  return res.body.feed as { ok: boolean; mismatches: { check: string; subject: string; detail: string }[] };
};

const delivered = (clientId: number, received: string, shipping: string) =>
  createDeliveredOrder(db(), clientId, received, shipping, t.clock.now());

describe('GET /api/ops/reconcile', () => {
  it('passes on the demo data; admin only', async () => {
    await seedDemoOrders(db());
    await seedDemoMissions(db());
    const admin = await t.staffTokenFor('admin@demo.test');
    expect(await reconcile(admin)).toEqual({ ok: true, mismatches: [] });
    const ops = await t.staffTokenFor('ops@demo.test');
    expect((await t.call({ url: '/api/ops/reconcile', token: ops })).status).toBe(403);
  });

  it('fails naming each corrupted row', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const ops = await t.staffTokenFor('ops@demo.test');
    const { clientId } = await createAccount(db());
    await delivered(clientId, '500.00', '45.00');
    const paid = await t.call({
      method: 'POST',
      url: '/api/ops/supplies',
      token: ops,
      body: { client_id: clientId, method: 'cash' },
    });
    const id = paid.body.feed.id as number;
    expect(await reconcile(admin)).toEqual({ ok: true, mismatches: [] });

    await db().update(supplies).set({ amount: '456.00' }).where(eq(supplies.id, id));
    await db()
      .update(clientBalances)
      .set({ collected: sql`${clientBalances.collected} + 1` })
      .where(eq(clientBalances.clientId, clientId));
    const mission = await createMission(db(), clientId, {
      type: missionTypes.supply,
      status: missionStatuses.executed_with_captain,
      amount: '100.00',
    });
    const result = await reconcile(admin);
    expect(result.ok).toBe(false);
    expect(result.mismatches).toEqual([
      {
        check: 'supply_amount',
        subject: `supply ${id}`,
        detail: 'amount 456.00 ≠ Σ net 455.00 (orders_count 1, lines 1)',
      },
      {
        check: 'balance',
        subject: `client ${clientId}`,
        detail: 'ledger collected 456.00, supplied 456.00 ≠ rows 455.00, 456.00',
      },
      {
        check: 'mission_without_supply',
        subject: `mission ${mission.code}`,
        detail: 'executed, amount 100.00, no supply records it',
      },
    ]);
  });
});

type Step =
  | { kind: 'deliver'; received: number; fee: number }
  | { kind: 'partial'; received: number; fee: number }
  | { kind: 'return' }
  | { kind: 'desk'; some: boolean }
  | { kind: 'mission'; executeNow: boolean };

const cents = (n: number) => (n / 100).toFixed(2);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('deliver' as const),
    received: fc.integer({ min: 0, max: 99_999 }),
    fee: fc.integer({ min: 0, max: 6000 }),
  }),
  fc.record({
    kind: fc.constant('partial' as const),
    received: fc.integer({ min: 0, max: 9_999 }),
    fee: fc.integer({ min: 0, max: 6000 }),
  }),
  fc.record({ kind: fc.constant('return' as const) }),
  fc.record({ kind: fc.constant('desk' as const), some: fc.boolean() }),
  fc.record({ kind: fc.constant('mission' as const), executeNow: fc.boolean() }),
);

describe('the ledger under random sequences (property)', () => {
  it('reconciles after every step of ~20 random sequences of moves, partial amounts, returns, supplies and supply missions', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const ops = await t.staffTokenFor('ops@demo.test');
    const reasonId = await firstReasonId(db(), reasonTypes.order_delay);
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 15 }), async (steps) => {
        const { clientId } = await createAccount(db());
        const missionIds: number[] = [];
        // The client's cost table prices a return (decision 076) where its orders go.
        const [area] = await db().select({ governorateId: areas.governorateId }).from(areas).limit(1);
        await db().insert(clientCosts).values({
          clientId,
          governorateId: area!.governorateId,
          delivery: 'home',
          price: '45.00',
          returnPrice: '25.50',
          extraKgPrice: '0.00',
        });
        for (const s of steps) {
          if (s.kind === 'deliver' || s.kind === 'partial' || s.kind === 'return') {
            const order = await createOrder(db(), clientId, {
              status: orderStatuses.with_captain,
              amountToBeCollected: cents(
                s.kind === 'partial' ? 10_000 : 'received' in s ? s.received : 10_000,
              ),
              shippingCost: 'fee' in s ? cents(s.fee) : '45.00',
            });
            const body =
              s.kind === 'return'
                ? { codes: [order.code], status: 'uncompleted' }
                : { codes: [order.code], status: 'given', received_amount: cents(s.received) };
            const moved = await t.call({ method: 'POST', url: '/api/ops/orders/status', token: ops, body });
            expect(moved.status, moved.raw.body).toBe(200);
            // A return goes back to the merchant and is charged its return fee (decision 076).
            if (s.kind === 'return')
              for (const status of ['with_company', 'returned']) {
                const back = await t.call({
                  method: 'POST',
                  url: '/api/ops/orders/status',
                  token: ops,
                  body: { codes: [order.code], status, reason_id: reasonId },
                });
                expect(back.body.feed?.updated, back.raw.body).toEqual([order.code]);
              }
          } else if (s.kind === 'desk') {
            const given = await db()
              .select({ code: orders.code })
              .from(orders)
              .where(sql`${orders.clientId} = ${clientId} and ${orders.status} = ${orderStatuses.given}`);
            const body = {
              client_id: clientId,
              method: 'cash',
              ...(s.some && given[0] ? { order_codes: [given[0].code] } : {}),
            };
            const res = await t.call({ method: 'POST', url: '/api/ops/supplies', token: ops, body });
            expect([200, 409], res.raw.body).toContain(res.status);
          } else {
            const open = await db().execute(
              sql`select id from missions where client_id = ${clientId} and type = ${missionTypes.supply} and status in (1, 2, 3)`,
            );
            const existing = (open as unknown as { rows: { id: number }[] }).rows[0]?.id;
            const id =
              existing ??
              (
                await createMission(db(), clientId, {
                  type: missionTypes.supply,
                  status: missionStatuses.given_for_captain,
                  amount: '0.00',
                })
              ).id;
            missionIds.push(id);
            if (s.executeNow) {
              const res = await t.call({
                method: 'POST',
                url: '/api/ops/missions/status',
                token: ops,
                body: { ids: [id], status: 'executed_with_captain' },
              });
              expect(res.status, res.raw.body).toBe(200);
            }
          }
          const result = await reconcile(admin);
          expect(result, JSON.stringify(s)).toEqual({ ok: true, mismatches: [] });
        }
      }),
      { numRuns: 20 },
    );
  }, 600_000);
});
