import fc from 'fast-check';
import {
  opsMissionListResponseSchema,
  opsMissionStatusResponseSchema,
  reasonTypes,
} from '@courier/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { missionLogs, missionOrders, missions } from '../src/db/schema/missions';
import { captains } from '../src/db/schema/ops';
import { orderLogs, orders } from '../src/db/schema/orders';
import { reasons } from '../src/db/schema/reasons';
import { transactionRunner } from '../src/db/transaction';
import type { NotificationInput, Notifier } from '../src/lib/notifier';
import { createMissionsRepository } from '../src/modules/missions/missions.repository';
import { createOpsMissionsService } from '../src/modules/missions/ops-missions.service';
import { createAccount, createMission, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

const t = useTestApp();
const db = () => t.database.db;

async function captainId() {
  const [row] = await db().select({ id: captains.id }).from(captains).limit(1);
  return row!.id;
}
async function reasonId() {
  const [row] = await db()
    .select({ id: reasons.id })
    .from(reasons)
    .where(eq(reasons.type, reasonTypes.mission_termination))
    .limit(1);
  return row!.id;
}
async function statusOf(id: number) {
  const [row] = await db().select().from(missions).where(eq(missions.id, id));
  return row!;
}
const move = (token: string, body: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
  t.call({ method: 'POST', url: '/api/ops/missions/status', token, body, lang });

describe('missions desk: GET /api/ops/missions', () => {
  it("lists every client's missions for staff, filtered, and refuses clients and support", async () => {
    const a = await createAccount(db());
    const b = await createAccount(db());
    const ma = await createMission(db(), a.clientId);
    const mb = await createMission(db(), b.clientId, { type: 3 });
    const token = await t.staffTokenFor('ops@demo.test');
    const all = await t.call({ url: '/api/ops/missions?perPage=100', token });
    expect(all.status, all.raw.body).toBe(200);
    expect(opsMissionListResponseSchema.parse(all.body)).toBeTruthy();
    const ids = all.body.feed.map((m: { id: number }) => m.id);
    expect(ids).toEqual(expect.arrayContaining([ma.id, mb.id]));
    const one = await t.call({ url: `/api/ops/missions?client_id=${b.clientId}`, token });
    expect(one.body.feed_count).toBe(1);
    expect(one.body.feed[0]).toMatchObject({ id: mb.id, client: { id: b.clientId }, type: 3 });
    const byCode = await t.call({ url: `/api/ops/missions?code=${ma.code}`, token });
    expect(byCode.body.feed.map((m: { id: number }) => m.id)).toEqual([ma.id]);

    const client = await t.tokenFor('merchant@demo.test');
    expect((await t.call({ url: '/api/ops/missions', token: client })).status).toBe(401);
    const support = await t.staffTokenFor('support@demo.test');
    expect((await t.call({ url: '/api/ops/missions', token: support })).status).toBe(403);
    expect((await move(support, { ids: [ma.id], status: 'canceled', reason_id: 1 })).status).toBe(403);
  });
});

describe('missions desk: POST /api/ops/missions/status', () => {
  it('assigns a captain, hands over and executes a pickup: its sent orders go underway, logged as staff', async () => {
    const a = await createAccount(db());
    const other = await createAccount(db());
    const sent1 = await createOrder(db(), a.clientId, { status: 2 });
    const sent2 = await createOrder(db(), a.clientId, { status: 2 });
    const saved = await createOrder(db(), a.clientId, { status: 1 });
    const foreign = await createOrder(db(), other.clientId, { status: 2 });
    const carried = await createOrder(db(), a.clientId, { status: 2 });
    await createMission(db(), a.clientId, { type: 4, status: 3 }, { orderIds: [carried.id] });
    const mission = await createMission(db(), a.clientId, { type: 1 });
    const token = await t.staffTokenFor('ops@demo.test');

    const noCaptain = await move(token, { ids: [mission.id], status: 'for_captain' });
    expect(noCaptain.status).toBe(422);
    expect(noCaptain.body.errors.captain_id).toEqual(['Choose a captain to hand the mission to']);

    const captain = await captainId();
    const assigned = await move(token, { ids: [mission.id], status: 'for_captain', captain_id: captain });
    expect(assigned.status, assigned.raw.body).toBe(200);
    expect(opsMissionStatusResponseSchema.parse(assigned.body).feed).toEqual({
      updated: [mission.id],
      refused: [],
    });
    expect(await statusOf(mission.id)).toMatchObject({ status: 2, captainId: captain });

    expect((await move(token, { ids: [mission.id], status: 'given_for_captain' })).body.feed.updated).toEqual(
      [mission.id],
    );
    const executed = await move(token, { ids: [mission.id], status: 'executed_with_captain' });
    expect(executed.body.feed).toEqual({ updated: [mission.id], refused: [] });
    const row = await statusOf(mission.id);
    expect(row.status).toBe(6);
    expect(row.executionDate).not.toBeNull();

    const statuses = await db()
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [sent1.id, sent2.id, saved.id, foreign.id, carried.id]));
    const byId = Object.fromEntries(statuses.map((o) => [o.id, o.status]));
    // Another pickup already carries `carried`: this one leaves it.
    expect(byId).toEqual({ [sent1.id]: 3, [sent2.id]: 3, [saved.id]: 1, [foreign.id]: 2, [carried.id]: 2 });
    const linked = await db()
      .select({ orderId: missionOrders.orderId })
      .from(missionOrders)
      .where(eq(missionOrders.missionId, mission.id));
    expect(linked.map((l) => l.orderId).sort()).toEqual([sent1.id, sent2.id].sort());
    const [log] = await db()
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, sent1.id), eq(orderLogs.action, 'pick_up')));
    expect(log).toMatchObject({ actor: 'ops', actorName: 'Operations Desk', fromStatus: 2, toStatus: 3 });
    // In the order written: without an order, PostgreSQL may return them as they lie in the table.
    const logs = await db()
      .select()
      .from(missionLogs)
      .where(eq(missionLogs.missionId, mission.id))
      .orderBy(missionLogs.id);
    expect(logs.map((l) => l.action)).toEqual([
      'create',
      'ops:for_captain',
      'ops:given_for_captain',
      'ops:executed_with_captain',
    ]);
    expect(logs[1]).toMatchObject({ actor: 'ops', actorName: 'Operations Desk', userId: null });
  });

  it('refuses per mission a move the table forbids and an unknown id, in the caller language', async () => {
    const a = await createAccount(db());
    const fresh = await createMission(db(), a.clientId);
    const done = await createMission(db(), a.clientId, { status: 6 });
    const token = await t.staffTokenFor('ops@demo.test');
    const en = await move(token, { ids: [fresh.id, done.id, 999_999_999], status: 'given_for_captain' });
    expect(en.status).toBe(200);
    expect(en.body.feed.updated).toEqual([]);
    expect(en.body.feed.refused).toEqual([
      { id: fresh.id, error_msg: 'This mission is New: “Given to captain” is not possible now' },
      { id: done.id, error_msg: expect.stringContaining('Executed with captain') },
      { id: 999_999_999, error_msg: 'Not found' },
    ]);
    const ar = await move(token, { ids: [fresh.id], status: 'executed_with_captain' }, 'ar');
    expect(ar.body.feed.refused[0].error_msg).toContain('جديدة');
    expect((await statusOf(fresh.id)).status).toBe(1);
  });

  it('cancels with a reason only, and one of two concurrent moves of a mission wins', async () => {
    const a = await createAccount(db());
    const m1 = await createMission(db(), a.clientId);
    const token = await t.staffTokenFor('ops@demo.test');
    const noReason = await move(token, { ids: [m1.id], status: 'canceled' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason_id).toBeDefined();
    const reason = await reasonId();
    const canceled = await move(token, {
      ids: [m1.id],
      status: 'canceled',
      reason_id: reason,
      note: 'closed',
    });
    // The desk gives the same words a client must (issue 41.2): a short note is refused.
    expect(canceled.status).toBe(422);
    expect(canceled.body.errors.note).toEqual(['Enter at least 10 characters']);
    const ok = await move(token, {
      ids: [m1.id],
      status: 'canceled',
      reason_id: reason,
      note: 'closed by the desk',
    });
    expect(ok.body.feed.updated).toEqual([m1.id]);
    expect(await statusOf(m1.id)).toMatchObject({
      status: 5,
      terminationReasonId: reason,
      terminationNote: 'closed by the desk',
    });

    const m2 = await createMission(db(), a.clientId, { status: 2, captainId: await captainId() });
    const both = await Promise.all([
      move(token, { ids: [m2.id], status: 'given_for_captain' }),
      move(token, { ids: [m2.id], status: 'given_for_captain' }),
    ]);
    const updated = both.flatMap((r) => r.body.feed.updated);
    const refused = both.flatMap((r) => r.body.feed.refused);
    expect(updated).toEqual([m2.id]);
    expect(refused).toHaveLength(1);
    const logs = await db()
      .select()
      .from(missionLogs)
      .where(and(eq(missionLogs.missionId, m2.id), eq(missionLogs.action, 'ops:given_for_captain')));
    expect(logs).toHaveLength(1);
  });

  it('records a mission_status notification inside the move transaction and pushes it after commit', async () => {
    const a = await createAccount(db());
    await createOrder(db(), a.clientId, { status: 2 });
    const mission = await createMission(db(), a.clientId, { type: 4, status: 3 });
    const recorded: NotificationInput[] = [];
    let pushed = 0;
    const notifier: Notifier = {
      record: async (tx, items) => {
        expect(tx).toBeDefined();
        recorded.push(...items);
        return () => {
          pushed += 1;
        };
      },
      statement: () => null,
    };
    const service = createOpsMissionsService({
      missions: createMissionsRepository(db()),
      lookups: { assignableCaptains: (() => Promise.resolve([])) as never, captainExists: async () => true },
      orders: {
        pickUp: async (_clientId, ids) => ids.map((id) => ({ id, code: String(id) })),
      },
      supplies: { settleMission: () => Promise.reject(new Error('not a supply mission')) },
      supplyMissions: {
        owed: () => Promise.reject(new Error('not a supply mission')),
        setAmount: () => Promise.reject(new Error('not a supply mission')),
      },
      transaction: transactionRunner(db()),
      clock: t.clock,
      notifier,
    });
    const staff = { sessionId: 1, staffId: 1, role: 'ops' as const, name: 'Ops' };
    const result = await service.move(staff, { ids: [mission.id], status: 'executed_with_captain' }, 'en');
    expect(result.updated).toEqual([mission.id]);
    expect(recorded).toEqual([
      {
        clientId: a.clientId,
        type: 'mission_status',
        messageKey: 'opsMissions.notify.pickedUp',
        params: { code: mission.code, count: 1 },
        subject: { kind: 'mission', id: mission.id, code: mission.code },
      },
    ]);
    expect(pushed).toBe(1);
    const refused = await service.move(staff, { ids: [mission.id], status: 'exhausted' }, 'en');
    expect(refused.updated).toEqual([mission.id]);
    expect(recorded[1]!.messageKey).toBe('opsMissions.notify.exhausted');
  });
});

describe('missions and clients desks under hostile input (R9)', () => {
  it('never answers 5xx, always with the envelope', async () => {
    const token = await t.staffTokenFor('ops@demo.test');
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.constantFrom(2_147_483_648, -1, 0, null, 'for_captain', 'canceled', [1, 2], ['x']),
      fc.array(fc.integer(), { maxLength: 3 }),
    );
    const body = fc.dictionary(
      fc.constantFrom('ids', 'status', 'captain_id', 'reason_id', 'note', '__proto__'),
      value,
      { maxKeys: 5 },
    );
    const query = fc.string({ maxLength: 30 }).map(encodeURIComponent);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          body.map((b) => ({ method: 'POST' as const, url: '/api/ops/missions/status', body: b })),
          query.map((q) => ({ method: 'GET' as const, url: `/api/ops/missions?code=${q}&client_id=${q}` })),
          query.map((q) => ({ method: 'GET' as const, url: `/api/ops/clients?search=${q}&freezed=${q}` })),
          query.map((q) => ({ method: 'GET' as const, url: `/api/ops/clients/${q || 'x'}` })),
          query.map((q) => ({
            method: 'POST' as const,
            url: `/api/ops/clients/${q || 'x'}/suspend`,
            body: {},
          })),
        ),
        async (request) => {
          const res = await t.call({ ...request, token });
          expect(res.status, `${request.url}`).toBeLessThan(500);
          expect([0, 1]).toContain(res.body.success);
        },
      ),
      { numRuns: 120 },
    );
  }, 120_000);
});
