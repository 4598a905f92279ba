import { describe, expect, it } from 'vitest';
import { createOrder } from './support/factories';
import { useTestApp } from './support/harness';
import { apiKeyFor } from './support/merchant-api';

// Order statuses named beside their numbers, and the state machine published (issue 40 point 4).
const t = useTestApp();

describe('/api/v1 order states', () => {
  it('answers the status name and its label in the caller’s language beside the number', async () => {
    const key = await apiKeyFor(t, 'merchant@demo.test');
    const order = await createOrder(t.database.db, 1, { status: 4 });
    const en = await t.call({ url: `/api/v1/orders/${order.code}`, token: key, lang: 'en' });
    expect(en.body.feed).toMatchObject({
      status: 4,
      status_key: 'with_captain',
      status_label: 'With captain',
    });
    const ar = await t.call({ url: `/api/v1/orders/${order.code}`, token: key, lang: 'ar' });
    expect(ar.body.feed.status_label).toBe('مع الكابتن');
    const list = await t.call({ url: '/api/v1/orders?status=with_captain', token: key, lang: 'en' });
    expect(list.body.feed[0]).toMatchObject({ status: 4, status_key: 'with_captain' });
  });

  it('publishes the states, the courier’s moves and the client actions, and documents them', async () => {
    const key = await apiKeyFor(t, 'merchant@demo.test');
    const res = await t.call({ url: '/api/v1/order-states', token: key, lang: 'en' });
    expect(res.status).toBe(200);
    const states = res.body.feed.states;
    expect(states).toHaveLength(14);
    expect(states.find((s: { key: string }) => s.key === 'underway')).toMatchObject({
      status: 3,
      label: 'Underway',
      moves_to: expect.arrayContaining(['with_captain']),
    });
    expect(res.body.feed.actions).toContainEqual(
      expect.objectContaining({ action: 'cancel', to: 'uncompleted' }),
    );
    const doc = (await t.call({ url: '/api/v1/docs' })).body;
    expect(doc.info.description).toContain('14 uncompleted');
    expect(doc.info.description).toContain('4 with_captain');
    expect(doc.info.description).toMatch(/at least once and in no guaranteed order/);
  });
});
