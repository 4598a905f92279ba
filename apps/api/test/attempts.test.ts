import { nextDeliveryDays, orderStatuses, reasonTypes } from '@courier/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attemptCases } from '../src/db/schema/attempts';
import { deliveryAttempts } from '../src/db/schema/captain-app';
import { captains } from '../src/db/schema/ops';
import { orderRequests } from '../src/db/schema/order-requests';
import { orderDelayRequests, orderLogs, orders } from '../src/db/schema/orders';
import { receiverLinks } from '../src/db/schema/receiver';
import { monthBounds } from '../src/modules/orders/attempts.service';
import { hours } from './support/clock';
import { createAccount, createOrder, createUser, firstReasonId, userIdOf } from './support/factories';
import { useTestApp } from './support/harness';

// Decision 068: after a failed attempt the merchant decides in bulk (or the receiver picks a day, or the
// merchant's default applies at the deadline); each decision is the order's own action and reaches the desk.

const t = useTestApp();
const db = () => t.database.db;
const merchantClient = 1;

async function captainId() {
  const [row] = await db().select({ id: captains.id }).from(captains).orderBy(asc(captains.id)).limit(1);
  return row!.id;
}

async function move(codes: string[], status: string, extra: Record<string, unknown> = {}) {
  const token = await t.staffTokenFor('ops@demo.test');
  const res = await t.call({
    method: 'POST',
    url: '/api/ops/orders/status',
    token,
    body: { codes, status, ...extra },
  });
  expect(res.status, res.raw.body).toBe(200);
  expect(res.body.feed.refused).toEqual([]);
}

/** An order of `clientId` out with a captain, then failed by the desk (with the desk's reason). */
async function failedByDesk(clientId = merchantClient) {
  const order = await createOrder(db(), clientId, { status: orderStatuses.underway });
  await move([order.code], 'with_captain', { captain_id: await captainId() });
  await move([order.code], 'delayed', { reason_id: await firstReasonId(db(), reasonTypes.order_delay) });
  return order;
}

const decide = (token: string, body: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
  t.call({ method: 'POST', url: '/api/client/attempts/decide', token, body, lang });
const list = (token: string, query = '') =>
  t.call({ url: `/api/client/attempts${query}`, token, lang: 'en' });

describe('the failed-attempt centre (/api/client/attempts)', () => {
  it('lists a failed attempt with its reason, count and deadline; a bulk retry reaches the desk with its day', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const a = await failedByDesk();
    const b = await failedByDesk();
    const open = await list(token, '?perPage=100');
    expect(open.status, open.raw.body).toBe(200);
    const row = open.body.feed.find((r: { order_id: number }) => r.order_id === a.id);
    expect(row).toMatchObject({ code: a.code, reason: 'other', attempts: 1, receiver_request: null });
    expect(new Date(row.deadline_at).getTime() - new Date(row.failed_at).getTime()).toBe(hours(24));
    const day = open.body.days[1] as string;
    expect(open.body.days).toEqual(nextDeliveryDays(t.clock.now()));

    const res = await decide(token, { order_ids: [a.id, b.id], decision: 'retry', day });
    expect(res.body.feed).toEqual({ decided: [a.code, b.code], refused: [] });
    const [order] = await db().select().from(orders).where(eq(orders.id, a.id));
    expect(order).toMatchObject({ delayDate: day, status: orderStatuses.delayed });
    const requests = await db().select().from(orderRequests).where(eq(orderRequests.orderId, a.id));
    expect(requests.map((r) => [r.kind, r.state])).toEqual([['delay', 'pending']]);
    const [delay] = await db().select().from(orderDelayRequests).where(eq(orderDelayRequests.orderId, a.id));
    expect(delay!.delayDate).toBe(day);
    // The desk sees the request with its day in words.
    const ops = await t.staffTokenFor('ops@demo.test');
    const queue = await t.call({ url: '/api/ops/requests?kind=delay&perPage=100', token: ops, lang: 'en' });
    const seen = queue.body.feed.find((r: { order_id: number }) => r.order_id === a.id);
    expect(seen.details).toContain(day);

    const after = await list(token, '?perPage=100');
    expect(after.body.feed.map((r: { order_id: number }) => r.order_id)).not.toContain(a.id);
    const decided = await list(token, '?state=decided&perPage=100');
    expect(decided.body.feed.find((r: { order_id: number }) => r.order_id === a.id)).toMatchObject({
      decision: 'retry',
      decided_by: 'merchant',
      decision_day: day,
    });
    // Decided once: a second decision is refused in words, per order.
    const again = await decide(token, { order_ids: [a.id], decision: 'return' });
    expect(again.body.feed.refused).toEqual([
      { code: a.code, error_msg: 'This order has no failed attempt waiting for a decision.' },
    ]);
  });

  it("takes the captain's reason, counts attempts, returns to sender, corrects one order's address", async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await failedByDesk();
    // The desk takes it out again; the captain's app fails it: a second attempt with his reason.
    await move([order.code], 'with_captain', { captain_id: await captainId() });
    const [first] = await db().select().from(attemptCases).where(eq(attemptCases.orderId, order.id));
    expect(first!.decidedBy).toBe('desk');
    const captain = await captainId();
    await t.database.db.transaction(async (tx) => {
      await tx.update(orders).set({ status: orderStatuses.delayed }).where(eq(orders.id, order.id));
      await tx.insert(attemptCases).values({
        orderId: order.id,
        clientId: merchantClient,
        failedAt: t.clock.now(),
        deadlineAt: new Date(t.clock.now().getTime() + hours(24)),
      });
      await tx.insert(deliveryAttempts).values({
        orderId: order.id,
        clientId: merchantClient,
        captainId: captain,
        outcome: 'failed',
        reason: 'wrong_address',
        actedAt: t.clock.now(),
      });
    });
    const row = (await list(token, '?perPage=100')).body.feed.find(
      (r: { order_id: number }) => r.order_id === order.id,
    );
    expect(row).toMatchObject({ reason: 'wrong_address', attempts: 2 });

    const two = await failedByDesk();
    const bulkCorrect = await decide(token, {
      order_ids: [order.id, two.id],
      decision: 'correct',
      day: nextDeliveryDays(t.clock.now())[0],
      address: 'New street 5',
    });
    expect(bulkCorrect.status).toBe(422);
    const day = nextDeliveryDays(t.clock.now())[0];
    const fixed = await decide(token, {
      order_ids: [order.id],
      decision: 'correct',
      day,
      address: '5 شارع النصر، الدور الثالث',
      phone: '01098765432',
    });
    expect(fixed.body.feed.decided).toEqual([order.code]);
    const [moved] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(moved).toMatchObject({
      address: '5 شارع النصر، الدور الثالث',
      phone1: '01098765432',
      delayDate: day,
    });

    const back = await decide(token, { order_ids: [two.id], decision: 'return', note: 'customer refused' });
    expect(back.body.feed.decided).toEqual([two.code]);
    const [returned] = await db().select().from(orders).where(eq(orders.id, two.id));
    expect(returned!.returnRequestedAt).not.toBeNull();
    const kinds = await db().select().from(orderRequests).where(eq(orderRequests.orderId, two.id));
    expect(kinds.map((r) => r.kind)).toEqual(['return_on_sender']);
    // Another client's order is not found, a day the courier does not deliver is refused.
    const other = await failedByDesk((await createAccount(db())).clientId);
    const three = await failedByDesk();
    const refused = await decide(token, {
      order_ids: [other.id, three.id],
      decision: 'retry',
      day: '2099-01-01',
    });
    expect(refused.body.feed.decided).toEqual([]);
    expect(refused.body.feed.refused.map((r: { code: string }) => r.code)).toEqual([
      String(other.id),
      three.code,
    ]);
  });

  it('admits a sub-user only with the permission the main account grants', async () => {
    const admin = await t.tokenFor('merchant@demo.test');
    const employee = await t.tokenFor('employee@demo.test');
    expect((await list(employee)).status).toBe(403);
    const id = await userIdOf(db(), 'employee@demo.test');
    const grant = (granted: boolean) =>
      t.call({
        method: 'POST',
        url: '/api/client/user/permissions',
        token: admin,
        body: { id, permission: 'attempts', granted },
      });
    expect((await grant(true)).status).toBe(200);
    const perms = await t.call({ url: '/api/client/user/permissions', token: admin });
    expect(perms.body.feed).toContainEqual({ user_id: id, permissions: ['attempts'] });
    expect((await list(employee)).status).toBe(200);
    // The default is the main account's to set; the grant is not its to give (403 for the sub-user).
    const settings = { default_decision: 'return', deadline_hours: 12 };
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/client/attempts/settings',
          token: employee,
          body: settings,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/api/client/user/permissions',
          token: employee,
          body: { id, permission: 'attempts', granted: true },
        })
      ).status,
    ).toBe(403);
    await grant(false);
    expect((await list(employee)).status).toBe(403);
    // Another client's sub-user cannot be granted.
    const stranger = await createUser(db(), (await createAccount(db())).clientId);
    const res = await t.call({
      method: 'POST',
      url: '/api/client/user/permissions',
      token: admin,
      body: { id: stranger.userId, permission: 'attempts', granted: true },
    });
    expect(res.status).toBe(404);
  });

  it("applies the merchant's default at the deadline in the hourly job", async () => {
    const account = await createAccount(db());
    const token = await t.tokenFor(account.email);
    const save = await t.call({
      method: 'POST',
      url: '/api/client/attempts/settings',
      token,
      body: { default_decision: 'return', deadline_hours: 2 },
    });
    expect(save.body.feed).toEqual({ default_decision: 'return', deadline_hours: 2 });
    const order = await failedByDesk(account.clientId);
    const retried = await failedByDesk();
    await t.app.attempts.applyDeadlines();
    expect(
      (await db().select().from(orders).where(eq(orders.id, order.id)))[0]!.returnRequestedAt,
    ).toBeNull();
    t.clock.advance(hours(3));
    await t.app.attempts.applyDeadlines();
    const [returned] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(returned!.returnRequestedAt).not.toBeNull();
    const [closed] = await db().select().from(attemptCases).where(eq(attemptCases.orderId, order.id));
    expect(closed).toMatchObject({ decision: 'return', decidedBy: 'default' });
    // The demo merchant has no setting: 24 hours, then a retry on the next delivery day.
    t.clock.advance(hours(22));
    await t.app.attempts.applyDeadlines();
    const [retry] = await db().select().from(orders).where(eq(orders.id, retried.id));
    expect(retry!.delayDate).toBe(nextDeliveryDays(t.clock.now())[0]);
    const [delay] = await db()
      .select()
      .from(orderRequests)
      .where(and(eq(orderRequests.orderId, retried.id), eq(orderRequests.kind, 'delay')));
    expect(delay!.actorName).toBe('القرار الافتراضي للتاجر');
  });
});

describe("the receiver's choices (/t/{token}/reschedule)", () => {
  const form = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: '10.9.0.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('sends the link in the failed-attempt message; a new day reaches the desk, a correction waits for the merchant', async () => {
    const order = await failedByDesk();
    await t.app.receiver.deliverDue();
    const outbox = (await t.call({ url: '/api/dev/outbox' })).body.feed as Array<{ body: string }>;
    const [own] = await db().select().from(receiverLinks).where(eq(receiverLinks.orderId, order.id));
    const token = own!.token;
    const url = `/t/${token}/reschedule`;
    expect(outbox.some((m) => m.body.includes(url))).toBe(true);

    const pageAr = await t.app.inject({ method: 'GET', url, remoteAddress: '10.9.0.1' });
    expect(pageAr.statusCode).toBe(200);
    expect(pageAr.body).toContain('dir="rtl"');
    expect(pageAr.body).not.toContain('<script');
    const days = nextDeliveryDays(t.clock.now());
    for (const day of days) expect(pageAr.body).toContain(`value="${day}"`);
    expect((await form(url, { kind: 'new_day', day: '2099-01-01' })).statusCode).toBe(422);
    const done = await form(url, { kind: 'new_day', day: days[2]!, lang: 'en', note: 'after 5 pm' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.body).toContain('Your order will be delivered on');
    const [moved] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(moved!.delayDate).toBe(days[2]);
    const [request] = await db().select().from(orderRequests).where(eq(orderRequests.orderId, order.id));
    expect(request).toMatchObject({ kind: 'delay', state: 'pending', actorName: 'المستلم' });
    const merchant = await t.tokenFor('merchant@demo.test');
    const decided = await list(merchant, '?state=decided&perPage=100');
    expect(decided.body.feed.find((r: { order_id: number }) => r.order_id === order.id)).toMatchObject({
      decided_by: 'receiver',
      decision_day: days[2],
      receiver_request: { kind: 'new_day', day: days[2], note: 'after 5 pm' },
    });
    // Once decided, the link no longer offers choices.
    expect((await form(url, { kind: 'new_day', day: days[0]! })).statusCode).toBe(409);

    const other = await failedByDesk();
    await t.app.receiver.deliverDue();
    const [link] = await db().select().from(receiverLinks).where(eq(receiverLinks.orderId, other.id));
    const otherUrl = `/t/${link!.token}/reschedule`;
    expect((await form(otherUrl, { kind: 'correct' })).statusCode).toBe(422);
    expect(
      (await form(otherUrl, { kind: 'correct', address: 'Villa 9, 2nd street', phone: '01123456789' }))
        .statusCode,
    ).toBe(200);
    const open = await list(merchant, '?perPage=100');
    expect(
      open.body.feed.find((r: { order_id: number }) => r.order_id === other.id).receiver_request,
    ).toMatchObject({
      kind: 'correct',
      address: 'Villa 9, 2nd street',
      phone: '01123456789',
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/t/AAAAAAAAAAAAAAAAAAAAAA/reschedule',
          remoteAddress: '10.9.0.1',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the figures (/api/client/attempts/figures)', () => {
  it('counts first attempts, successes, deliveries and returns of this month and the last, by governorate and reason', async () => {
    const account = await createAccount(db());
    const { clientId } = account;
    const b = monthBounds(t.clock.now());
    const thisMonth = new Date(`${b.thisStart}T10:00:00Z`);
    const lastMonth = new Date(`${b.lastStart}T10:00:00Z`);
    const later = (d: Date, h: number) => new Date(d.getTime() + hours(h));
    const given = orderStatuses.given;
    // This month: A delivered at once, B delivered after a failure this month, C failed twice (its first
    // failure counts once), D returned. Last month: E delivered at once, F returned, G failed once.
    const a = await createOrder(db(), clientId, { status: given, deliveryDate: later(thisMonth, 5) });
    const bb = await createOrder(db(), clientId, { status: given, deliveryDate: later(thisMonth, 30) });
    const c = await createOrder(db(), clientId, { status: orderStatuses.delayed });
    await createOrder(db(), clientId, {
      status: orderStatuses.returned,
      returnToSenderDate: later(thisMonth, 3),
    });
    await createOrder(db(), clientId, { status: given, deliveryDate: later(lastMonth, 2) });
    await createOrder(db(), clientId, {
      status: orderStatuses.returned,
      returnToSenderDate: later(lastMonth, 4),
    });
    const g = await createOrder(db(), clientId, { status: orderStatuses.delayed });
    const kase = (orderId: number, at: Date) =>
      db()
        .insert(attemptCases)
        .values({ orderId, clientId, failedAt: at, deadlineAt: later(at, 24), createdAt: at });
    await kase(bb.id, later(thisMonth, 1));
    await kase(c.id, later(thisMonth, 2));
    await kase(c.id, later(thisMonth, 26));
    await kase(g.id, later(lastMonth, 1));
    await db()
      .insert(deliveryAttempts)
      .values({
        orderId: c.id,
        clientId,
        captainId: await captainId(),
        outcome: 'failed',
        reason: 'refused',
        actedAt: later(thisMonth, 26),
        createdAt: later(thisMonth, 26),
      });
    void a;
    const token = await t.tokenFor(account.email);
    const res = await t.call({ url: '/api/client/attempts/figures', token, lang: 'en' });
    expect(res.status, res.raw.body).toBe(200);
    const f = res.body.feed;
    expect(f.this_month).toEqual({ first_attempts: 3, first_attempt_success: 1, delivered: 2, returned: 1 });
    expect(f.last_month).toEqual({ first_attempts: 2, first_attempt_success: 1, delivered: 1, returned: 1 });
    expect(f.by_governorate).toHaveLength(1);
    expect(f.by_governorate[0]).toMatchObject({ this_month: f.this_month, last_month: f.last_month });
    expect(f.by_reason).toEqual([
      { reason: 'other', this_month: 2, last_month: 1 },
      { reason: 'refused', this_month: 1, last_month: 0 },
    ]);
  });
});

describe('a bulk decision is one transaction with per-order refusals (decision 071)', () => {
  /** `n` delayed orders of the merchant, each with an open case (as the status hook writes it). */
  async function openCases(n: number) {
    const made = [];
    for (let i = 0; i < n; i++) {
      const order = await createOrder(db(), merchantClient, { status: orderStatuses.delayed });
      await db()
        .insert(attemptCases)
        .values({
          orderId: order.id,
          clientId: merchantClient,
          failedAt: t.clock.now(),
          deadlineAt: new Date(t.clock.now().getTime() + hours(24)),
        });
      made.push(order);
    }
    return made;
  }

  it('decides the many and refuses the few in one call: each decided order has its log, case and desk request', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const batch = await openCases(24);
    // Refusals in the middle of the batch: a case already decided, a return already asked, another
    // client's order. None of them may undo the others.
    const decidedBefore = batch[5]!;
    await db()
      .update(attemptCases)
      .set({ decidedAt: t.clock.now(), decidedBy: 'desk' })
      .where(eq(attemptCases.orderId, decidedBefore.id));
    const askedBefore = batch[11]!;
    await db().update(orders).set({ returnRequestedAt: t.clock.now() }).where(eq(orders.id, askedBefore.id));
    const foreign = await createOrder(db(), (await createAccount(db())).clientId, {
      status: orderStatuses.delayed,
    });
    const ids = [...batch.map((o) => o.id), foreign.id];

    const res = await decide(token, { order_ids: ids, decision: 'return', note: 'bulk' });
    expect(res.status, res.raw.body).toBe(200);
    const expected = batch.filter((o) => o !== decidedBefore && o !== askedBefore);
    expect(res.body.feed.decided).toEqual(expected.map((o) => o.code));
    expect(res.body.feed.refused).toEqual(
      expect.arrayContaining([
        { code: String(foreign.id), error_msg: expect.any(String) },
        { code: decidedBefore.code, error_msg: 'This order has no failed attempt waiting for a decision.' },
        { code: askedBefore.code, error_msg: expect.any(String) },
      ]),
    );
    expect(res.body.feed.refused).toHaveLength(3);

    for (const order of expected) {
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(row!.returnRequestedAt).not.toBeNull();
      const requests = await db().select().from(orderRequests).where(eq(orderRequests.orderId, order.id));
      expect(requests.map((r) => [r.kind, r.state])).toEqual([['return_on_sender', 'pending']]);
      const logs = await db()
        .select()
        .from(orderLogs)
        .where(and(eq(orderLogs.orderId, order.id), eq(orderLogs.action, 'return_on_sender')));
      expect(logs).toHaveLength(1);
      const [kase] = await db().select().from(attemptCases).where(eq(attemptCases.orderId, order.id));
      expect(kase).toMatchObject({ decision: 'return', decidedBy: 'merchant' });
    }
    // The refused one with an open case keeps it open, with nothing written for it.
    const [kept] = await db().select().from(attemptCases).where(eq(attemptCases.orderId, askedBefore.id));
    expect(kept!.decidedAt).toBeNull();
    expect(await db().select().from(orderRequests).where(eq(orderRequests.orderId, askedBefore.id))).toEqual(
      [],
    );
  });

  it('a bulk retry leaves one delay request with the day per order for the desk', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const batch = await openCases(12);
    const day = nextDeliveryDays(t.clock.now())[2]!;
    const res = await decide(token, { order_ids: batch.map((o) => o.id), decision: 'retry', day });
    expect(res.body.feed).toEqual({ decided: batch.map((o) => o.code), refused: [] });
    for (const order of batch) {
      const delays = await db()
        .select()
        .from(orderDelayRequests)
        .where(eq(orderDelayRequests.orderId, order.id));
      expect(delays.map((d) => d.delayDate)).toEqual([day]);
      const requests = await db().select().from(orderRequests).where(eq(orderRequests.orderId, order.id));
      expect(requests.map((r) => r.kind)).toEqual(['delay']);
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ delayDate: day, status: orderStatuses.delayed });
    }
  });
});
