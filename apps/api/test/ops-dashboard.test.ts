import {
  cairoDay,
  opsDashboardResponseSchema,
  opsOrdersResponseSchema,
  opsRequestsResponseSchema,
  orderStatuses,
  type OpsDashboard,
} from '@courier/contracts';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { branches, captains } from '../src/db/schema/ops';
import { orderRequests } from '../src/db/schema/order-requests';
import { orders } from '../src/db/schema/orders';
import { createMission, createOrder } from './support/factories';
import { hours, minutes } from './support/clock';
import { useTestApp } from './support/harness';
import { sheetsOf } from './support/xlsx';

const t = useTestApp();
const merchant = 1;
const day = 24 * 3_600_000;

async function get(url: string, email = 'admin@demo.test', lang: 'ar' | 'en' = 'en') {
  return t.call({ url, token: await t.staffTokenFor(email), lang });
}
async function dashboard(email = 'admin@demo.test'): Promise<OpsDashboard> {
  const res = await get('/api/ops/dashboard', email);
  expect(res.status, res.raw.body.slice(0, 300)).toBe(200);
  return opsDashboardResponseSchema.parse(res.body).feed;
}
async function deskCount(query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await get(`/api/ops/orders?${qs}`);
  expect(res.status, res.raw.body.slice(0, 300)).toBe(200);
  return opsOrdersResponseSchema.parse(res.body);
}
async function firstTwo(table: 'captains' | 'branches') {
  const column = table === 'captains' ? captains.id : branches.id;
  const from = table === 'captains' ? captains : branches;
  const rows = await t.database.db.select({ id: column }).from(from).orderBy(asc(column)).limit(2);
  return rows.map((r) => r.id);
}
async function setLimits(limits: Record<string, number>) {
  const res = await t.call({
    method: 'PUT',
    url: '/api/ops/settings/time-limits',
    body: limits,
    token: await t.staffTokenFor('admin@demo.test'),
  });
  expect(res.status, res.raw.body.slice(0, 300)).toBe(200);
}

/** A day's mix: every open stage, at two branches, two captains' deliveries today, requests. */
async function seedDay() {
  const db = t.database.db;
  const now = t.clock.now();
  const [captainA, captainB] = await firstTwo('captains');
  const [branchA, branchB] = await firstTwo('branches');
  await createOrder(db, merchant, {
    status: orderStatuses.sent,
    sentAt: new Date(now.getTime() - hours(50)),
  });
  await createOrder(db, merchant, { status: orderStatuses.sent, sentAt: now });
  await createOrder(db, merchant, { status: orderStatuses.underway, branchId: branchA });
  const carried = await createOrder(db, merchant, {
    status: orderStatuses.with_captain,
    branchId: branchA,
    captainId: captainA,
  });
  // Handed to the captain four days ago (the factory's own move stamps status_at now).
  await db
    .update(orders)
    .set({ statusAt: new Date(now.getTime() - 4 * day) })
    .where(eq(orders.id, carried.id));
  await createOrder(db, merchant, {
    status: orderStatuses.with_captain,
    branchId: branchB,
    captainId: captainB,
  });
  await createOrder(db, merchant, { status: orderStatuses.delayed, delayDate: cairoDay(now, -2) });
  for (const [captain, amount] of [
    [captainA, '100.50'],
    [captainA, '20.25'],
    [captainB, '75.00'],
  ] as const)
    await createOrder(db, merchant, {
      status: orderStatuses.given,
      captainId: captain,
      branchId: branchB,
      deliveryDate: now,
      receivedAmount: amount,
    });
  // Delivered yesterday: not today's cash.
  await createOrder(db, merchant, {
    status: orderStatuses.given,
    captainId: captainA,
    deliveryDate: new Date(now.getTime() - 2 * day),
    receivedAmount: '999.00',
  });
  const requested = await createOrder(db, merchant, {
    status: orderStatuses.delayed,
    delayDate: cairoDay(now, 3),
  });
  for (const createdAt of [new Date(now.getTime() - hours(30)), now])
    await db.insert(orderRequests).values({
      orderId: requested.id,
      clientId: merchant,
      actorName: 'Demo',
      kind: 'delay',
      fromStatus: orderStatuses.with_captain,
      toStatus: orderStatuses.delayed,
      createdAt,
    });
  return { captainA: captainA!, captainB: captainB!, branchA: branchA!, branchB: branchB! };
}

describe('GET /api/ops/dashboard', () => {
  it('answers figures equal to the desk list totals their links open', async () => {
    const { captainA, captainB } = await seedDay();
    const figures = await dashboard();
    const orders = figures.orders!;
    expect(figures.day).toBe(cairoDay(t.clock.now()));

    for (const { status, count } of orders.by_status)
      expect((await deskCount({ status })).feed_count, `status ${status}`).toBe(count);
    expect(orders.by_status.find((s) => s.status === orderStatuses.with_captain)?.count).toBe(2);
    expect(orders.by_branch.length).toBeGreaterThanOrEqual(3);
    for (const { branch_id, status, count } of orders.by_branch)
      expect((await deskCount({ branch_id, status })).feed_count).toBe(count);

    expect(orders.delivered_today).toBe(3);
    expect((await deskCount({ delivered_on: figures.day })).feed_count).toBe(3);
    expect(orders.cod_with_captains.total).toBe('195.75');
    expect(orders.cod_with_captains.orders).toBe(3);
    const byCaptain = new Map(orders.cod_with_captains.by_captain.map((c) => [c.captain_id, c]));
    expect(byCaptain.get(captainA)).toMatchObject({ orders: 2, total: '120.75' });
    expect(byCaptain.get(captainB)).toMatchObject({ orders: 1, total: '75.00' });
    for (const c of orders.cod_with_captains.by_captain)
      expect((await deskCount({ delivered_on: figures.day, captain_id: c.captain_id })).feed_count).toBe(
        c.orders,
      );

    // The default limits: 48 hours sent, 3 days with a captain, 1 day past a delay, 24 hours per request.
    expect(orders.overdue).toEqual({ sent: 1, with_captain: 1, delayed: 1 });
    for (const rule of ['sent', 'with_captain', 'delayed'] as const)
      expect((await deskCount({ overdue: rule })).feed_count).toBe(orders.overdue[rule]);
    expect((await deskCount({ overdue: 'any' })).feed_count).toBe(3);

    expect(figures.requests).toEqual({ waiting: 2, overdue: 1 });
    const overdueRequests = opsRequestsResponseSchema.parse((await get('/api/ops/requests?overdue=1')).body);
    expect(overdueRequests.feed_count).toBe(1);
    expect(overdueRequests.feed[0]!.overdue?.rule).toBe('request');

    const pickups = await get(`/api/ops/missions?type=1&due_date=${figures.day}&perPage=1`);
    expect(pickups.body.feed_count).toBe(figures.missions!.pickups_today);
    const tickets = await get('/api/ops/tickets?status=0&perPage=1');
    expect(tickets.body.feed.total).toBe(figures.tickets!.waiting);
    const chats = await get('/api/ops/chat/conversations?queue=waiting&perPage=1');
    expect(chats.body.feed.total).toBe(figures.chats!.waiting);
  });

  it('answers each role only the figures of the desks it reads', async () => {
    const ops = await dashboard('ops@demo.test');
    expect(ops.orders).not.toBeNull();
    expect(ops.requests).not.toBeNull();
    expect(ops.missions).not.toBeNull();
    expect(ops.tickets).toBeNull();
    expect(ops.chats).toBeNull();
    const support = await dashboard('support@demo.test');
    expect(support.orders).toBeNull();
    expect(support.requests).toBeNull();
    expect(support.missions).toBeNull();
    expect(support.tickets).not.toBeNull();
    expect(support.chats).not.toBeNull();
    const admin = await dashboard();
    expect(Object.values(admin).every((part) => part !== null)).toBe(true);
    // The time limits are the admins' own.
    expect((await get('/api/ops/settings/time-limits', 'ops@demo.test')).status).toBe(403);
    expect((await get('/api/ops/settings/time-limits', 'support@demo.test')).status).toBe(403);
    const put = await t.call({
      method: 'PUT',
      url: '/api/ops/settings/time-limits',
      body: { sent_hours: 1, captain_days: 1, delayed_days: 1, request_hours: 1 },
      token: await t.staffTokenFor('ops@demo.test'),
    });
    expect(put.status).toBe(403);
    expect((await t.call({ url: '/api/ops/dashboard' })).status).toBe(401);
  });
});

describe('time limits per stage', () => {
  it('flags each stage overdue once the business clock passes its limit, with the age on the desk row', async () => {
    await setLimits({ sent_hours: 2, captain_days: 1, delayed_days: 1, request_hours: 3 });
    const limits = await get('/api/ops/settings/time-limits');
    expect(limits.body.feed).toMatchObject({ sent_hours: 2, captain_days: 1, request_hours: 3 });
    expect(limits.body.feed.updated_by).toBeTruthy();

    // The test's three hours stay within one Cairo day, whatever the hour it runs at: after 21:00 in Cairo
    // they would cross midnight and make the delayed order late too soon (a run at 21:23 saw it). The clock
    // goes to just after that midnight, never back (the database's now() must not pass the app clock).
    while (cairoDay(new Date(t.clock.now().getTime() + hours(3))) !== cairoDay(t.clock.now())) {
      t.clock.advance(minutes(15));
    }
    const start = t.clock.now();
    const sent = await createOrder(t.database.db, merchant, { status: orderStatuses.sent, sentAt: start });
    const captain = (await firstTwo('captains'))[0]!;
    const carried = await createOrder(t.database.db, merchant, { status: orderStatuses.underway });
    const moved = await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      body: { codes: [carried.code], status: 'with_captain', captain_id: captain },
      token: await t.staffTokenFor('ops@demo.test'),
    });
    expect(moved.body.feed.updated).toEqual([carried.code]);
    const delayed = await createOrder(t.database.db, merchant, {
      status: orderStatuses.delayed,
      delayDate: cairoDay(start),
    });
    expect((await dashboard()).orders!.overdue).toEqual({ sent: 0, with_captain: 0, delayed: 0 });

    t.clock.advance(hours(3));
    let figures = await dashboard();
    expect(figures.orders!.overdue).toEqual({ sent: 1, with_captain: 0, delayed: 0 });
    const row = (await deskCount({ overdue: 'sent' })).feed[0]!;
    expect(row.code).toBe(sent.code);
    expect(row.overdue).toEqual({ rule: 'sent', since: start.toISOString() });

    // An edit meanwhile (a new note, stamped by the clock) does not restart the "with a captain" age.
    const editedAt = t.clock.now();
    await t.database.db
      .update(orders)
      .set({ notes: 'اتصل قبل الوصول', updatedAt: editedAt })
      .where(eq(orders.id, carried.id));
    t.clock.advance(day);
    figures = await dashboard();
    expect(figures.orders!.overdue).toEqual({ sent: 1, with_captain: 1, delayed: 1 });
    const late = (await deskCount({ overdue: 'with_captain' })).feed[0]!;
    expect(late.code).toBe(carried.code);
    // Its age counts from the move to the captain (at the start), three hours before the edit.
    expect(Date.parse(late.overdue!.since)).toBeLessThanOrEqual(editedAt.getTime() - hours(3));
    const rows = (await deskCount({ overdue: 'any' })).feed;
    expect(rows.map((r) => [r.code, r.overdue?.rule]).sort()).toEqual(
      [
        [sent.code, 'sent'],
        [carried.code, 'with_captain'],
        [delayed.code, 'delayed'],
      ].sort(),
    );
    // A looser limit takes the flag away again.
    await setLimits({ sent_hours: 100, captain_days: 5, delayed_days: 5, request_hours: 3 });
    expect((await dashboard()).orders!.overdue).toEqual({ sent: 0, with_captain: 0, delayed: 0 });
  });

  it('refuses limits out of range', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/api/ops/settings/time-limits',
      body: { sent_hours: 0, captain_days: 1, delayed_days: 1, request_hours: 1 },
      token: await t.staffTokenFor('admin@demo.test'),
    });
    expect(res.status).toBe(422);
  });
});

describe('GET /api/ops/orders/export', () => {
  it('streams exactly the rows of the filtered desk list', async () => {
    await seedDay();
    const list = await deskCount({ status: orderStatuses.given, perPage: 100 });
    const res = await get(`/api/ops/orders/export?status=${orderStatuses.given}`);
    expect(res.status, res.raw.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const [sheet] = await sheetsOf(res.raw.rawPayload);
    const codes = sheet!.rows.slice(1).map((r) => String(r[0]));
    expect(codes.sort()).toEqual(list.feed.map((o) => o.code).sort());
    expect(codes.length).toBe(list.feed_count);
    expect((await get('/api/ops/orders/export', 'support@demo.test')).status).toBe(403);
  });
});

describe('GET /api/ops/missions/export', () => {
  it('streams exactly the missions of the filtered desk list', async () => {
    for (const type of [1, 1, 1, 3]) await createMission(t.database.db, merchant, { type });
    const list = await get('/api/ops/missions?type=1&perPage=100');
    expect(list.status).toBe(200);
    const { feed, feed_count } = list.body as { feed: { code: string }[]; feed_count: number };
    expect(feed_count).toBe(3);
    const res = await get('/api/ops/missions/export?type=1');
    expect(res.status, res.raw.body.slice(0, 300)).toBe(200);
    const [sheet] = await sheetsOf(res.raw.rawPayload);
    const codes = sheet!.rows.slice(1).map((r) => String(r[0]));
    expect(codes.length).toBe(feed_count);
    if (feed_count <= 100) expect(codes.sort()).toEqual(feed.map((m) => String(m.code)).sort());
    expect((await get('/api/ops/missions/export', 'support@demo.test')).status).toBe(403);
  });
});
