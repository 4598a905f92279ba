import { orderStatuses } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientSupplyDays } from '../src/db/schema/missions';
import { webhookEvents } from '../src/db/schema/webhooks';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';
import { rotateApiKey, unlockApiPage } from './support/merchant-api';

/**
 * Issue 35, decision 053: every delivered, unsettled order carries its payout date, the client's next
 * supply by the balance's own rule, on its details, the merchant API and the `order.status_changed`
 * webhook; a settled or undelivered order has none. Supply days Sunday and Wednesday; 2030-06-14 is a Friday.
 */
const t = useTestApp({ env: { ALLOW_PRIVATE_WEBHOOKS: 'true' } });
const db = () => t.database.db;

async function merchant() {
  const account = await createAccount(db());
  await db()
    .insert(clientSupplyDays)
    .values([0, 3].map((weekday) => ({ clientId: account.clientId, weekday })));
  const token = await t.tokenFor(account.email);
  await unlockApiPage(t, token);
  const hook = await t.call({
    method: 'POST',
    url: '/api/client/update-api',
    token,
    body: { api_url: 'http://127.0.0.1:9/hooks' },
  });
  expect(hook.status, hook.raw.body).toBe(200);
  return { ...account, token, key: await rotateApiKey(t, token) };
}

const orderEvents = async (clientId: number) =>
  (
    await db()
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.clientId, clientId))
      .orderBy(webhookEvents.id)
  )
    .map((e) => e.payload as { type: string; data: Record<string, unknown> })
    .filter((e) => e.type === 'order.status_changed')
    .map((e) => e.data);

describe('the payout date of each order', () => {
  it('is the next supply on a delivered order (details, v1 order and list, webhook), and none once settled', async () => {
    t.clock.set(new Date('2030-06-14T10:00:00Z'));
    const m = await merchant();
    const order = await createOrder(db(), m.clientId, {
      status: orderStatuses.with_captain,
      amountToBeCollected: '500.00',
      shippingCost: '45.00',
    });
    const waiting = await createOrder(db(), m.clientId, { status: orderStatuses.sent });
    const ops = await t.staffTokenFor('ops@demo.test');
    const given = await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      token: ops,
      body: { codes: [order.code], status: 'given' },
    });
    expect(given.body.feed?.updated, given.raw.body).toEqual([order.code]);

    const details = async (code: string) =>
      (await t.call({ method: 'POST', url: `/api/client/order/web-details?code=${code}`, token: m.token }))
        .body.feed;
    expect((await details(order.code)).payout_date).toBe('2030-06-16');
    expect((await details(waiting.code)).payout_date).toBeNull();
    const v1 = await t.call({ url: `/api/v1/orders/${order.code}`, token: m.key });
    expect(v1.body.feed?.payout_date ?? v1.body.payout_date, v1.raw.body).toBe('2030-06-16');
    const list = await t.call({ url: '/api/v1/orders', token: m.key });
    const dates = Object.fromEntries(
      list.body.feed.map((o: { code: string; payout_date: string | null }) => [o.code, o.payout_date]),
    );
    expect(dates).toEqual({ [order.code]: '2030-06-16', [waiting.code]: null });
    expect(await orderEvents(m.clientId)).toEqual([
      {
        code: order.code,
        status: 'given',
        previous_status: 'with_captain',
        payout_date: '2030-06-16',
        // The desk delivered it: no captain proof (decision 065).
        proof: null,
        last_attempts: [],
      },
    ]);

    const paid = await t.call({
      method: 'POST',
      url: '/api/ops/supplies',
      token: ops,
      body: { client_id: m.clientId, method: 'cash' },
    });
    expect(paid.status, paid.raw.body).toBe(200);
    expect((await details(order.code)).payout_date).toBeNull();
    expect((await orderEvents(m.clientId)).at(-1)).toEqual({
      code: order.code,
      status: 'wallet',
      previous_status: 'given',
      payout_date: null,
      proof: null,
      last_attempts: [],
    });
  });

  it('is on each order of the delivered list and the searches, read past the list cache; supplied and returned orders have their own lists', async () => {
    t.clock.set(new Date('2030-06-14T10:00:00Z'));
    const m = await merchant();
    const order = await createOrder(db(), m.clientId, {
      status: orderStatuses.given,
      receivedAmount: '500.00',
      shippingCost: '45.00',
    });
    const returned = await createOrder(db(), m.clientId, { status: orderStatuses.returned });
    let token = m.token;
    const list = async (name: string) => {
      const res = await t.call({
        method: 'POST',
        url: `/api/client/order/${name}`,
        token,
        body: {},
      });
      expect(res.status, res.raw.body).toBe(200);
      return res.body as {
        feed: { code: string; payout_date?: string | null; cash_amount: string | null }[];
        feed_count: number;
      };
    };
    expect((await list('GivenOrder')).feed.map((o) => [o.code, o.payout_date])).toEqual([
      [order.code, '2030-06-16'],
    ]);
    // A new day moves the date while no order changed (the page cache is keyed by the orders' version).
    t.clock.set(new Date('2030-06-17T10:00:00Z'));
    token = await t.tokenFor(m.email);
    expect((await list('GivenOrder')).feed[0]?.payout_date).toBe('2030-06-19');
    const search = await t.call({
      method: 'POST',
      url: '/api/client/order/search',
      token,
      body: { codes: order.code },
    });
    expect(search.body.feed[0].payout_date, search.raw.body).toBe('2030-06-19');
    const advanced = await t.call({
      method: 'POST',
      url: '/api/client/order/advanced-search-submit',
      token,
      body: { code: order.code },
    });
    expect(advanced.body.feed[0].payout_date, advanced.raw.body).toBe('2030-06-19');
    // Undelivered lists read no date.
    expect((await list('SavedOrder')).feed).toEqual([]);
    expect((await list('ReturnedOrder')).feed.map((o) => [o.code, o.payout_date])).toEqual([
      [returned.code, null],
    ]);

    const ops = await t.staffTokenFor('ops@demo.test');
    const paid = await t.call({
      method: 'POST',
      url: '/api/ops/supplies',
      token: ops,
      body: { client_id: m.clientId, method: 'cash' },
    });
    expect(paid.status, paid.raw.body).toBe(200);
    expect((await list('GivenOrder')).feed_count).toBe(0);
    const supplied = await list('SuppliedOrder');
    expect(supplied.feed.map((o) => [o.code, o.cash_amount, o.payout_date])).toEqual([
      [order.code, '455.00', null],
    ]);
    expect(supplied.feed_count).toBe(1);
  });
});
