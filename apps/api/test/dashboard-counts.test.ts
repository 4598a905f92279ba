import { orderListNames, orderLists, orderStatuses } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { seedDemoOrders } from '../src/db/seed/demo-orders';
import { useTestApp } from './support/harness';

/**
 * Issue 35 §7: every count of the dashboard equals the total of the list its tile links to (the web's
 * `ordersOfStatusPath`: the status's own list, else the advanced search by that status).
 */
const t = useTestApp();

describe("the dashboard's counts", () => {
  it('each equals the total of the list it links to (underway includes resent)', async () => {
    await seedDemoOrders(t.database.db);
    const token = await t.tokenFor('merchant@demo.test');
    const chart = await t.call({ url: '/api/client/chart', token, lang: 'en' });
    expect(chart.status, chart.raw.body).toBe(200);
    const counts = chart.body.feed.orders_per_status as { status: number; count: number }[];
    expect(counts).toHaveLength(Object.keys(orderStatuses).length);
    for (const { status, count } of counts) {
      const list = orderListNames.find((name) => orderStatuses[orderLists[name]] === status);
      const res = list
        ? await t.call({ method: 'POST', url: `/api/client/order/${list}?page=1&perPage=1`, token, body: {} })
        : await t.call({
            method: 'POST',
            url: '/api/client/order/advanced-search-submit?page=1&perPage=1',
            token,
            body: { status },
          });
      expect(res.status, res.raw.body).toBe(200);
      expect(count, `status ${status} (${list ?? 'advanced search'})`).toBe(res.body.feed_count);
    }
  });
});
