import { orderStatuses } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/notifications';
import { createAccount, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

/** Issue 35.8: one bulk move notifies each client once ("N of your orders are now …"), not once per order. */
const t = useTestApp();
const db = () => t.database.db;

const notificationsOf = (clientId: number) =>
  db().select().from(notifications).where(eq(notifications.clientId, clientId));

describe('a bulk move’s notifications', () => {
  it('are one per client, naming the count and linking to those orders; a single order keeps its own', async () => {
    const a = await createAccount(db());
    const b = await createAccount(db());
    const many = await Promise.all(
      [1, 2, 3].map(() => createOrder(db(), a.clientId, { status: orderStatuses.sent })),
    );
    const one = await createOrder(db(), b.clientId, { status: orderStatuses.sent });
    const token = await t.staffTokenFor('ops@demo.test');
    const codes = [...many.map((o) => o.code), one.code];
    const res = await t.call({
      method: 'POST',
      url: '/api/ops/orders/status',
      token,
      body: { codes, status: 'underway' },
    });
    expect(res.body.feed?.updated, res.raw.body).toEqual(codes);

    const ofA = await notificationsOf(a.clientId);
    expect(ofA).toHaveLength(1);
    expect(ofA[0]).toMatchObject({
      messageKey: 'opsOrders.notify.bulkStatus',
      params: { count: 3, status: 'orderStatus.underway' },
      subjectKind: 'orders',
      subjectCode: many.map((o) => o.code).join(','),
    });
    const ofB = await notificationsOf(b.clientId);
    expect(ofB).toHaveLength(1);
    expect(ofB[0]).toMatchObject({ messageKey: 'opsOrders.notify.status', subjectCode: one.code });

    const list = await t.call({
      method: 'POST',
      url: '/api/client/notification/fetch',
      token: await t.tokenFor(a.email),
      lang: 'en',
    });
    expect(JSON.stringify(list.body)).toContain('3 of your orders are now “Underway”');
  });
});
