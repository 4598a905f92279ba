import { cairoDay, missionStatuses, missionTypes, orderStatuses } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { faqs as faqData } from '../src/db/seed/data/faqs';
import { videos as videoData } from '../src/db/seed/data/videos';
import { seedDemoMissions } from '../src/db/seed/demo-missions';
import { seedDemoOrders } from '../src/db/seed/demo-orders';
import { clientSupplyDays, supplies } from '../src/db/schema/missions';
import { orders } from '../src/db/schema/orders';
import { createAccount, createMission, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

const t = useTestApp();
const merchant = 1;

const balance = (token: string) => t.call({ url: '/api/client/balance', token, lang: 'en' });

const delivered = (
  clientId: number,
  received: string,
  shipping: string,
  extra: Record<string, unknown> = {},
) =>
  createOrder(t.database.db, clientId, {
    status: orderStatuses.given,
    amountToBeCollected: received,
    receivedAmount: received,
    shippingCost: shipping,
    deliveryDate: t.clock.now(),
    ...extra,
  });

describe('GET balance', () => {
  it('computes the figures in SQL from delivered orders and supplies, as exact decimal strings', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    await t.database.db.delete(clientSupplyDays).where(eq(clientSupplyDays.clientId, merchant));
    expect((await balance(token)).body).toEqual({
      success: 1,
      next_supply: null,
      payout_date: null,
      total_supplied_balance: '0.00',
      total_balance: '0.00',
    });

    await delivered(merchant, '250.00', '45.00'); // 205.00
    await delivered(merchant, '100.10', '50.05'); // 50.05
    await delivered(merchant, '0.10', '0.00'); // 0.1 + 0.2 is 0.30 here, never 0.30000000000000004
    await delivered(merchant, '0.20', '0.00');
    await delivered(merchant, '150.50', '50.00', { status: orderStatuses.wallet, cashAmount: '100.50' }); // 100.50
    await createOrder(t.database.db, merchant, { status: orderStatuses.returned, shippingCost: '45.00' });
    await createOrder(t.database.db, merchant, { status: orderStatuses.with_captain, receivedAmount: null });
    const other = await createAccount(t.database.db);
    await delivered(other.clientId, '999.00', '1.00');
    const supply = await createMission(t.database.db, merchant, {
      type: missionTypes.supply,
      status: missionStatuses.exhausted,
    });
    await t.database.db.insert(supplies).values([
      { clientId: merchant, missionId: supply.id, amount: '100.50', suppliedOn: '2030-01-05' },
      { clientId: merchant, amount: '30.00', suppliedOn: '2030-01-06' },
      { clientId: other.clientId, amount: '500.00', suppliedOn: '2030-01-06' },
    ]);

    // collected 205.00 + 50.05 + 0.10 + 0.20 + 100.50 = 355.85; supplied 130.50
    expect((await balance(token)).body).toEqual({
      success: 1,
      next_supply: null,
      payout_date: null,
      total_supplied_balance: '130.50',
      total_balance: '225.35',
    });
  });

  it('answers a negative balance when more was supplied than collected', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    await delivered(merchant, '10.00', '2.50');
    await t.database.db
      .insert(supplies)
      .values({ clientId: merchant, amount: '10.00', suppliedOn: '2030-01-01' });
    expect((await balance(token)).body).toMatchObject({
      total_balance: '-2.50',
      total_supplied_balance: '10.00',
    });
  });

  it('dates the next supply by the open supply mission, else the next supply day (Cairo)', async () => {
    t.clock.set(new Date('2030-06-12T23:30:00Z')); // Thursday 13 June in Cairo (Wednesday in UTC)
    const token = await t.tokenFor('merchant@demo.test');
    // the merchant's demo supply days are Sunday and Wednesday
    expect((await balance(token)).body.next_supply).toBe('2030-06-16');
    await t.database.db.delete(clientSupplyDays).where(eq(clientSupplyDays.clientId, merchant));
    await t.database.db.insert(clientSupplyDays).values({ clientId: merchant, weekday: 4 });
    expect((await balance(token)).body.next_supply).toBe('2030-06-13');
    await createMission(t.database.db, merchant, {
      type: missionTypes.supply,
      status: missionStatuses.for_captain,
      dueDate: '2030-06-18',
    });
    await createMission(t.database.db, merchant, {
      type: missionTypes.supply,
      status: missionStatuses.canceled,
      dueDate: '2030-06-14',
    });
    expect((await balance(token)).body.next_supply).toBe('2030-06-18');
    // An open supply mission overdue (due yesterday) is still to be paid: today, Cairo (decision 052).
    await createMission(t.database.db, merchant, {
      type: missionTypes.supply,
      status: missionStatuses.new,
      dueDate: '2030-06-12',
    });
    expect((await balance(token)).body.next_supply).toBe('2030-06-13');
    await createMission(t.database.db, merchant, {
      type: missionTypes.supply,
      status: missionStatuses.new,
      dueDate: '2030-06-13',
    });
    expect((await balance(token)).body.next_supply).toBe('2030-06-13');
  });

  it('matches the demo data: the executed supplies carry the wallet orders', async () => {
    await seedDemoOrders(t.database.db);
    await seedDemoMissions(t.database.db);
    const token = await t.tokenFor('merchant@demo.test');
    const rows = await t.database.db
      .select({
        status: orders.status,
        received: orders.receivedAmount,
        shipping: orders.shippingCost,
        cash: orders.cashAmount,
      })
      .from(orders)
      .where(eq(orders.clientId, merchant));
    const cents = (v: string | null) => Math.round(Number(v ?? 0) * 100);
    const net = (status: number) =>
      rows
        .filter((r) => r.status === status)
        .reduce((sum, r) => sum + cents(r.received) - cents(r.shipping), 0);
    const walletCash = rows
      .filter((r) => r.status === orderStatuses.wallet)
      .reduce((s, r) => s + cents(r.cash), 0);
    const res = await balance(token);
    expect(res.status).toBe(200);
    expect(res.body.total_supplied_balance).toBe((walletCash / 100).toFixed(2));
    expect(res.body.total_balance).toBe(
      ((net(orderStatuses.given) + net(orderStatuses.wallet) - walletCash) / 100).toFixed(2),
    );
    expect(res.body.total_balance).toBe((net(orderStatuses.given) / 100).toFixed(2));
    expect(res.body.next_supply).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers a suspended client "account suspended", and no token 401', async () => {
    const res = await balance(await t.tokenFor('frozen@demo.test'));
    expect(res.status).toBe(403);
    expect(res.body.error_msg).toBe('account suspended');
    expect((await t.call({ url: '/api/client/balance' })).status).toBe(401);
  });
});

describe('GET chart', () => {
  it('counts delivered orders per Cairo day over the last 30 days, zero-filled, and orders per status', async () => {
    t.clock.set(new Date('2030-06-15T10:00:00Z'));
    const token = await t.tokenFor('merchant@demo.test');
    const at = (iso: string, status: number = orderStatuses.given) =>
      createOrder(t.database.db, merchant, { status, deliveryDate: new Date(iso), receivedAmount: '150.00' });
    // Cairo is UTC+3 in June (summer time)
    await at('2030-06-14T21:30:00Z'); // 15 June, 00:30 in Cairo
    await at('2030-06-15T09:00:00Z', orderStatuses.wallet);
    await at('2030-06-14T20:30:00Z'); // 14 June, 23:30 in Cairo
    await at('2030-05-17T08:00:00Z'); // the first day of the window
    await at('2030-05-16T08:00:00Z'); // one day too early
    await at('2030-06-10T08:00:00Z', orderStatuses.returned); // not delivered
    const other = await createAccount(t.database.db);
    await createOrder(t.database.db, other.clientId, {
      status: orderStatuses.given,
      deliveryDate: new Date('2030-06-15T09:00:00Z'),
    });
    await createOrder(t.database.db, merchant); // saved

    const res = await t.call({ url: '/api/client/chart', token });
    expect(res.status, res.raw.body).toBe(200);
    const days = res.body.feed.delivered_per_day as { day: string; count: number }[];
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2030-05-17', count: 1 });
    expect(days.at(-1)).toEqual({ day: '2030-06-15', count: 2 });
    expect(days.at(-2)).toEqual({ day: '2030-06-14', count: 1 });
    expect(days.reduce((n, d) => n + d.count, 0)).toBe(4);
    expect(days.filter((d) => d.count === 0)).toHaveLength(27);
    expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());

    const statuses = res.body.feed.orders_per_status as { status: number; count: number }[];
    expect(statuses.map((s) => s.status)).toEqual(Object.values(orderStatuses));
    const count = (status: number) => statuses.find((s) => s.status === status)!.count;
    expect(count(orderStatuses.given)).toBe(4);
    expect(count(orderStatuses.wallet)).toBe(1);
    expect(count(orderStatuses.returned)).toBe(1);
    expect(count(orderStatuses.saved)).toBe(1);
    expect(count(orderStatuses.deleted)).toBe(0);
  });

  it('answers a client without orders 30 zero days', async () => {
    const token = await t.tokenFor('company@demo.test');
    const res = await t.call({ url: '/api/client/chart', token });
    expect(res.body.feed.delivered_per_day).toHaveLength(30);
    expect(res.body.feed.delivered_per_day.at(-1).day).toBe(cairoDay(t.clock.now()));
    expect(res.body.feed.delivered_per_day.every((d: { count: number }) => d.count === 0)).toBe(true);
    expect(res.body.feed.orders_per_status.every((d: { count: number }) => d.count === 0)).toBe(true);
  });

  it('answers a suspended client "account suspended"', async () => {
    const res = await t.call({
      url: '/api/client/chart',
      token: await t.tokenFor('frozen@demo.test'),
      lang: 'ar',
    });
    expect(res.status).toBe(403);
    expect(res.body.error_msg).toBe('الحساب موقوف');
  });
});

describe('POST faq and POST popular_videos', () => {
  const faq = (token: string, body: unknown, lang: 'ar' | 'en') =>
    t.call({ method: 'POST', url: '/api/client/faq', token, body, lang });

  it('answers the FAQ of a category by name in the caller’s language', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const expected = faqData.filter((f) => f.category === 'balance');
    const en = await faq(token, { name: 'balance' }, 'en');
    expect(en.status).toBe(200);
    expect(en.body.feed).toEqual(
      expected.map((f) => ({
        id: expect.any(Number),
        category: 'balance',
        question: f.questionEn,
        answer: f.answerEn,
        screen: f.screen ?? null,
      })),
    );
    const ar = await faq(token, { name: 'Balance' }, 'ar');
    expect(ar.body.feed.map((f: { question: string }) => f.question)).toEqual(
      expected.map((f) => f.questionAr),
    );
  });

  it('answers every question without a name, none for an unknown name, 422 for a bad one', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    expect((await faq(token, {}, 'en')).body.feed).toHaveLength(faqData.length);
    expect((await t.call({ method: 'POST', url: '/api/client/faq', token })).body.feed).toHaveLength(
      faqData.length,
    );
    expect((await faq(token, { name: 'nothing-here' }, 'en')).body.feed).toEqual([]);
    const bad = await faq(token, { name: '<script>' }, 'ar');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ name: ['هذه القيمة غير صالحة'] });
  });

  it('lists the popular videos in the caller’s language, also for a suspended client', async () => {
    const token = await t.tokenFor('frozen@demo.test');
    const en = await t.call({ method: 'POST', url: '/api/client/popular_videos', token, lang: 'en' });
    expect(en.status).toBe(200);
    expect(en.body.feed).toEqual(
      videoData.map((v) => ({
        id: expect.any(Number),
        title: v.titleEn,
        url: v.url,
        screen: v.screen ?? null,
      })),
    );
    const ar = await t.call({ method: 'POST', url: '/api/client/popular_videos', token, lang: 'ar' });
    expect(ar.body.feed[0].title).toBe(videoData[0]!.titleAr);
    expect((await faq(token, { name: 'missions' }, 'en')).body.feed).toHaveLength(1);
    expect((await t.call({ method: 'POST', url: '/api/client/popular_videos' })).status).toBe(401);
  });
});
