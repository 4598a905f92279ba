import {
  captainCashEvent,
  captainOwnCashResponseSchema,
  captainPickupsResponseSchema,
  captainPositionEvent,
  captainPositionsResponseSchema,
  captainRunChangedEvent,
  handInListResponseSchema,
  orderStatuses,
} from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captainPositions } from '../src/db/schema/captain-positions';
import { captains } from '../src/db/schema/ops';
import { demoPassword } from '../src/db/seed/seed';
import { demoCaptains } from '../src/db/seed/demo-captains';
import { createAccount, createMission, createOrder } from './support/factories';
import { useTestApp } from './support/harness';
import { useSockets } from './support/sockets';

// Decision 066: the captain's pickups, his hand-in (the desk's one money path) and his positions with
// consent, on PGlite and PostgreSQL.

const t = useTestApp();
const sockets = useSockets(() => t.app);
const db = () => t.database.db;

async function captainOf(which: 0 | 1) {
  const phone = demoCaptains[which]!.phone;
  const login = await t.call({
    method: 'POST',
    url: '/api/captain/login',
    body: { phone, password: demoPassword },
    lang: 'en',
  });
  expect(login.status).toBe(200);
  const [row] = await db().select({ id: captains.id }).from(captains).where(eq(captains.phone, phone));
  return { token: login.body.access_token as string, id: row!.id };
}

const call = (token: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
  t.call({ method, url, token, body, lang: 'en' });

describe("the captain's pickups", () => {
  it('shows a pickup the office gives him at once, with its manifest; a parcel scanned there is confirmed', async () => {
    const me = await captainOf(0);
    const other = await captainOf(1);
    const merchant = await createAccount(db());
    const a = await createOrder(db(), merchant.clientId, { status: orderStatuses.sent });
    const b = await createOrder(db(), merchant.clientId, { status: orderStatuses.sent });
    const draft = await createOrder(db(), merchant.clientId, { status: orderStatuses.saved });
    const mission = await createMission(db(), merchant.clientId, { type: 1 });
    const ops = await t.staffTokenFor('ops@demo.test');

    const socket = await sockets.opened({ token: me.token, captain: true });
    const told = sockets.next(socket, captainRunChangedEvent);
    const moved = await call(ops, 'POST', '/api/ops/missions/status', {
      ids: [mission.id],
      status: 'for_captain',
      captain_id: me.id,
    });
    expect(moved.body.feed.updated).toEqual([mission.id]);
    await told;

    const pickups = async (token: string) =>
      captainPickupsResponseSchema.parse((await call(token, 'GET', '/api/captain/pickups')).body).feed;
    const [pickup] = (await pickups(me.token)).filter((p) => p.id === mission.id);
    expect(pickup).toMatchObject({ code: mission.code, type: 'receiving', client: expect.any(String) });
    expect(pickup!.parcels.map((p) => [p.id, p.scanned])).toEqual([
      [a.id, 0],
      [b.id, 0],
    ]);
    expect(pickup!.parcels.some((p) => p.id === draft.id)).toBe(false);
    expect((await pickups(other.token)).some((p) => p.id === mission.id)).toBe(false);

    const scan = (token: string, code: string) =>
      call(token, 'POST', `/api/captain/pickups/${mission.id}/scan`, { code });
    const done = await scan(me.token, a.code);
    expect(done.status, done.raw.body).toBe(200);
    expect(done.body.feed).toMatchObject({ mission_id: mission.id, parcel: { id: a.id, scanned: 1 } });
    expect((await scan(me.token, a.code)).status).toBe(200);
    expect((await scan(me.token, draft.code)).status).toBe(404);
    expect((await scan(other.token, b.code)).status).toBe(404);
    const after = (await pickups(me.token)).find((p) => p.id === mission.id)!;
    expect(after.parcels.map((p) => p.scanned)).toEqual([1, 0]);

    // Back to the desk: the pickup leaves his run, and he is told.
    const leaves = sockets.next(socket, captainRunChangedEvent);
    await call(ops, 'POST', '/api/ops/missions/status', { ids: [mission.id], status: 'new' });
    await leaves;
    expect((await pickups(me.token)).some((p) => p.id === mission.id)).toBe(false);
  });
});

describe("the captain's hand-in", () => {
  it('declares what the ledger holds; the office confirms the count, a shortage flagged as at the desk', async () => {
    const me = await captainOf(0);
    const ops = await t.staffTokenFor('ops@demo.test');
    const merchant = await createAccount(db());
    for (const amount of ['120.50', '79.50'])
      await createOrder(db(), merchant.clientId, {
        status: orderStatuses.given,
        captainId: me.id,
        amountToBeCollected: amount,
        receivedAmount: amount,
        deliveryDate: t.clock.now(),
      });
    const desk = (await call(ops, 'GET', `/api/ops/captains/${me.id}/cash`)).body.feed;
    const own = captainOwnCashResponseSchema.parse(
      (await call(me.token, 'GET', '/api/captain/cash')).body,
    ).feed;
    expect(own.expected).toBe(desk.expected);
    expect(own.orders.map((o) => o.order_id)).toEqual(
      desk.orders.map((o: { order_id: number }) => o.order_id),
    );
    expect(own.pending).toBeNull();

    const staffSocket = await sockets.opened({ token: ops, staff: true });
    const captainSocket = await sockets.opened({ token: me.token, captain: true });
    const deskTold = sockets.next(staffSocket, captainCashEvent);
    const declared = await call(me.token, 'POST', '/api/captain/hand-ins', { handed: own.expected });
    expect(declared.status, declared.raw.body).toBe(200);
    expect(declared.body.feed).toMatchObject({
      state: 'declared',
      expected: own.expected,
      declared: own.expected,
      orders_count: own.orders.length,
      confirmed_at: null,
      staff_name: null,
    });
    expect(await deskTold).toEqual({ captain_id: me.id });
    expect((await call(me.token, 'POST', '/api/captain/hand-ins', { handed: '1.00' })).body.code).toBe(
      'HAND_IN_PENDING',
    );
    const waiting = captainOwnCashResponseSchema.parse(
      (await call(me.token, 'GET', '/api/captain/cash')).body,
    ).feed;
    expect(waiting).toMatchObject({ expected: '0.00', orders: [], pending: { id: declared.body.feed.id } });
    const open = handInListResponseSchema.parse(
      (await call(ops, 'GET', `/api/ops/captain-hand-ins?filter=open&captain_id=${me.id}`)).body,
    ).feed;
    expect(open.map((h) => h.id)).toContain(declared.body.feed.id);

    const captainTold = sockets.next(captainSocket, captainCashEvent);
    const counted = (Number(own.expected) - 10).toFixed(2);
    const confirmed = await call(ops, 'POST', `/api/ops/captain-hand-ins/${declared.body.feed.id}/confirm`, {
      handed: counted,
    });
    expect(confirmed.status, confirmed.raw.body).toBe(200);
    expect(confirmed.body.feed).toMatchObject({
      state: 'short',
      handed: counted,
      difference: '-10.00',
      declared: own.expected,
      staff_name: expect.any(String),
    });
    await captainTold;
    const again = await call(ops, 'POST', `/api/ops/captain-hand-ins/${declared.body.feed.id}/confirm`, {
      handed: counted,
    });
    expect([again.status, again.body.code]).toEqual([409, 'HAND_IN_NOT_DECLARED']);
    expect((await call(me.token, 'GET', '/api/captain/cash')).body.feed.pending).toBeNull();
    expect((await call(me.token, 'POST', '/api/captain/hand-ins', { handed: '5.00' })).body.code).toBe(
      'CAPTAIN_NOTHING_HELD',
    );
    const support = await t.staffTokenFor('support@demo.test');
    expect(
      (
        await call(support, 'POST', `/api/ops/captain-hand-ins/${declared.body.feed.id}/confirm`, {
          handed: '1.00',
        })
      ).status,
    ).toBe(403);
  });
});

describe("the captain's positions", () => {
  it('are kept only with consent, newest first, reach the desk live, never for another captain or role', async () => {
    const me = await captainOf(0);
    const other = await captainOf(1);
    const ops = await t.staffTokenFor('ops@demo.test');
    const support = await t.staffTokenFor('support@demo.test');
    const now = t.clock.now();
    const fix = (lat: number, msAgo = 0) => ({
      lat,
      lng: 31.3,
      accuracy: 12,
      at: new Date(now.getTime() - msAgo).toISOString(),
    });
    const post = (token: string, body: unknown) => call(token, 'POST', '/api/captain/positions', body);

    const refused = await post(me.token, fix(30.05));
    expect([refused.status, refused.body.code]).toEqual([409, 'POSITION_CONSENT_REQUIRED']);
    expect((await call(me.token, 'GET', '/api/captain/positions/consent')).body.feed).toEqual({
      consent: 0,
      every_seconds: 10,
    });
    const agreed = await call(me.token, 'POST', '/api/captain/positions/consent', { consent: true });
    expect(agreed.body.feed.consent).toBe(1);

    const opsSocket = await sockets.opened({ token: ops, staff: true });
    const supportSocket = await sockets.opened({ token: support, staff: true });
    let supportHeard = 0;
    supportSocket.on(captainPositionEvent, () => (supportHeard += 1));
    const heard = sockets.next(opsSocket, captainPositionEvent);
    expect((await post(me.token, fix(30.05, 1_000))).body.feed).toEqual({ kept: 1 });
    expect(await heard).toMatchObject({ captain_id: me.id, lat: 30.05, lng: 31.3 });

    // Older than the kept one, or stale on arrival: dropped.
    expect((await post(me.token, fix(30.01, 5_000))).body.feed).toEqual({ kept: 0 });
    expect((await post(me.token, fix(30.02, 10 * 60_000))).body.feed).toEqual({ kept: 0 });
    // Another captain's post is his own (no consent): it never moves mine.
    expect((await post(other.token, { ...fix(29.9), captain_id: me.id })).status).toBe(409);

    const map = async (token: string) => call(token, 'GET', '/api/ops/captains/positions');
    const seen = captainPositionsResponseSchema.parse((await map(ops)).body).feed;
    expect(seen.find((p) => p.captain_id === me.id)).toMatchObject({ lat: 30.05, accuracy: 12 });
    expect(seen.some((p) => p.captain_id === other.id)).toBe(false);
    expect((await map(support)).status).toBe(403);
    const client = await createAccount(db());
    expect((await post(await t.tokenFor(client.email), fix(30.05))).status).toBe(401);
    expect((await map(me.token)).status).toBe(401);

    await call(me.token, 'POST', '/api/captain/positions/consent', { consent: false });
    expect(await db().select().from(captainPositions).where(eq(captainPositions.captainId, me.id))).toEqual(
      [],
    );
    expect((await post(me.token, fix(30.06))).status).toBe(409);
    expect(supportHeard).toBe(0);
  });
});
