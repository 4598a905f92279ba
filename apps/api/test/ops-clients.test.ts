import {
  accountFreezedEvent,
  opsClientDetailsResponseSchema,
  opsClientListResponseSchema,
} from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema/clients-users';
import { createAccount, createMission, createOrder } from './support/factories';
import { useTestApp } from './support/harness';
import { useSockets } from './support/sockets';

const t = useTestApp();
const db = () => t.database.db;
const sockets = useSockets(() => t.app);

describe('clients desk: list and details', () => {
  it('lists clients, searches by name, email and phone, filters suspended ones', async () => {
    const a = await createAccount(db(), { client: { name: 'Zeta Bazaar Unique', phone1: '01099887766' } });
    const token = await t.staffTokenFor('ops@demo.test');
    const all = await t.call({ url: '/api/ops/clients?perPage=100', token });
    expect(all.status, all.raw.body).toBe(200);
    expect(opsClientListResponseSchema.parse(all.body)).toBeTruthy();
    expect(all.body.feed_count).toBeGreaterThanOrEqual(5);
    for (const search of ['zeta bazaar', a.email.slice(0, 12), '01099887766']) {
      const found = await t.call({ url: `/api/ops/clients?search=${encodeURIComponent(search)}`, token });
      expect(found.body.feed.map((c: { id: number }) => c.id)).toEqual([a.clientId]);
      expect(found.body.feed[0]).toMatchObject({ name: 'Zeta Bazaar Unique', email: a.email, is_freezed: 0 });
    }
    const frozen = await t.call({ url: '/api/ops/clients?freezed=1', token });
    expect(frozen.body.feed.length).toBeGreaterThan(0);
    expect(frozen.body.feed.every((c: { is_freezed: number }) => c.is_freezed === 1)).toBe(true);
    const support = await t.staffTokenFor('support@demo.test');
    expect((await t.call({ url: '/api/ops/clients', token: support })).status).toBe(403);
    const client = await t.tokenFor('merchant@demo.test');
    expect((await t.call({ url: '/api/ops/clients', token: client })).status).toBe(401);
  });

  it('opens one client: balance, orders by status, latest orders and missions; unknown is 404', async () => {
    const a = await createAccount(db());
    await createOrder(db(), a.clientId, { status: 7, receivedAmount: '150.00', shippingCost: '45.00' });
    await createOrder(db(), a.clientId, { status: 2 });
    const mission = await createMission(db(), a.clientId);
    const token = await t.staffTokenFor('ops@demo.test');
    const res = await t.call({ url: `/api/ops/clients/${a.clientId}`, token });
    expect(res.status, res.raw.body).toBe(200);
    const feed = opsClientDetailsResponseSchema.parse(res.body).feed;
    expect(feed.client).toMatchObject({ id: a.clientId, orders_count: 2, open_missions: 1 });
    expect(feed.balance).toMatchObject({ collected: '105.00', supplied: '0.00', balance: '105.00' });
    expect(feed.orders_by_status).toEqual([
      { status: 2, count: 1 },
      { status: 7, count: 1 },
    ]);
    expect(feed.orders).toHaveLength(2);
    expect(feed.missions.map((m) => m.id)).toEqual([mission.id]);
    expect((await t.call({ url: '/api/ops/clients/999999999', token })).status).toBe(404);
  });
});

describe('clients desk: suspend and unsuspend', () => {
  it('suspends a client: its open session is restricted at once and told over the socket', async () => {
    const a = await createAccount(db());
    const clientToken = await t.tokenFor(a.email);
    const supplies = () =>
      t.call({ method: 'POST', url: '/api/client/mission/all', token: clientToken, body: { type: [2] } });
    expect((await supplies()).status).toBe(200);

    const socket = await sockets.opened({ token: clientToken });
    const told = sockets.next(socket, accountFreezedEvent);

    const token = await t.staffTokenFor('ops@demo.test');
    const res = await t.call({ method: 'POST', url: `/api/ops/clients/${a.clientId}/suspend`, token });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.feed).toEqual({ id: a.clientId, is_freezed: 1 });
    expect(await told).toEqual({ is_freezed: 1 });
    const [row] = await db().select({ f: clients.isFreezed }).from(clients).where(eq(clients.id, a.clientId));
    expect(row!.f).toBe(true);
    // The same session, without logging in again, is now suspended.
    const refused = await supplies();
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('ACCOUNT_SUSPENDED');

    const toldAgain = sockets.next(socket, accountFreezedEvent);
    const lifted = await t.call({ method: 'POST', url: `/api/ops/clients/${a.clientId}/unsuspend`, token });
    expect(lifted.body.feed).toEqual({ id: a.clientId, is_freezed: 0 });
    expect(await toldAgain).toEqual({ is_freezed: 0 });
    expect((await supplies()).status).toBe(200);

    expect((await t.call({ method: 'POST', url: '/api/ops/clients/999999999/suspend', token })).status).toBe(
      404,
    );
  });

  it("tells only the suspended client's room", async () => {
    const a = await createAccount(db());
    const b = await createAccount(db());
    const socket = await sockets.opened({ token: await t.tokenFor(b.email) });
    let got = 0;
    socket.on(accountFreezedEvent, () => (got += 1));
    const token = await t.staffTokenFor('ops@demo.test');
    await t.call({ method: 'POST', url: `/api/ops/clients/${a.clientId}/suspend`, token });
    // b's own suspension arrives; a's never did (events of one socket arrive in order).
    const own = sockets.next(socket, accountFreezedEvent);
    await t.call({ method: 'POST', url: `/api/ops/clients/${b.clientId}/suspend`, token });
    await own;
    expect(got).toBe(1);
  });
});
