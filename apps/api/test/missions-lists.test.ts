import {
  missionListNames,
  missionLists,
  missionStatuses,
  missionTypes,
  orderStatuses,
  type MissionStatus,
  type MissionType,
} from '@courier/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { seedDemoMissions } from '../src/db/seed/demo-missions';
import { seedDemoOrders } from '../src/db/seed/demo-orders';
import { missionCounts, missionOrders, missions } from '../src/db/schema/missions';
import { reasons } from '../src/db/schema/reasons';
import { createAccount, createMission, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

const t = useTestApp();
const merchant = 1;
const frozen = 3;

type Row = { id: number; type: number; status: number };
const all = (token: string, body: unknown = {}, query = '', lang: 'ar' | 'en' = 'en') =>
  t.call({ method: 'POST', url: `/api/client/mission/all${query}`, token, body, lang });
const ids = (res: { body: { feed: Row[] } }) => res.body.feed.map((m) => m.id);

async function readXlsx(raw: { rawPayload: Buffer }) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('POST mission/all: the five mission lists', () => {
  it('shows each screen its types and statuses (demo data: every type in every status)', async () => {
    await seedDemoOrders(t.database.db);
    await seedDemoMissions(t.database.db);
    const token = await t.tokenFor('merchant@demo.test');
    const expected: Record<string, { types: number[]; statuses: number[] }> = {
      Missions: { types: [1, 4], statuses: [1, 2, 3, 4, 6] },
      Supplied: { types: [2], statuses: [1, 2, 3, 4, 6] },
      ReturnWithCompany: { types: [3], statuses: [1, 2, 3] },
      Return: { types: [3], statuses: [4, 6] },
      Resent: { types: [5], statuses: [1, 2, 3, 4, 6] },
    };
    for (const name of missionListNames) {
      const res = await all(token, missionLists[name], '?perPage=100');
      expect(res.status, `${name}: ${res.raw.body}`).toBe(200);
      const want = expected[name]!;
      expect(res.body.feed_count, name).toBe(want.types.length * want.statuses.length);
      const seen = new Set(res.body.feed.map((m: Row) => `${m.type}/${m.status}`));
      for (const type of want.types)
        for (const status of want.statuses) expect(seen, name).toContain(`${type}/${status}`);
      expect(ids(res)).toEqual([...ids(res)].sort((a, b) => b - a));
    }
  });

  it('answers every field of a mission, names in the caller’s language', async () => {
    await seedDemoOrders(t.database.db);
    await seedDemoMissions(t.database.db);
    const token = await t.tokenFor('merchant@demo.test');
    const res = await all(token, { type: 2, status: missionStatuses.exhausted });
    expect(res.body.feed).toHaveLength(1);
    const supply = res.body.feed[0];
    expect(supply).toMatchObject({
      code: expect.stringMatching(/^\d{7}$/),
      type: 2,
      status: 4,
      client: { id: merchant, name: 'متجر النور للإلكترونيات' },
      captain: { id: expect.any(Number), name: expect.any(String), phone: expect.any(String) },
      branch: { id: expect.any(Number), name: expect.stringMatching(/branch/) },
      due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      execution_date: expect.any(String),
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
      orders_count: 4,
      actions: [],
    });
    expect(supply.payment_way ?? supply.address).not.toBeNull();
    const ar = await all(token, { type: 1, status: 1 }, '', 'ar');
    expect(ar.body.feed[0].branch.name).toMatch(/فرع/);
    expect(ar.body.feed[0].actions).toEqual(['terminate']);
  });

  it('leaves canceled missions out unless asked for by status', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const open = await createMission(t.database.db, merchant);
    const canceled = await createMission(t.database.db, merchant, { status: missionStatuses.canceled });
    const withCaptain = await createMission(t.database.db, merchant, {
      status: missionStatuses.canceled_with_captain,
    });
    expect(ids(await all(token, missionLists.Missions))).toEqual([open.id]);
    expect(ids(await all(token, { ...missionLists.Missions, status: [5, 7] }))).toEqual([
      withCaptain.id,
      canceled.id,
    ]);
  });

  it('filters by each filter of spec §7 and accepts a type list', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const target = await createMission(t.database.db, merchant, {
      type: missionTypes.receiving_and_returns,
      captainId: 2,
      dueDate: '2099-03-04',
      createdAt: new Date('2030-05-06T21:30:00Z'), // 7 May in Cairo
      executionDate: new Date('2030-05-08T10:00:00Z'),
      status: missionStatuses.exhausted,
    });
    await createMission(t.database.db, merchant);
    await createMission(t.database.db, merchant, { type: missionTypes.return });
    const only = async (body: Record<string, unknown>) => {
      const res = await all(token, body);
      expect(res.status, `${JSON.stringify(body)}: ${res.raw.body}`).toBe(200);
      return ids(res);
    };
    expect(await only({ code: target.code })).toEqual([target.id]);
    expect(await only({ captain_id: 2 })).toEqual([target.id]);
    expect(await only({ due_date: '2099-03-04' })).toEqual([target.id]);
    expect(await only({ created_at: '2030-05-07' })).toEqual([target.id]);
    expect(await only({ created_at: '2030-05-06' })).toEqual([]);
    expect(await only({ execution_date: '2030-05-08' })).toEqual([target.id]);
    expect(await only({ status: 4 })).toEqual([target.id]);
    expect(await only({ type: 4 })).toEqual([target.id]);
    expect(await only({ type: '1,4' })).toHaveLength(2);
    expect(await only({ type: [3, 4] })).toHaveLength(2);
    expect(await only({ code: '', captain_id: '', type: [] })).toHaveLength(3);
  });

  it('pages without gaps or repeats', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const created: number[] = [];
    for (let i = 0; i < 12; i++) created.push((await createMission(t.database.db, merchant)).id);
    const seen: number[] = [];
    for (let page = 1; page <= 3; page++) {
      const res = await all(token, {}, `?page=${page}&perPage=5`);
      expect(res.body.feed_count).toBe(12);
      seen.push(...ids(res));
    }
    expect(seen).toEqual([...created].reverse());
    expect((await all(token, {}, '?page=4&perPage=5')).body.feed).toEqual([]);
  });

  it('with max_mission_updated_at answers what changed since, and what left the list', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const stays = await createMission(t.database.db, merchant);
    const leaves = await createMission(t.database.db, merchant);
    await createMission(t.database.db, merchant);
    const first = await all(token, missionLists.Missions);
    const marker = first.body.max_mission_updated_at;
    expect(marker).toEqual(expect.any(String));
    t.clock.advance(5_000);
    const reasons = await t.call({ url: '/api/client/mission/termination-reasons', token });
    const terminated = await t.call({
      method: 'POST',
      url: `/api/client/mission/terminate?id=${leaves.id}&reason_id=${reasons.body.feed[0].id}`,
      token,
      body: { reason: 'No longer needed this week' },
    });
    expect(terminated.status, terminated.raw.body).toBe(200);
    await t.database.db
      .update(missions)
      .set({ notes: 'changed', updatedAt: t.clock.now() })
      .where(
        // drizzle's eq, inline to keep the test short
        (await import('drizzle-orm')).eq(missions.id, stays.id),
      );
    const since = await all(
      token,
      missionLists.Missions,
      `?max_mission_updated_at=${encodeURIComponent(marker)}`,
    );
    expect(since.status, since.raw.body).toBe(200);
    expect(ids(since)).toEqual([stays.id]);
    expect(since.body.left_ids).toEqual([leaves.id]);
    expect(since.body.feed_count).toBe(2);
    expect(new Date(since.body.max_mission_updated_at).getTime()).toBeGreaterThan(new Date(marker).getTime());
  });

  it('answers bad filters with 422 and field errors in Arabic and English', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const en = await all(token, { type: 9, due_date: '2030-02-30' }, '', 'en');
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({
      success: 0,
      code: 'VALIDATION_FAILED',
      errors: { 'type.0': ['This value is not valid'], due_date: ['Enter a valid date'] },
    });
    const ar = await all(token, { status: 'x' }, '', 'ar');
    expect(ar.body.errors).toEqual({ 'status.0': ['هذه القيمة غير صالحة'] });
    expect((await all(token, {}, '?perPage=500')).status).toBe(422);
    expect((await all(token, {}, '?max_mission_updated_at=yesterday')).status).toBe(422);
  });

  it('never shows another client’s missions; no token is 401', async () => {
    const other = await createAccount(t.database.db);
    await createMission(t.database.db, other.clientId);
    const token = await t.tokenFor('merchant@demo.test');
    expect((await all(token)).body.feed).toEqual([]);
    expect((await t.call({ method: 'POST', url: '/api/client/mission/all', body: {} })).status).toBe(401);
  });

  it('shows a suspended client only its receiving missions; a supply list is "account suspended"', async () => {
    const receiving = await createMission(t.database.db, frozen, { type: missionTypes.receiving });
    const both = await createMission(t.database.db, frozen, { type: missionTypes.receiving_and_returns });
    await createMission(t.database.db, frozen, { type: missionTypes.supply });
    await createMission(t.database.db, frozen, { type: missionTypes.return });
    const token = await t.tokenFor('frozen@demo.test');
    expect(ids(await all(token))).toEqual([both.id, receiving.id]);
    expect(ids(await all(token, missionLists.Missions))).toEqual([both.id, receiving.id]);
    expect(ids(await all(token, { type: [1, 2] }))).toEqual([receiving.id]);
    for (const name of ['Supplied', 'ReturnWithCompany', 'Return', 'Resent'] as const) {
      const res = await all(token, missionLists[name]);
      expect(res.status, name).toBe(403);
      expect(res.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', error_msg: 'account suspended' });
    }
    const ar = await all(token, missionLists.Supplied, '', 'ar');
    expect(ar.body.error_msg).toBe('الحساب موقوف');
  });
});

describe('POST mission/advanced-search-submit {code}', () => {
  it('finds the client’s mission by code in any status, never another client’s', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const mine = await createMission(t.database.db, merchant, { status: missionStatuses.canceled });
    const other = await createAccount(t.database.db);
    const theirs = await createMission(t.database.db, other.clientId);
    const search = (code: unknown, lang: 'ar' | 'en' = 'en') =>
      t.call({
        method: 'POST',
        url: '/api/client/mission/advanced-search-submit',
        token,
        body: { code },
        lang,
      });
    const found = await search(mine.code);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ feed_count: 1, feed: [{ id: mine.id, status: 5 }] });
    expect((await search(theirs.code)).body).toMatchObject({ feed: [], feed_count: 0 });
    const bad = await search('', 'ar');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ code: ['هذا الحقل مطلوب'] });
  });

  it('does not find a suspended client’s supply mission', async () => {
    const supply = await createMission(t.database.db, frozen, { type: missionTypes.supply });
    const receiving = await createMission(t.database.db, frozen);
    const token = await t.tokenFor('frozen@demo.test');
    const search = (code: string) =>
      t.call({ method: 'POST', url: '/api/client/mission/advanced-search-submit', token, body: { code } });
    expect((await search(supply.code)).body.feed).toEqual([]);
    expect((await search(receiving.code)).body.feed[0].id).toBe(receiving.id);
  });
});

describe('POST mission/details?id', () => {
  it('answers the mission with branch.name, client.name and captain.name', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const mission = await createMission(t.database.db, merchant, {
      captainId: 1,
      branchId: 1,
      status: missionStatuses.for_captain,
      notes: 'الباب الخلفي',
    });
    const res = await t.call({
      method: 'POST',
      url: `/api/client/mission/details?id=${mission.id}`,
      token,
      lang: 'en',
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.feed).toMatchObject({
      id: mission.id,
      code: mission.code,
      status: 2,
      type: 1,
      client: { name: 'متجر النور للإلكترونيات' },
      captain: { id: 1, name: expect.any(String) },
      branch: { id: 1, name: expect.any(String) },
      notes: 'الباب الخلفي',
      orders_count: 0,
      actions: ['terminate'],
      termination_reason: null,
    });
  });

  it('answers 404 for another client’s mission and 422 for a bad id', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const other = await createAccount(t.database.db);
    const theirs = await createMission(t.database.db, other.clientId);
    const res = await t.call({
      method: 'POST',
      url: `/api/client/mission/details?id=${theirs.id}`,
      token,
      lang: 'en',
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: 0,
      request_id: expect.any(String),
      code: 'NOT_FOUND',
      error_msg: 'Not found',
    });
    const bad = await t.call({
      method: 'POST',
      url: '/api/client/mission/details?id=abc',
      token,
      lang: 'en',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ id: ['This value is not valid'] });
  });

  it('lets a suspended client follow a receiving mission but not a supply (403)', async () => {
    const token = await t.tokenFor('frozen@demo.test');
    const receiving = await createMission(t.database.db, frozen, {
      type: missionTypes.receiving_and_returns,
    });
    const supply = await createMission(t.database.db, frozen, { type: missionTypes.supply });
    expect(
      (await t.call({ method: 'POST', url: `/api/client/mission/details?id=${receiving.id}`, token })).status,
    ).toBe(200);
    const refused = await t.call({
      method: 'POST',
      url: `/api/client/mission/details?id=${supply.id}`,
      token,
      lang: 'en',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error_msg).toBe('account suspended');
    // and another client's mission is still 404, not 403
    const merchantSupply = await createMission(t.database.db, merchant, { type: missionTypes.supply });
    expect(
      (await t.call({ method: 'POST', url: `/api/client/mission/details?id=${merchantSupply.id}`, token }))
        .status,
    ).toBe(404);
  });
});

/** A mission carrying orders in several statuses, with known amounts. */
async function missionWithOrders(clientId = merchant, type: MissionType = 'receiving_and_returns') {
  const o = (status: keyof typeof orderStatuses, amount: string, received: string | null, shipping: string) =>
    createOrder(t.database.db, clientId, {
      status: orderStatuses[status],
      amountToBeCollected: amount,
      receivedAmount: received,
      shippingCost: shipping,
      cashAmount: status === 'wallet' ? '100.50' : null,
      returnReason: status === 'returned' ? 'رفض المستلم الاستلام' : null,
    });
  const orders = [
    await o('given', '200.10', '200.10', '45.00'),
    await o('given', '99.95', '99.95', '45.00'),
    await o('wallet', '150.50', '150.50', '50.00'),
    await o('returned', '80.00', null, '45.00'),
    await o('sent', '10.00', null, '0.00'),
  ];
  const mission = await createMission(
    t.database.db,
    clientId,
    { type: missionTypes[type] },
    { orderIds: orders.map((x) => x.id) },
  );
  return { mission, orders };
}

describe('the orders, papers, previews and spreadsheets of a mission', () => {
  it('GET mission/mission-orders pages the orders it carries', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { mission, orders } = await missionWithOrders();
    await createOrder(t.database.db, merchant); // not on the mission
    const page1 = await t.call({
      url: `/api/client/mission/mission-orders?id=${mission.id}&page=1&perPage=3`,
      token,
    });
    expect(page1.status, page1.raw.body).toBe(200);
    expect(page1.body.feed_count).toBe(5);
    expect(page1.body.feed.map((o: { id: number }) => o.id)).toEqual(
      orders
        .map((o) => o.id)
        .reverse()
        .slice(0, 3),
    );
    expect(page1.body.feed[0]).toMatchObject({ code: orders[4]!.code, government: expect.any(String) });
    const page2 = await t.call({
      url: `/api/client/mission/mission-orders?id=${mission.id}&page=2&perPage=3`,
      token,
    });
    expect(page2.body.feed).toHaveLength(2);
  });

  it('GET mission/papers: the mission, its orders and totals as exact decimal strings', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { mission } = await missionWithOrders();
    const res = await t.call({ url: `/api/client/mission/papers?id=${mission.id}`, token });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.feed.mission).toMatchObject({ id: mission.id, orders_count: 5 });
    expect(res.body.feed.orders).toHaveLength(5);
    expect(res.body.feed.totals).toEqual({
      count: 5,
      amount_to_be_collected: '540.55',
      received_amount: '450.55',
      shipping_cost: '185.00',
      cash_amount: '100.50',
      net: '265.55',
    });
  });

  it('GET mission/previews: 1 orders per status, 2 money, 3 returns; other types 422', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { mission, orders } = await missionWithOrders();
    const preview = (type: number | string, lang: 'ar' | 'en' = 'en') =>
      t.call({ url: `/api/client/mission/previews?id=${mission.id}&type=${type}`, token, lang });
    expect((await preview(1)).body.feed).toEqual({
      type: 1,
      total: 5,
      by_status: [
        { status: 2, count: 1 },
        { status: 6, count: 1 },
        { status: 7, count: 2 },
        { status: 8, count: 1 },
      ],
    });
    expect((await preview(2)).body.feed).toMatchObject({
      type: 2,
      count: 5,
      net: '265.55',
      shipping_cost: '185.00',
    });
    expect((await preview(3)).body.feed).toEqual({
      type: 3,
      count: 1,
      orders: [
        {
          id: orders[3]!.id,
          code: orders[3]!.code,
          receiver: 'محمد علي',
          status: 6,
          return_reason: 'رفض المستلم الاستلام',
          return_to_sender_date: null,
        },
      ],
    });
    const bad = await preview(4, 'ar');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ type: ['هذه القيمة غير صالحة'] });
  });

  it('GET mission/excel: the orders as an xlsx with escaped cells', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { mission } = await missionWithOrders();
    await createOrder(t.database.db, merchant, { receiver: '=HYPERLINK("x")' }).then((o) =>
      t.database.db
        .insert(missionOrders)
        .values({ missionId: mission.id, orderId: o.id, clientId: merchant }),
    );
    const res = await t.call({ url: `/api/client/mission/excel?id=${mission.id}&type=1`, token, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`mission-${mission.code}-1.xlsx`);
    const { name, rows } = await readXlsx(res.raw);
    expect(name).toBe('Mission orders');
    expect(rows[0]).toContain('Receiver');
    expect(rows).toHaveLength(7);
    expect(rows.flat()).toContain(`'=HYPERLINK("x")`);
    const returns = await t.call({
      url: `/api/client/mission/excel?id=${mission.id}&type=3`,
      token,
      lang: 'ar',
    });
    const sheet = await readXlsx(returns.raw);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows[0]).toContain('سبب الإرجاع');
    expect(sheet.rows[1]).toContain('رفض المستلم الاستلام');
  });

  it('answers 404 for another client’s mission on every one of these calls', async () => {
    const other = await createAccount(t.database.db);
    const { mission } = await missionWithOrders(other.clientId);
    const token = await t.tokenFor('merchant@demo.test');
    for (const url of [
      `/api/client/mission/mission-orders?id=${mission.id}`,
      `/api/client/mission/papers?id=${mission.id}`,
      `/api/client/mission/previews?id=${mission.id}&type=1`,
      `/api/client/mission/excel?id=${mission.id}&type=1`,
    ]) {
      const res = await t.call({ url, token });
      expect(res.status, url).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it('lets a suspended client see a receiving mission’s orders, not a supply’s', async () => {
    const token = await t.tokenFor('frozen@demo.test');
    const receiving = await missionWithOrders(frozen, 'receiving');
    const supply = await missionWithOrders(frozen, 'supply');
    for (const path of ['mission-orders', 'papers', 'previews', 'excel']) {
      const query = path === 'previews' || path === 'excel' ? '&type=1' : '';
      expect(
        (await t.call({ url: `/api/client/mission/${path}?id=${receiving.mission.id}${query}`, token }))
          .status,
        path,
      ).toBe(200);
      const refused = await t.call({
        url: `/api/client/mission/${path}?id=${supply.mission.id}${query}`,
        token,
        lang: 'en',
      });
      expect(refused.status, path).toBe(403);
      expect(refused.body.error_msg).toBe('account suspended');
    }
  });
});

describe('POST mission/export-my-missions', () => {
  it('exports the missions created in the date range (Cairo days) as an xlsx', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const inside = await createMission(t.database.db, merchant, {
      createdAt: new Date('2030-03-01T22:30:00Z'), // 2 March in Cairo
      notes: '+201000000000',
      status: missionStatuses.canceled,
    });
    await createMission(t.database.db, merchant, { createdAt: new Date('2030-03-01T21:30:00Z') }); // 1 March
    const other = await createAccount(t.database.db);
    await createMission(t.database.db, other.clientId, { createdAt: new Date('2030-03-02T10:00:00Z') });
    const res = await t.call({
      method: 'POST',
      url: '/api/client/mission/export-my-missions',
      token,
      lang: 'en',
      body: { date_from: '2030-03-02', date_to: '2030-03-05' },
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('missions-2030-03-02_2030-03-05.xlsx');
    const { name, rows } = await readXlsx(res.raw);
    expect(name).toBe('Missions');
    expect(rows[0]!.slice(0, 3)).toEqual(['Mission code', 'Type', 'Status']);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining([inside.code, 'Pickup', 'Canceled', "'+201000000000"]));
    // One date format for every export: the Cairo wall clock to the minute, as the orders export writes it.
    expect(rows[1]).toContain('2030-03-02 00:30');
  });

  it('reads multipart fields like JSON: a repeated name is a list, a bad value the same 422', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const [pickup, supply, resend] = [
      await createMission(t.database.db, merchant, { type: missionTypes.receiving }),
      await createMission(t.database.db, merchant, { type: missionTypes.supply }),
      await createMission(t.database.db, merchant, { type: missionTypes.resend }),
    ];
    const boundary = 'x-list-boundary';
    const form = (fields: [string, string][]) => ({
      method: 'POST' as const,
      token,
      lang: 'en' as const,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body:
        fields
          .map(
            ([name, value]) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          )
          .join('') + `--${boundary}--\r\n`,
    });
    const res = await t.call({
      url: '/api/client/mission/all?perPage=100',
      ...form([
        ['type', '1'],
        ['type', '5'],
      ]),
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(ids(res)).toEqual(expect.arrayContaining([pickup.id, resend.id]));
    expect(ids(res)).not.toContain(supply.id);
    const refused = await t.call({ url: '/api/client/mission/all', ...form([['type', '9']]) });
    const asJson = await t.call({
      method: 'POST',
      url: '/api/client/mission/all',
      token,
      lang: 'en',
      body: { type: '9' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual(asJson.body.errors);
    expect(Object.values(refused.body.errors)).toEqual([['This value is not valid']]);
  });

  it('takes multipart fields like export-my-orders, and refuses a bad range (422)', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const boundary = 'x-mission-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const multipart = await t.call({
      method: 'POST',
      url: '/api/client/mission/export-my-missions',
      token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `${part('date_from', '2030-01-01')}${part('date_to', '2030-01-02')}--${boundary}--\r\n`,
    });
    expect(multipart.status, multipart.raw.body).toBe(200);
    const bad = await t.call({
      method: 'POST',
      url: '/api/client/mission/export-my-missions',
      token,
      lang: 'ar',
      body: { date_from: '2030-02-01', date_to: '2030-01-01' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ date_to: ['يجب أن يكون تاريخ النهاية في يوم البداية أو بعده'] });
  });

  it('exports only receiving missions for a suspended client', async () => {
    const token = await t.tokenFor('frozen@demo.test');
    const receiving = await createMission(t.database.db, frozen);
    await createMission(t.database.db, frozen, { type: missionTypes.supply });
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.call({
      method: 'POST',
      url: '/api/client/mission/export-my-missions',
      token,
      body: { date_from: '2020-01-01', date_to: '2099-12-31' },
    });
    const { rows } = await readXlsx(res.raw);
    expect(rows.map((r) => r[0])).toEqual(['كود المهمة', receiving.code]);
    const supplyOnly = await t.call({
      method: 'POST',
      url: '/api/client/mission/export-my-missions',
      token,
      body: { date_from: today, date_to: today, type: 2 },
    });
    expect(supplyOnly.status).toBe(403);
  });
});

describe('GET mission/termination-reasons', () => {
  it('lists the reasons of type 6 in the caller’s language, "other" asking for a note', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const en = await t.call({ url: '/api/client/mission/termination-reasons', token, lang: 'en' });
    expect(en.status).toBe(200);
    expect(en.body.feed[0]).toEqual({
      id: expect.any(Number),
      name: 'Client cancelled the mission',
      needs_note: false,
    });
    expect(en.body.feed.at(-1)).toMatchObject({ name: 'Other', needs_note: true });
    const ar = await t.call({ url: '/api/client/mission/termination-reasons', token, lang: 'ar' });
    expect(ar.body.feed.at(-1).name).toBe('سبب آخر');
  });
});

describe('demo missions', () => {
  it('give the merchant every type in every status, and the suspended client some', async () => {
    await seedDemoOrders(t.database.db);
    await seedDemoMissions(t.database.db);
    await seedDemoMissions(t.database.db); // idempotent
    const rows = await t.database.db
      .select({ clientId: missions.clientId, type: missions.type, status: missions.status })
      .from(missions);
    const merchantRows = rows.filter((r) => r.clientId === merchant);
    for (const type of Object.values(missionTypes))
      for (const status of Object.values(missionStatuses))
        expect(
          merchantRows.some((r) => r.type === type && r.status === status),
          `${type}/${status}`,
        ).toBe(true);
    expect(merchantRows).toHaveLength(35);
    expect(rows.filter((r) => r.clientId === frozen).length).toBeGreaterThan(0);
    const statuses = Object.keys(missionStatuses) as MissionStatus[];
    expect(statuses).toHaveLength(7);
  });
});

describe('the kept mission counts (decision 035)', () => {
  /** mission_counts against a real count per client, type and status. */
  async function expectCountsReconcile(clientIds: number[]) {
    const real = await t.database.db
      .select({
        clientId: missions.clientId,
        type: missions.type,
        status: missions.status,
        n: sql<number>`count(*)::int`,
      })
      .from(missions)
      .where(inArray(missions.clientId, clientIds))
      .groupBy(missions.clientId, missions.type, missions.status)
      .orderBy(missions.clientId, missions.type, missions.status);
    const kept = await t.database.db
      .select({
        clientId: missionCounts.clientId,
        type: missionCounts.type,
        status: missionCounts.status,
        n: sql<number>`sum(${missionCounts.count})::int`,
      })
      .from(missionCounts)
      .where(inArray(missionCounts.clientId, clientIds))
      // A count is the sum of its slots (migration 0031).
      .groupBy(missionCounts.clientId, missionCounts.type, missionCounts.status)
      .having(sql`sum(${missionCounts.count}) <> 0`)
      .orderBy(missionCounts.clientId, missionCounts.type, missionCounts.status);
    expect(kept).toEqual(real);
  }

  it('reconcile with the missions after inserts, a termination, status moves and deletions; the lists’ totals use them', async () => {
    await seedDemoOrders(t.database.db);
    await seedDemoMissions(t.database.db);
    const other = await createAccount(t.database.db);
    const clients = [merchant, other.clientId];
    await expectCountsReconcile(clients);

    const token = await t.tokenFor('merchant@demo.test');
    const fresh = await createMission(t.database.db, merchant, { type: missionTypes.receiving });
    await createMission(t.database.db, other.clientId, { type: missionTypes.return });
    const [reason] = await t.database.db.select({ id: reasons.id }).from(reasons).where(eq(reasons.type, 6));
    const terminated = await t.call({
      method: 'POST',
      url: `/api/client/mission/terminate?id=${fresh.id}&reason_id=${reason!.id}`,
      token,
      body: { reason: 'No longer needed this week' },
    });
    expect(terminated.status, terminated.raw.body).toBe(200);
    await expectCountsReconcile(clients);

    // Several rows per statement: every open supply mission executed, then some missions deleted.
    await t.database.db
      .update(missions)
      .set({ status: missionStatuses.executed_with_captain })
      .where(and(eq(missions.clientId, merchant), eq(missions.type, missionTypes.supply)));
    const doomed = await t.database.db
      .select({ id: missions.id })
      .from(missions)
      .where(eq(missions.clientId, merchant))
      .limit(3);
    await t.database.db.delete(missions).where(
      inArray(
        missions.id,
        doomed.map((d) => d.id),
      ),
    );
    await expectCountsReconcile(clients);

    // Each screen's total (kept counts) equals its rows (counted), and a filtered total is still counted.
    for (const name of missionListNames) {
      const res = await all(token, missionLists[name], '?page=1&perPage=100');
      expect(res.status).toBe(200);
      expect(res.body.feed_count, name).toBe(res.body.feed.length);
    }
    const [one] = await t.database.db
      .select({ code: missions.code, type: missions.type })
      .from(missions)
      .where(and(eq(missions.clientId, merchant), eq(missions.type, missionTypes.supply)))
      .limit(1);
    const byCode = await all(token, { type: [one!.type], code: one!.code });
    expect(byCode.body.feed_count).toBe(1);
  });
});
