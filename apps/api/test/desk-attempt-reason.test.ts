import { orderDetailsResponseSchema, orderStatuses, reasonTypes } from '@courier/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captains } from '../src/db/schema/ops';
import { receiverLinks } from '../src/db/schema/receiver';
import { webhookEvents } from '../src/db/schema/webhooks';
import { createOrder, firstReasonId } from './support/factories';
import { useTestApp } from './support/harness';
import { unlockApiPage } from './support/merchant-api';

// A failure recorded at the desk (staff moving an order "with captain" to "delayed" or "uncompleted")
// keeps the reason code the desk chose from the one reason table: the merchant's centre and order page,
// the order.status_changed webhook and the receiver's page all name it, never 'other' by default.

const t = useTestApp({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true' } });
const db = () => t.database.db;
const merchantClient = 1;

async function move(code: string, status: string, extra: Record<string, unknown> = {}) {
  const res = await t.call({
    method: 'POST',
    url: '/api/ops/orders/status',
    token: await t.staffTokenFor('ops@demo.test'),
    body: { codes: [code], status, ...extra },
  });
  expect(res.status, res.raw.body).toBe(200);
  expect(res.body.feed.refused).toEqual([]);
}

async function withCaptain() {
  const order = await createOrder(db(), merchantClient, { status: orderStatuses.underway });
  const [captain] = await db().select({ id: captains.id }).from(captains).orderBy(asc(captains.id)).limit(1);
  await move(order.code, 'with_captain', { captain_id: captain!.id });
  return order;
}

const lastEvent = async (code: string) => {
  const rows = await db()
    .select({ payload: webhookEvents.payload })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.clientId, merchantClient), eq(webhookEvents.type, 'order.status_changed')))
    .orderBy(webhookEvents.id);
  return rows
    .map((r) => (r.payload as { data: Record<string, unknown> }).data)
    .filter((d) => d.code === code)
    .at(-1);
};

describe("the desk's failed attempt keeps its reason code", () => {
  it('shows the chosen reason to the merchant, in the webhook and on the receiver page', async () => {
    const merchant = await t.tokenFor('merchant@demo.test');
    await unlockApiPage(t, merchant);
    const hook = await t.call({
      method: 'POST',
      url: '/api/client/update-api',
      token: merchant,
      body: { api_url: 'http://127.0.0.1:9/hooks' },
    });
    expect(hook.status).toBe(200);
    const order = await withCaptain();
    const reasonId = await firstReasonId(db(), reasonTypes.order_delay);
    await move(order.code, 'delayed', {
      reason_id: reasonId,
      attempt_reason: 'refused',
      note: 'At the door',
    });

    const cases = await t.call({ url: '/api/client/attempts?perPage=100', token: merchant, lang: 'en' });
    expect(cases.body.feed.find((r: { order_id: number }) => r.order_id === order.id)).toMatchObject({
      reason: 'refused',
      attempts: 1,
    });
    const details = await t.call({
      method: 'POST',
      url: `/api/client/order/web-details?code=${order.code}`,
      token: merchant,
    });
    const attempts = orderDetailsResponseSchema.parse(details.body).feed.last_attempts;
    expect(attempts).toMatchObject([
      { outcome: 'failed', reason: 'refused', note: 'At the door', file: null },
    ]);
    expect(await lastEvent(order.code)).toMatchObject({
      status: 'delayed',
      last_attempts: [{ reason: 'refused', note: 'At the door' }],
    });

    await t.app.receiver.deliverDue();
    const [link] = await db().select().from(receiverLinks).where(eq(receiverLinks.orderId, order.id));
    const page = await t.app.inject({
      method: 'GET',
      url: `/t/${link!.token}/reschedule?lang=en`,
      remoteAddress: '10.9.0.2',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Why: Refused by the receiver');
  });

  it("records a cancel at the door with its reason, and 'other' only when the desk names none", async () => {
    const merchant = await t.tokenFor('merchant@demo.test');
    const reasonId = await firstReasonId(db(), reasonTypes.order_delay);
    const cancelled = await withCaptain();
    await move(cancelled.code, 'uncompleted', { reason_id: reasonId, attempt_reason: 'wrong_address' });
    const plain = await withCaptain();
    await move(plain.code, 'delayed', { reason_id: reasonId });
    const reasonOf = async (code: string) => {
      const res = await t.call({
        method: 'POST',
        url: `/api/client/order/web-details?code=${code}`,
        token: merchant,
      });
      return orderDetailsResponseSchema.parse(res.body).feed.last_attempts.map((a) => a.reason);
    };
    expect(await reasonOf(cancelled.code)).toEqual(['wrong_address']);
    expect(await reasonOf(plain.code)).toEqual(['other']);
    // A reason outside the one table is refused before anything moves.
    const res = await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      token: await t.staffTokenFor('ops@demo.test'),
      body: { codes: [plain.code], status: 'uncompleted', reason_id: reasonId, attempt_reason: 'bored' },
    });
    expect(res.status).toBe(422);
  });
});
