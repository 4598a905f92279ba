import {
  orderStatuses,
  reasonTypes,
  returnsWaitingResponseSchema,
  runSheetResponseSchema,
  scanCheckResponseSchema,
} from '@courier/contracts';
import { asc, desc, eq } from 'drizzle-orm';
import { areas } from '../src/db/schema/geo';
import { describe, expect, it } from 'vitest';
import { missionOrders, missions } from '../src/db/schema/missions';
import { branches, captains } from '../src/db/schema/ops';
import { orders } from '../src/db/schema/orders';
import { createAccount, createOrder, firstReasonId } from './support/factories';
import { useTestApp } from './support/harness';
import { sheetsOf } from './support/xlsx';

const t = useTestApp();
const merchant = 1;

async function call(method: 'GET' | 'POST', url: string, body?: unknown, lang: 'ar' | 'en' = 'en') {
  const token = await t.staffTokenFor('ops@demo.test');
  return t.call({ method, url, body, token, lang });
}
const scan = (body: Record<string, unknown>, lang: 'ar' | 'en' = 'en') =>
  call('POST', '/api/ops/orders/scan', body, lang);
const orderOf = async (id: number) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
/** Today in Cairo, the business day a move made now is logged on. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());

async function twoBranches() {
  const rows = await t.database.db.select().from(branches).orderBy(asc(branches.id)).limit(2);
  const [captain] = await t.database.db
    .select()
    .from(captains)
    .where(eq(captains.branchId, rows[0]!.id))
    .limit(1);
  return { home: rows[0]!, other: rows[1]!, captain: captain! };
}

describe('the desk code filter', () => {
  it('finds many codes given with spaces, commas, new lines and Arabic-Indic digits', async () => {
    const a = await createOrder(t.database.db, merchant, { status: orderStatuses.sent });
    const b = await createOrder(t.database.db, merchant, { status: orderStatuses.sent });
    const c = await createOrder(t.database.db, merchant, { status: orderStatuses.sent });
    const arabic = (code: string) => code.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    for (const text of [`${a.code} ${b.code}`, `${a.code},${b.code}`, `${a.code}\n${arabic(b.code)}`]) {
      const res = await call('GET', `/api/ops/orders?code=${encodeURIComponent(text)}`);
      expect(res.status, res.raw.body).toBe(200);
      expect(res.body.feed.map((o: { code: string }) => o.code).sort()).toEqual([a.code, b.code].sort());
      expect(res.body.feed_count).toBe(2);
    }
    // A bar code finds its order too; one code still works.
    const one = await call('GET', `/api/ops/orders?code=EG${c.code}`);
    expect(one.body.feed.map((o: { code: string }) => o.code)).toEqual([c.code]);
  });
});

describe('POST /api/ops/orders/scan', () => {
  it('answers per code: accepted, unknown, wrong state, another branch, twice in the batch', async () => {
    const { home, other, captain } = await twoBranches();
    const ok = await createOrder(t.database.db, merchant, {
      status: orderStatuses.underway,
      branchId: home.id,
    });
    const noBranch = await createOrder(t.database.db, merchant, { status: orderStatuses.delayed });
    const wrong = await createOrder(t.database.db, merchant, { status: orderStatuses.sent });
    const away = await createOrder(t.database.db, merchant, {
      status: orderStatuses.underway,
      branchId: other.id,
    });
    const res = await scan({
      workflow: 'load',
      captain_id: captain.id,
      codes: [ok.code, `EG${noBranch.code}`, '99999999', wrong.code, away.code, ok.code],
    });
    expect(res.status, res.raw.body).toBe(200);
    const feed = scanCheckResponseSchema.parse(res.body).feed;
    expect(feed.map((i) => [i.code, i.result])).toEqual([
      [ok.code, 'accepted'],
      [`EG${noBranch.code}`, 'accepted'],
      ['99999999', 'unknown'],
      [wrong.code, 'wrong_state'],
      [away.code, 'other_branch'],
      [ok.code, 'duplicate'],
    ]);
    // With its fee: the deliver dialog says before confirming when an order nets below zero (issue 35 §3).
    expect(feed[0]!.order).toMatchObject({
      code: ok.code,
      amount_to_be_collected: '150.00',
      shipping_cost: '45.00',
    });
    expect(feed[1]!.order!.code).toBe(noBranch.code);
    expect(feed[2]!.error_msg).toBe('Unknown code: no order has it');
    expect(feed[3]!.error_msg).toBe('This order is Sent: it cannot move to “With captain”');
    expect(feed[4]!.error_msg).toBe(`This order belongs to another branch (${other.nameEn})`);
    expect(feed[5]!.error_msg).toBe('Already in the batch');

    const ar = scanCheckResponseSchema.parse(
      (await scan({ workflow: 'receive', codes: ['1', wrong.code] }, 'ar')).body,
    );
    expect(ar.feed.map((i) => [i.result, i.error_msg])).toEqual([
      ['unknown', 'كود غير معروف: لا يوجد طلب به'],
      ['accepted', null],
    ]);
    // A scan checks, it never moves.
    expect((await orderOf(wrong.id)).status).toBe(orderStatuses.sent);
  });

  it('refuses a body without codes or with an unknown workflow', async () => {
    expect((await scan({ workflow: 'load', codes: [] })).status).toBe(422);
    expect((await scan({ workflow: 'fly', codes: ['1'] })).status).toBe(422);
  });
});

describe('POST /api/ops/orders/deliver', () => {
  it('delivers in bulk with per-order exceptions (amount and reason), each logged', async () => {
    const reason = await firstReasonId(t.database.db, reasonTypes.order_delay);
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => createOrder(t.database.db, merchant, { status: orderStatuses.with_captain })),
    );
    const res = await call('POST', '/api/ops/orders/deliver', {
      codes: [a!.code, b!.code],
      exceptions: [{ code: c!.code, received_amount: '٩٠', reason_id: reason }],
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.feed).toEqual({ updated: [a!.code, b!.code, c!.code], refused: [] });
    expect((await orderOf(a!.id)).receivedAmount).toBe('150.00');
    const partial = await orderOf(c!.id);
    expect(partial.status).toBe(orderStatuses.given);
    expect(partial.receivedAmount).toBe('90.00');
  });

  it('refuses an exception without a reason before any order moves, per row, in both languages', async () => {
    const a = await createOrder(t.database.db, merchant, { status: orderStatuses.with_captain });
    const c = await createOrder(t.database.db, merchant, { status: orderStatuses.with_captain });
    const body = { codes: [a.code], exceptions: [{ code: c.code, received_amount: '90' }] };
    const en = await call('POST', '/api/ops/orders/deliver', body, 'en');
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({ 'exceptions.0.reason_id': ['Choose why the amount received differs'] });
    const ar = await call('POST', '/api/ops/orders/deliver', body, 'ar');
    expect(ar.body.errors).toEqual({ 'exceptions.0.reason_id': ['اختر سبب اختلاف المبلغ المستلم'] });
    const unknown = await call('POST', '/api/ops/orders/deliver', {
      ...body,
      exceptions: [{ code: c.code, received_amount: '90', reason_id: 999_999 }],
    });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['exceptions.0.reason_id']);
    expect((await orderOf(a.id)).status).toBe(orderStatuses.with_captain);
    expect((await orderOf(c.id)).status).toBe(orderStatuses.with_captain);
  });
});

describe('run sheets and manifests', () => {
  it("lists a captain's run of the day with the new address of a resend, as JSON and xlsx", async () => {
    const { captain } = await twoBranches();
    // A second area for the resend's new address.
    const [area2] = await t.database.db
      .select({ id: areas.id, governorateId: areas.governorateId })
      .from(areas)
      .orderBy(desc(areas.id))
      .limit(1);
    const plain = await createOrder(t.database.db, merchant, {
      status: orderStatuses.underway,
      notes: 'Call first',
      amountToBeCollected: '200.50',
    });
    const resent = await createOrder(t.database.db, merchant, {
      status: orderStatuses.resent,
      resendType: 2,
      resendAddress: '5 New Street',
      resendPhone: '01099999999',
      resendGovernorateId: area2!.governorateId,
      resendAreaId: area2!.id,
    });
    const notLoaded = await createOrder(t.database.db, merchant, { status: orderStatuses.underway });
    const moved = await call('POST', '/api/ops/orders/status', {
      codes: [plain.code, resent.code],
      status: 'with_captain',
      captain_id: captain.id,
    });
    expect(moved.body.feed.refused).toEqual([]);
    const url = `/api/ops/run-sheets/run?captain_id=${captain.id}&date=${today()}`;
    const res = await call('GET', url);
    expect(res.status, res.raw.body).toBe(200);
    const sheet = runSheetResponseSchema.parse(res.body).feed;
    const codes = sheet.orders.map((o) => o.code);
    expect(codes).toContain(plain.code);
    expect(codes).toContain(resent.code);
    expect(codes).not.toContain(notLoaded.code);
    expect(sheet.title).toBe(captain.name);
    const first = sheet.orders.find((o) => o.code === plain.code)!;
    expect(first).toMatchObject({
      amount_to_be_collected: '200.50',
      notes: 'Call first',
      resent_to_new_address: false,
    });
    expect(sheet.orders.find((o) => o.code === resent.code)).toMatchObject({
      address: '5 New Street',
      phone1: '01099999999',
      resent_to_new_address: true,
    });
    // Another day has nothing of today's run.
    const yesterday = await call('GET', `/api/ops/run-sheets/run?captain_id=${captain.id}&date=2020-01-01`);
    expect(yesterday.body.feed.count).toBe(0);

    const file = await call('GET', `/api/ops/run-sheets/run/xlsx?captain_id=${captain.id}&date=${today()}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const [xlsx] = await sheetsOf(file.raw.rawPayload);
    expect(xlsx!.rows[0]).toEqual([
      'Code',
      'Merchant',
      'Receiver',
      'Phone',
      'Address',
      'COD to collect',
      'Notes',
    ]);
    const row = xlsx!.rows.find((r) => r[0] === plain.code)!;
    expect(row[5]).toBe(200.5);
    expect(row[6]).toBe('Call first');
  });

  it('gives a pickup manifest per mission and a returns manifest per merchant; asks for what it needs', async () => {
    const picked = await createOrder(t.database.db, merchant, { status: orderStatuses.sent });
    const [mission] = await t.database.db
      .insert(missions)
      .values({ clientId: merchant, type: 1 })
      .returning({ id: missions.id, code: missions.code });
    await t.database.db
      .insert(missionOrders)
      .values({ missionId: mission!.id, orderId: picked.id, clientId: merchant });
    const pickup = await call('GET', `/api/ops/run-sheets/pickup?mission_id=${mission!.id}`);
    expect(pickup.status, pickup.raw.body).toBe(200);
    expect(pickup.body.feed.orders.map((o: { code: string }) => o.code)).toEqual([picked.code]);
    expect(pickup.body.feed.title).toContain(mission!.code);

    const back = await createOrder(t.database.db, merchant, { status: orderStatuses.with_company });
    const returns = await call('GET', `/api/ops/run-sheets/returns?client_id=${merchant}`, undefined, 'ar');
    expect(returns.body.feed.orders.map((o: { code: string }) => o.code)).toContain(back.code);
    expect(returns.body.feed.title).toMatch(/^مرتجعات إلى /);

    const missing = await call('GET', '/api/ops/run-sheets/run?date=2026-01-01');
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['captain_id']);
    const impossible = await call('GET', '/api/ops/run-sheets/run?captain_id=1&date=2026-13-45');
    expect(impossible.status).toBe(422);
    expect(Object.keys(impossible.body.errors)).toEqual(['date']);
  });

  it('lists the merchants with returns waiting for the returns manifest’s picker, the most first, by name', async () => {
    const one = await createAccount(t.database.db, { client: { name: 'متجر المرتجعات الأول' } });
    const two = await createAccount(t.database.db, { client: { name: 'Returns Two Store' } });
    const none = await createAccount(t.database.db, { client: { name: 'متجر بلا مرتجعات' } });
    for (const [clientId, count] of [
      [one.clientId, 1],
      [two.clientId, 3],
    ] as const)
      for (let i = 0; i < count; i++)
        await createOrder(t.database.db, clientId, { status: orderStatuses.with_company });
    // Returned already, or still on its way: not waiting at the company. A test order (a test key's
    // test-only move can take it there, decision 074) is never the desk's: in no count, on no manifest.
    await createOrder(t.database.db, two.clientId, { status: orderStatuses.with_company, test: true });
    await createOrder(t.database.db, none.clientId, { status: orderStatuses.with_company, test: true });
    await createOrder(t.database.db, none.clientId, { status: orderStatuses.returned });
    await createOrder(t.database.db, none.clientId, { status: orderStatuses.with_captain });

    const all = await call('GET', '/api/ops/orders/returns-waiting');
    expect(all.status, all.raw.body).toBe(200);
    const feed = returnsWaitingResponseSchema.parse(all.body).feed;
    const ours = feed.filter((c) => [one.clientId, two.clientId, none.clientId].includes(c.id));
    expect(ours).toEqual([
      { id: two.clientId, name: 'Returns Two Store', orders: 3 },
      { id: one.clientId, name: 'متجر المرتجعات الأول', orders: 1 },
    ]);
    // Each count is what the merchant's returns manifest lists.
    const sheet = await call('GET', `/api/ops/run-sheets/returns?client_id=${two.clientId}`);
    expect(sheet.body.feed.count).toBe(3);
    const found = await call(
      'GET',
      `/api/ops/orders/returns-waiting?search=${encodeURIComponent('المرتجعات')}`,
    );
    expect(found.body.feed).toEqual([{ id: one.clientId, name: 'متجر المرتجعات الأول', orders: 1 }]);
    const support = await t.staffTokenFor('support@demo.test');
    expect((await t.call({ url: '/api/ops/orders/returns-waiting', token: support })).status).toBe(403);
  });
});
