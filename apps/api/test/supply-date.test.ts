import { missionStatuses, missionTypes, orderStatuses } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { clientSupplyDays } from '../src/db/schema/missions';
import { createAccount, createMission, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

/**
 * Issue 35 §2, decision 052: the next supply date on exact Cairo days (the injected clock). The merchant's
 * supply days are Sunday (0) and Wednesday (3); 2030-06-16 is a Sunday.
 */
const t = useTestApp();
const db = () => t.database.db;

async function merchant() {
  const account = await createAccount(db());
  await db()
    .insert(clientSupplyDays)
    .values([0, 3].map((weekday) => ({ clientId: account.clientId, weekday })));
  await createOrder(db(), account.clientId, {
    status: orderStatuses.given,
    amountToBeCollected: '1535.00',
    receivedAmount: '1535.00',
    shippingCost: '45.00',
    deliveryDate: t.clock.now(),
  });
  return account;
}

/** A fresh session each time: moving the clock by days ends the previous one (idle expiry). */
const nextSupply = async (email: string) =>
  (await t.call({ url: '/api/client/balance', token: await t.tokenFor(email) })).body.next_supply as
    string | null;

describe('the next supply date', () => {
  it('is the first supply day from today (Cairo), and after a supply on it, the next one: Sunday → Wednesday', async () => {
    t.clock.set(new Date('2030-06-14T10:00:00Z')); // Friday
    const m = await merchant();
    expect(await nextSupply(m.email)).toBe('2030-06-16');
    // Saturday 23:30 UTC is already Sunday in Cairo: today is a supply day.
    t.clock.set(new Date('2030-06-15T23:30:00Z'));
    expect(await nextSupply(m.email)).toBe('2030-06-16');

    t.clock.set(new Date('2030-06-16T09:00:00Z'));
    const owed = await t.call({ url: '/api/client/balance', token: await t.tokenFor(m.email) });
    expect(owed.body).toMatchObject({ total_balance: '1490.00', payout_date: '2030-06-16' });
    const ops = await t.staffTokenFor('ops@demo.test');
    const paid = await t.call({
      method: 'POST',
      url: '/api/ops/supplies',
      token: ops,
      body: { client_id: m.clientId, method: 'cash' },
    });
    expect(paid.status, paid.raw.body).toBe(200);
    // Sunday is paid: nothing owed now, and the next supply is Wednesday's (not Sunday's, not Monday).
    expect(await nextSupply(m.email)).toBe('2030-06-19');
    const settled = await t.call({ url: '/api/client/balance', token: await t.tokenFor(m.email) });
    expect(settled.body).toMatchObject({ total_balance: '0.00', payout_date: null });
    t.clock.set(new Date('2030-06-17T09:00:00Z')); // Monday
    expect(await nextSupply(m.email)).toBe('2030-06-19');
    t.clock.set(new Date('2030-06-19T20:00:00Z')); // Wednesday evening, nothing supplied that day
    expect(await nextSupply(m.email)).toBe('2030-06-19');
  });

  it('an open supply mission overrides the supply days: its due date, or today once it is overdue', async () => {
    t.clock.set(new Date('2030-06-14T10:00:00Z')); // Friday
    const m = await merchant();
    await createMission(db(), m.clientId, {
      type: missionTypes.supply,
      status: missionStatuses.new,
      dueDate: '2030-06-17', // a Monday, not a supply day
      amount: '1490.00',
    });
    expect(await nextSupply(m.email)).toBe('2030-06-17');
    t.clock.set(new Date('2030-06-18T10:00:00Z')); // Tuesday: the mission is overdue, still to be paid
    expect(await nextSupply(m.email)).toBe('2030-06-18');
  });

  it('knows no holidays: a supply day that is a public holiday (Armed Forces Day, Sunday 2030-10-06) stays', async () => {
    t.clock.set(new Date('2030-10-03T10:00:00Z')); // Thursday
    const m = await merchant();
    expect(await nextSupply(m.email)).toBe('2030-10-06');
  });
});
