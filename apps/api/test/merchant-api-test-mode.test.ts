import { opsDashboardResponseSchema, orderStatuses } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderRequests } from '../src/db/schema/order-requests';
import { orders } from '../src/db/schema/orders';
import { webhookEvents } from '../src/db/schema/webhooks';
import { createAccount } from './support/factories';
import { useTestApp } from './support/harness';
import { rotateApiKey, unlockApiPage, v1OrderForm, v1Place } from './support/merchant-api';
import { expectDocumentedEvent } from './support/webhook-events';

// Test mode (issue 40 point 8, decision 074): test keys, test orders nobody at the courier sees, the
// test-only move with its webhooks. Events are written, not sent (the worker is off in tests).
const t = useTestApp({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true' } });
const db = () => t.database.db;

/** A fresh client with a webhook address, its admin's session, its live key and its test key. */
async function merchant() {
  const account = await createAccount(db());
  const token = await t.tokenFor(account.email);
  await unlockApiPage(t, token);
  const hook = await t.call({
    method: 'POST',
    url: '/api/client/update-api',
    token,
    body: { api_url: 'http://127.0.0.1:9/hooks' },
  });
  expect(hook.status, hook.raw.body).toBe(200);
  const live = await rotateApiKey(t, token);
  const made = await t.call({ method: 'POST', url: '/api/client/link-with-apis/test-key/rotate', token });
  expect(made.status, made.raw.body).toBe(200);
  return { ...account, token, live, test: made.body.feed.key as string };
}

async function createWith(key: string, receiver: string) {
  const place = await v1Place(t, key);
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/orders',
    token: key,
    body: v1OrderForm(place, receiver),
  });
  expect(res.status, res.raw.body).toBe(201);
  return res.body.code as string;
}

const move = (key: string, code: string, status: string) =>
  t.call({
    method: 'POST',
    url: `/api/v1/test/orders/${code}/move`,
    token: key,
    body: { status },
    lang: 'en',
  });

const listCodes = async (key: string) =>
  (await t.call({ url: '/api/v1/orders?limit=100', token: key })).body.feed.map(
    (o: { code: string }) => o.code,
  );

describe('test API keys', () => {
  it('are made, shown masked and revealed on the API page beside the live key, behind its code', async () => {
    const account = await createAccount(db());
    const token = await t.tokenFor(account.email);
    const locked = await t.call({ url: '/api/client/link-with-apis/test-key', token });
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('OTP_REQUIRED');
    await unlockApiPage(t, token);
    expect((await t.call({ url: '/api/client/link-with-apis/test-key', token })).body.feed).toBeNull();
    const made = await t.call({ method: 'POST', url: '/api/client/link-with-apis/test-key/rotate', token });
    const key = made.body.feed.key as string;
    expect(key).toMatch(/^cp_test_[A-Za-z0-9_-]{32}$/);
    const shown = await t.call({ url: '/api/client/link-with-apis/test-key', token });
    expect(shown.body.feed.masked).toBe(`cp_test_${'•'.repeat(28)}${key.slice(-4)}`);
    const revealed = await t.call({
      method: 'POST',
      url: '/api/client/link-with-apis/test-key/reveal',
      token,
    });
    expect(revealed.body.feed.key).toBe(key);
    // The live key is its own: none was made by the test key's rotate.
    expect((await t.call({ url: '/api/client/link-with-apis/key', token })).body.feed).toBeNull();
    const again = await t.call({ method: 'POST', url: '/api/client/link-with-apis/test-key/rotate', token });
    expect((await t.call({ url: '/api/v1/orders', token: key })).status).toBe(401);
    expect((await t.call({ url: '/api/v1/orders', token: again.body.feed.key })).status).toBe(200);
  });
});

describe('test orders', () => {
  it('are marked test; a live key never sees them and a test key never sees live ones', async () => {
    const m = await merchant();
    const testCode = await createWith(m.test, 'طلب تجريبي');
    const liveCode = await createWith(m.live, 'طلب حقيقي');
    const [row] = await db().select({ test: orders.test }).from(orders).where(eq(orders.code, testCode));
    expect(row!.test).toBe(true);
    expect(await listCodes(m.test)).toEqual([testCode]);
    expect(await listCodes(m.live)).toEqual([liveCode]);
    expect((await t.call({ url: `/api/v1/orders/${testCode}`, token: m.live })).status).toBe(404);
    expect((await t.call({ url: `/api/v1/orders/${liveCode}`, token: m.test })).status).toBe(404);
    expect((await t.call({ url: `/api/v1/orders/${testCode}`, token: m.test })).body.feed.code).toBe(
      testCode,
    );
    // Nor the portal, which is live.
    const portal = await t.call({ method: 'POST', url: '/api/client/order/SavedOrder', token: m.token });
    expect(portal.status, portal.raw.body).toBe(200);
    expect(portal.body.feed.map((o: { code: string }) => o.code)).toEqual([liveCode]);
    expect(portal.body.feed_count).toBe(1);
  });

  it('a test order is invisible to the ops desk and the balance', async () => {
    const m = await merchant();
    const staff = await t.staffTokenFor('ops@demo.test');
    const figures = async () =>
      opsDashboardResponseSchema.parse((await t.call({ url: '/api/ops/dashboard', token: staff })).body).feed;
    const before = await figures();
    const balanceBefore = (await t.call({ url: '/api/client/balance', token: m.token })).body;
    const code = await createWith(m.test, 'طلب تجريبي');
    for (const status of ['sent', 'underway', 'with_captain', 'given'])
      expect((await move(m.test, code, status)).status).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.code, code));
    expect(row).toMatchObject({ status: orderStatuses.given, receivedAmount: '250.50', captainId: null });

    const desk = await t.call({ url: `/api/ops/orders?code=${code}`, token: staff });
    expect(desk.body.feed).toEqual([]);
    const byClient = await t.call({ url: `/api/ops/orders?client_id=${m.clientId}`, token: staff });
    expect(byClient.body.feed_count).toBe(0);
    const deskMove = await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      token: staff,
      body: { codes: [code], status: 'wallet' },
      lang: 'en',
    });
    expect(deskMove.body.feed.updated).toEqual([]);
    expect(deskMove.body.feed.refused[0].error_msg).toBe(`No order has the code ${code}`);
    const scan = await t.call({
      method: 'POST',
      url: '/api/ops/orders/scan',
      token: staff,
      body: { workflow: 'receive', codes: [code] },
      lang: 'en',
    });
    expect(scan.body.feed[0].result).toBe('unknown');
    const after = await figures();
    expect(after.orders).toEqual(before.orders);

    expect((await t.call({ url: '/api/client/balance', token: m.token })).body).toEqual(balanceBefore);
    expect(balanceBefore.total_balance).toBe('0.00');
  });

  it('move by the test-only call along the desk’s moves, with webhooks marked livemode false', async () => {
    const m = await merchant();
    const code = await createWith(m.test, 'طلب تجريبي');
    const liveCode = await createWith(m.live, 'طلب حقيقي');
    const refused = await move(m.live, liveCode, 'sent');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('TEST_KEY_REQUIRED');
    expect((await move(m.live, code, 'sent')).status).toBe(403);
    const skip = await move(m.test, code, 'given');
    expect(skip.status).toBe(409);
    expect(skip.body.code).toBe('ORDER_ACTION_NOT_ALLOWED');
    expect((await move(m.test, code, 'sent')).status).toBe(200);
    expect((await move(m.test, code, 'underway')).status).toBe(200);
    // The live order moves by the client's own action, live.
    expect(
      (await t.call({ method: 'POST', url: `/api/v1/orders/${liveCode}/send`, token: m.live })).status,
    ).toBe(200);
    // A test key's cancel is the client's action on its test order; no request reaches the desk.
    const reasons = await t.call({ url: '/api/v1/cancel-reasons', token: m.test });
    const cancel = await t.call({
      method: 'POST',
      url: `/api/v1/orders/${code}/cancel`,
      token: m.test,
      body: { type: reasons.body.feed[0].id },
    });
    expect(cancel.status, cancel.raw.body).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.code, code));
    expect(row!.status).toBe(orderStatuses.uncompleted);
    expect(await db().select().from(orderRequests).where(eq(orderRequests.orderId, row!.id))).toEqual([]);

    const events = (
      await db()
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.clientId, m.clientId))
        .orderBy(webhookEvents.id)
    ).map((e) => {
      const payload = e.payload as {
        type: string;
        livemode: boolean;
        data: { code: string; status: string };
      };
      expectDocumentedEvent({ ...payload, sequence: e.id });
      return payload;
    });
    const changes = events.filter((e) => e.type === 'order.status_changed');
    expect(changes.filter((e) => e.data.code === code).map((e) => [e.data.status, e.livemode])).toEqual([
      ['sent', false],
      ['underway', false],
      ['uncompleted', false],
    ]);
    expect(changes.filter((e) => e.data.code === liveCode).map((e) => [e.data.status, e.livemode])).toEqual([
      ['sent', true],
    ]);
  });
});
