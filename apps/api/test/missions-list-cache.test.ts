import {
  cairoDay,
  missionListResponseSchema,
  missionStatuses,
  missionTypes,
  orderStatuses,
  paymentWays,
  reasonTypes,
} from '@courier/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captains } from '../src/db/schema/ops';
import { seedDemoMissions } from '../src/db/seed/demo-missions';
import { seedDemoOrders } from '../src/db/seed/demo-orders';
import { seedReferenceData } from '../src/db/seed/seed';
import { clientAddresses, missionOrders, missions, missionVersions } from '../src/db/schema/missions';
import { createAccount, createMission, createOrder, createUser, firstReasonId } from './support/factories';
import { useTestApp } from './support/harness';

// The mission-list page cache (decision 035, amendment): a page read twice is served from memory the second
// time, so each test reads a list (twice: cached), writes one way, and reads it again. The test clock
// stands still, so a write does not move max(updated_at): only the missions version tells.
const t = useTestApp();
const merchant = 1;
const db = () => t.database.db;

type Page = {
  feed: {
    id: number;
    status: number;
    type: number;
    orders_count: number;
    actions: string[];
    client: { name: string };
    captain: { name: string } | null;
    address: { title: string; area: string } | null;
  }[];
  feed_count: number;
};
async function list(
  token: string,
  body: Record<string, unknown> = { type: [1, 4] },
  query = '?page=1&perPage=20',
  lang: 'ar' | 'en' = 'en',
): Promise<Page> {
  const res = await t.call({ method: 'POST', url: `/api/client/mission/all${query}`, token, body, lang });
  expect(res.status, res.raw.body).toBe(200);
  return res.body as Page;
}
/** Read twice, so the second answer (and the next unchanged one) is the cached page. */
async function cachedList(token: string, body?: Record<string, unknown>, lang?: 'ar' | 'en'): Promise<Page> {
  const first = await list(token, body, undefined, lang);
  expect(await list(token, body, undefined, lang)).toEqual(first);
  return first;
}
const ids = (page: Page) => page.feed.map((m) => m.id);
const one = (page: Page, id: number) => page.feed.find((m) => m.id === id)!;

describe('the mission-list page cache is never stale', () => {
  it('after the client asks for a mission and terminates it', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const before = await cachedList(token);
    const form = await t.call({ method: 'POST', url: '/api/client/mission/add', token, lang: 'en' });
    const created = await t.call({
      method: 'POST',
      url: '/api/client/mission/submit',
      token,
      body: { type: 1, address_id: form.body.addresses[0].id, due_date: cairoDay(t.clock.now(), 1) },
    });
    expect(created.status, created.raw.body).toBe(200);
    const after = await cachedList(token);
    expect(after.feed_count).toBe(before.feed_count + 1);
    expect(ids(after)[0]).toBe(created.body.id);
    const reason = await firstReasonId(db(), reasonTypes.mission_termination);
    const terminated = await t.call({
      method: 'POST',
      url: `/api/client/mission/terminate?id=${created.body.id}&reason_id=${reason}`,
      token,
      body: { reason: 'No longer needed this week' },
    });
    expect(terminated.status, terminated.raw.body).toBe(200);
    const gone = await list(token);
    expect(ids(gone)).not.toContain(created.body.id);
    expect(gone.feed_count).toBe(before.feed_count);
  });

  it('after staff moves: a captain assigned, then the mission executed (its orders carried)', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const ops = await t.staffTokenFor('ops@demo.test');
    const sent = await createOrder(db(), merchant, { status: orderStatuses.sent });
    const mission = await createMission(db(), merchant, { type: missionTypes.receiving });
    expect(one(await cachedList(token), mission.id)).toMatchObject({ status: 1, captain: null });
    const [captain] = await db().select({ id: captains.id }).from(captains).limit(1);
    const move = (body: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/ops/missions/status', token: ops, body, lang: 'en' });
    const assigned = await move({ ids: [mission.id], status: 'for_captain', captain_id: captain!.id });
    expect(assigned.status, assigned.raw.body).toBe(200);
    const withCaptain = one(await cachedList(token), mission.id);
    expect(withCaptain.status).toBe(missionStatuses.for_captain);
    expect(withCaptain.captain).not.toBeNull();
    await move({ ids: [mission.id], status: 'given_for_captain' });
    expect(one(await cachedList(token), mission.id).status).toBe(missionStatuses.given_for_captain);
    await move({ ids: [mission.id], status: 'executed_with_captain' });
    // Executing a pickup carries the client's sent orders (mission_orders): its count shows them.
    expect(one(await list(token), mission.id)).toMatchObject({ status: 6, orders_count: 1 });
    expect(sent.id).toBeGreaterThan(0);
  });

  it('after a supply is asked for: the delivered orders it carries show in its count', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const supplies = { type: [missionTypes.supply] };
    const before = await cachedList(token, supplies);
    await createOrder(db(), merchant, {
      status: orderStatuses.given,
      amountToBeCollected: '100.00',
      receivedAmount: '100.00',
      shippingCost: '10.00',
      deliveryDate: t.clock.now(),
    });
    const form = await t.call({ method: 'POST', url: '/api/client/mission/add', token, lang: 'en' });
    const bank = form.body.accounts.find((a: { kind: string }) => a.kind === 'bank');
    const supply = await t.call({
      method: 'POST',
      url: '/api/client/mission/submit',
      token,
      body: { type: 2, payment_way_id: paymentWays.bank_transfer, bank_account_id: bank.id },
    });
    expect(supply.status, supply.raw.body).toBe(200);
    const after = await list(token, supplies);
    expect(after.feed_count).toBe(before.feed_count + 1);
    expect(one(after, supply.body.id).orders_count).toBeGreaterThan(0);
  });

  it('after an order is carried or dropped (mission_orders), straight in the database', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const mission = await createMission(db(), merchant, { type: missionTypes.receiving_and_returns });
    const order = await createOrder(db(), merchant, { status: orderStatuses.returned });
    expect(one(await cachedList(token), mission.id).orders_count).toBe(0);
    await db().insert(missionOrders).values({ missionId: mission.id, orderId: order.id, clientId: merchant });
    expect(one(await cachedList(token), mission.id).orders_count).toBe(1);
    // The order removed: the cascade deletes its mission_orders row.
    await db().execute(sql`delete from order_logs where order_id = ${order.id}`);
    await db().execute(sql`delete from orders where id = ${order.id}`);
    expect(one(await list(token), mission.id).orders_count).toBe(0);
  });

  it('after the client renames itself, and after its address is edited by hand', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const form = await t.call({ method: 'POST', url: '/api/client/mission/add', token, lang: 'en' });
    const address = form.body.addresses[0];
    const mission = await createMission(db(), merchant, { addressId: address.id });
    expect(one(await cachedList(token), mission.id).client.name).not.toBe('Mona Books');
    const renamed = await t.call({
      method: 'POST',
      url: '/api/client/web/profile',
      token,
      body: { client_name: 'Mona Books' },
    });
    expect(renamed.status, renamed.raw.body).toBe(200);
    expect(one(await cachedList(token), mission.id).client.name).toBe('Mona Books');
    await db().update(clientAddresses).set({ title: 'Back door' }).where(eq(clientAddresses.id, address.id));
    expect(one(await list(token), mission.id).address!.title).toBe('Back door');
  });

  it('after a shared name changes by hand (a captain, an area), not after a re-seed of aliases', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const form = await t.call({ method: 'POST', url: '/api/client/mission/add', token, lang: 'en' });
    const address = form.body.addresses[0];
    const [captain] = await db().select({ id: captains.id, name: captains.name }).from(captains).limit(1);
    const mission = await createMission(db(), merchant, {
      status: missionStatuses.for_captain,
      captainId: captain!.id,
      addressId: address.id,
    });
    expect(one(await cachedList(token), mission.id).captain!.name).toBe(captain!.name);
    // Captains and places are reference data, kept between tests: renamed, then named back.
    const renameCaptain = (name: string) =>
      db().update(captains).set({ name }).where(eq(captains.id, captain!.id));
    await renameCaptain('Captain Renamed');
    try {
      expect(one(await cachedList(token), mission.id).captain!.name).toBe('Captain Renamed');
    } finally {
      await renameCaptain(captain!.name);
    }
    expect(one(await cachedList(token), mission.id).captain!.name).toBe(captain!.name);
    const version = () =>
      db()
        .select()
        .from(missionVersions)
        .where(eq(missionVersions.clientId, merchant))
        .orderBy(missionVersions.slot);
    const before = await version();
    // The reference data seeded again: only the places' aliases are set, no page changes.
    await seedReferenceData(db());
    expect(await version()).toEqual(before);
    const rename = (name: string) =>
      db().execute(sql`
        update areas set name_en = ${name}
        where id = (select area_id from client_addresses where id = ${address.id})`);
    await rename('Nasr City (East)');
    try {
      expect(one(await cachedList(token), mission.id).address!.area).toBe('Nasr City (East)');
    } finally {
      await rename('Nasr City');
    }
    expect(one(await list(token), mission.id).address!.area).toBe('Nasr City');
  });

  it('after a write made straight in the database (no service in between)', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const mission = await createMission(db(), merchant);
    const before = await cachedList(token);
    await db().update(missions).set({ status: missionStatuses.exhausted }).where(eq(missions.id, mission.id));
    expect(one(await cachedList(token), mission.id).status).toBe(missionStatuses.exhausted);
    await db().delete(missions).where(eq(missions.id, mission.id));
    const after = await list(token);
    expect(ids(after)).not.toContain(mission.id);
    expect(after.feed_count).toBe(before.feed_count - 1);
  });
});

describe('the mission-list page cache is never shared', () => {
  it('between clients: the same list, page and filters answer each client its own missions', async () => {
    const other = await createAccount(db());
    const mine = await createMission(db(), merchant);
    const theirs = await createMission(db(), other.clientId);
    const a = await cachedList(await t.tokenFor('merchant@demo.test'));
    const b = await cachedList(await t.tokenFor(other.email));
    expect(ids(a)).toContain(mine.id);
    expect(ids(a)).not.toContain(theirs.id);
    expect(ids(b)).toEqual([theirs.id]);
    expect(b.feed[0]!.client.name).not.toBe(a.feed[0]!.client.name);
  });

  it('between the main account and a sub-user, and before and after a suspension', async () => {
    const sub = await createUser(db(), merchant);
    const supply = await createMission(db(), merchant, { type: missionTypes.supply });
    const main = await t.tokenFor('merchant@demo.test');
    const user = await t.tokenFor(sub.email);
    expect(ids(await cachedList(main, {}))).toContain(supply.id);
    expect(ids(await cachedList(user, {}))).toContain(supply.id);
    // Suspended (spec §1): only receiving and receiving-and-returns missions are followed.
    const ops = await t.staffTokenFor('ops@demo.test');
    const suspend = await t.call({ method: 'POST', url: `/api/ops/clients/${merchant}/suspend`, token: ops });
    expect(suspend.status, suspend.raw.body).toBe(200);
    const narrowed = await list(main, {});
    expect(ids(narrowed)).not.toContain(supply.id);
    expect(narrowed.feed.every((m) => m.type === 1 || m.type === 4)).toBe(true);
  });

  it('between pages, page sizes, filters and languages', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const created = [];
    for (let i = 0; i < 5; i++) created.push((await createMission(db(), merchant)).id);
    const newest = [...created].reverse();
    const page = (query: string) => list(token, { type: [1] }, query);
    expect(ids(await page('?page=1&perPage=2'))).toEqual(newest.slice(0, 2));
    expect(ids(await page('?page=2&perPage=2'))).toEqual(newest.slice(2, 4));
    expect(ids(await page('?page=1&perPage=3'))).toEqual(newest.slice(0, 3));
    const [code] = await db()
      .select({ code: missions.code })
      .from(missions)
      .where(eq(missions.id, newest[3]!));
    expect(ids(await list(token, { type: [1], code: code!.code }))).toEqual([newest[3]]);
    // Names follow the language: the same page in Arabic and in English.
    const form = await t.call({ method: 'POST', url: '/api/client/mission/add', token, lang: 'en' });
    const placed = await createMission(db(), merchant, { addressId: form.body.addresses[0].id });
    const en = one(await cachedList(token, { type: [1] }, 'en'), placed.id);
    const ar = one(await cachedList(token, { type: [1] }, 'ar'), placed.id);
    expect(en.address!.area).toBe('Nasr City');
    expect(ar.address!.area).not.toBe('Nasr City');
  });
});

describe('the ready-made JSON', () => {
  it('is what the response schema would have sent: nothing to strip or convert, a page and a refresh', async () => {
    await seedDemoOrders(db());
    await seedDemoMissions(db());
    const token = await t.tokenFor('merchant@demo.test');
    for (const lang of ['ar', 'en'] as const) {
      const page = await list(token, {}, '?page=1&perPage=100', lang);
      expect(page.feed.length).toBeGreaterThan(20);
      expect(missionListResponseSchema.parse(page)).toStrictEqual(page);
      const refresh = await list(token, {}, '?max_mission_updated_at=2000-01-01T00:00:00.000000Z', lang);
      expect(missionListResponseSchema.parse(refresh)).toStrictEqual(refresh);
    }
  });
});
