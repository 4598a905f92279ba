import {
  cairoDay,
  checkMissionAction,
  missionStatuses,
  missionTypes,
  orderStatuses,
  paymentWays,
  type MissionStatus,
} from '@courier/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientSupplyDays, missionLogs, missionOrders, missions } from '../src/db/schema/missions';
import { reasons } from '../src/db/schema/reasons';
import { createAccount, createMission, createOrder } from './support/factories';
import { useTestApp } from './support/harness';
import { fields, sendParts } from './support/multipart';

const t = useTestApp();
const merchant = 1;
const frozen = 3;

const addForm = (token: string, lang: 'ar' | 'en' = 'en') =>
  t.call({ method: 'POST', url: '/api/client/mission/add', token, lang });
const submit = (token: string, body: unknown, options: { lang?: 'ar' | 'en'; key?: string } = {}) =>
  t.call({
    method: 'POST',
    url: '/api/client/mission/submit',
    token,
    body,
    lang: options.lang ?? 'en',
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });
const missionRows = (clientId = merchant) =>
  t.database.db.select().from(missions).where(eq(missions.clientId, clientId));
const today = () => cairoDay(t.clock.now());

/** A delivered order whose collected cash (minus shipping) the client is owed. */
const deliveredOrder = (clientId: number, received = '250.00', shipping = '45.00') =>
  createOrder(t.database.db, clientId, {
    status: orderStatuses.given,
    amountToBeCollected: received,
    receivedAmount: received,
    shippingCost: shipping,
    deliveryDate: t.clock.now(),
  });

describe('POST mission/add: what the add-mission form needs', () => {
  it('gives the merchant its addresses, accounts, payment ways, supply days, types and due-soon missions', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const soon = await createMission(t.database.db, merchant, { dueDate: today() });
    const inTwo = await createMission(t.database.db, merchant, {
      dueDate: cairoDay(t.clock.now(), 2),
      type: missionTypes.supply,
      status: missionStatuses.for_captain,
    });
    await createMission(t.database.db, merchant, { dueDate: cairoDay(t.clock.now(), 3) });
    await createMission(t.database.db, merchant, { dueDate: today(), status: missionStatuses.canceled });
    await createMission(t.database.db, merchant, { dueDate: today(), status: missionStatuses.exhausted });
    const other = await createAccount(t.database.db);
    await createMission(t.database.db, other.clientId, { dueDate: today() });

    const res = await addForm(token);
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.success).toBe(1);
    expect(res.body.addresses).toHaveLength(2);
    expect(res.body.addresses[0]).toMatchObject({
      title: 'المقر الرئيسي',
      governorate: 'Cairo',
      area: 'Nasr City',
      is_default: true,
    });
    expect(res.body.accounts.map((a: { kind: string }) => a.kind)).toEqual(['bank', 'wallet']);
    expect(res.body.paymentWays).toEqual([
      { id: 1, title: 'Cash at the branch', needs: 'branch' },
      { id: 2, title: 'Bank transfer', needs: 'bank_account' },
      { id: 3, title: 'Mobile wallet', needs: 'bank_account' },
      { id: 4, title: 'Cash with the captain', needs: 'address' },
    ]);
    expect(res.body.missionsWithinTwoDays.map((m: { id: number }) => m.id)).toEqual([soon.id, inTwo.id]);
    expect(res.body.missionsWithinTwoDays[0]).toEqual({
      id: soon.id,
      code: soon.code,
      type: 1,
      status: 1,
      due_date: today(),
    });
    expect(res.body.supply_days).toEqual([
      { day: 0, name: 'Sunday' },
      { day: 3, name: 'Wednesday' },
    ]);
    expect(res.body.types.map((x: { id: number }) => x.id)).toEqual([1, 2, 3, 4, 5]);
    expect(res.body.types[1]).toEqual({ id: 2, name: 'Supply' });
    expect(res.body.default_branch_id).toEqual(expect.any(Number));
    expect(res.body.suppliedAvailable).toBe(false);

    const ar = await addForm(token, 'ar');
    expect(ar.body.supply_days[0].name).toBe('الأحد');
    expect(ar.body.paymentWays[1].title).toBe('تحويل بنكي');
  });

  it('makes a supply available once delivered cash waits and no supply is open', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    expect((await addForm(token)).body.suppliedAvailable).toBe(false);
    await deliveredOrder(merchant);
    expect((await addForm(token)).body.suppliedAvailable).toBe(true);
    const open = await createMission(t.database.db, merchant, { type: missionTypes.supply });
    expect((await addForm(token)).body.suppliedAvailable).toBe(false);
    await t.database.db
      .update(missions)
      .set({ status: missionStatuses.canceled })
      .where(eq(missions.id, open.id));
    expect((await addForm(token)).body.suppliedAvailable).toBe(true);
  });

  it('offers a suspended client only receiving types, never a supply', async () => {
    await deliveredOrder(frozen);
    await createMission(t.database.db, frozen, { type: missionTypes.supply, dueDate: today() });
    const receiving = await createMission(t.database.db, frozen, { dueDate: today() });
    const res = await addForm(await t.tokenFor('frozen@demo.test'));
    expect(res.status).toBe(200);
    expect(res.body.types).toEqual([
      { id: 1, name: 'Pickup' },
      { id: 4, name: 'Pickup and returns' },
    ]);
    expect(res.body.suppliedAvailable).toBe(false);
    expect(res.body.missionsWithinTwoDays.map((m: { id: number }) => m.id)).toEqual([receiving.id]);
  });
});

describe('POST mission/submit', () => {
  it('creates a pickup mission with its code and log; it shows in the list and the details', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const form = (await addForm(token)).body;
    const res = await submit(token, {
      type: 1,
      address_id: form.addresses[0].id,
      due_date: cairoDay(t.clock.now(), 1),
      month: '',
      notes: 'البوابة رقم 3',
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body).toEqual({ success: 1, code: expect.stringMatching(/^\d{7}$/), id: expect.any(Number) });
    const [row] = await missionRows();
    expect(row).toMatchObject({
      id: res.body.id,
      code: res.body.code,
      type: 1,
      status: 1,
      userId: expect.any(Number),
      addressId: form.addresses[0].id,
      dueDate: cairoDay(t.clock.now(), 1),
      month: null,
      paymentWayId: null,
      branchId: form.default_branch_id,
      notes: 'البوابة رقم 3',
    });
    const logs = await t.database.db.select().from(missionLogs).where(eq(missionLogs.missionId, row!.id));
    expect(logs).toMatchObject([{ action: 'create', toStatus: 1, actor: 'client', actorName: 'أحمد سالم' }]);
    const list = await t.call({
      method: 'POST',
      url: '/api/client/mission/all',
      token,
      body: { type: [1, 4] },
    });
    expect(list.body.feed.map((m: { id: number }) => m.id)).toEqual([res.body.id]);
    const details = await t.call({
      method: 'POST',
      url: `/api/client/mission/details?id=${res.body.id}`,
      token,
      lang: 'en',
    });
    expect(details.body.feed).toMatchObject({
      address: { id: form.addresses[0].id, title: 'المقر الرئيسي', area: 'Nasr City' },
      actions: ['terminate'],
    });
  });

  it('works without a body on the list call (spec: optional filters)', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    await createMission(t.database.db, merchant);
    const res = await t.call({ method: 'POST', url: '/api/client/mission/all', token });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.feed).toHaveLength(1);
  });

  it.each([
    ['ar', { address_id: ['هذا الحقل مطلوب'], due_date: ['هذا الحقل مطلوب'] }],
    ['en', { address_id: ['This field is required'], due_date: ['This field is required'] }],
  ] as const)(
    'answers the required fields of a pickup in %s (422) and creates nothing',
    async (lang, errors) => {
      const token = await t.tokenFor('merchant@demo.test');
      const res = await submit(token, { type: '1', due_date: '', month: '' }, { lang });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ success: 0, code: 'VALIDATION_FAILED', errors });
      expect(await missionRows()).toHaveLength(0);
    },
  );

  it('requires the type, and for a supply its payment way and what that needs', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    expect((await submit(token, {})).body.errors).toEqual({ type: ['This field is required'] });
    expect((await submit(token, { type: 2 })).body.errors).toEqual({
      payment_way_id: ['This field is required'],
    });
    expect((await submit(token, { type: 2, payment_way_id: paymentWays.bank_transfer })).body.errors).toEqual(
      {
        bank_account_id: ['This field is required'],
      },
    );
    expect(
      (await submit(token, { type: 2, payment_way_id: paymentWays.cash_at_branch })).body.errors,
    ).toEqual({
      branch_id: ['This field is required'],
    });
    expect((await submit(token, { type: 7 })).status).toBe(422);
    expect((await submit(token, { type: 1, address_id: 1, due_date: today(), extra: 'x' })).status).not.toBe(
      500,
    );
  });

  it('refuses ids that are not the client’s, a past day and an account of the wrong kind', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const form = (await addForm(token)).body;
    const other = (await addForm(await t.tokenFor('company@demo.test'))).body;
    const foreign = await submit(token, { type: 1, address_id: other.addresses[0].id, due_date: today() });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ address_id: ['This value is not valid'] });
    const past = await submit(
      token,
      { type: 1, address_id: form.addresses[0].id, due_date: cairoDay(t.clock.now(), -1) },
      { lang: 'ar' },
    );
    expect(past.body.errors).toEqual({ due_date: ['اختر تاريخ اليوم أو تاريخًا لاحقًا'] });
    await deliveredOrder(merchant);
    const wallet = form.accounts.find((a: { kind: string }) => a.kind === 'wallet');
    const wrongKind = await submit(token, {
      type: 2,
      payment_way_id: paymentWays.bank_transfer,
      bank_account_id: wallet.id,
    });
    expect(wrongKind.body.errors).toEqual({ bank_account_id: ['This value is not valid'] });
    const badBranch = await submit(token, {
      type: 1,
      address_id: form.addresses[0].id,
      due_date: today(),
      branch_id: 99999,
    });
    expect(badBranch.body.errors).toEqual({ branch_id: ['This value is not valid'] });
    expect(await missionRows()).toHaveLength(0);
  });

  it('asks for a supply only when one is available; it carries the delivered orders and the balance', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const form = (await addForm(token)).body;
    const bank = form.accounts.find((a: { kind: string }) => a.kind === 'bank');
    const body = { type: 2, payment_way_id: 2, bank_account_id: bank.id, due_date: '', month: '' };
    const none = await submit(token, body);
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ code: 'SUPPLY_NOT_AVAILABLE' });

    const a = await deliveredOrder(merchant, '250.00', '45.00');
    const b = await deliveredOrder(merchant, '100.10', '50.05');
    await createOrder(t.database.db, merchant, { status: orderStatuses.with_captain }); // not delivered
    // the client's supply days: the next one from today (Cairo) is the mission's day
    await t.database.db.delete(clientSupplyDays).where(eq(clientSupplyDays.clientId, merchant));
    const weekday = new Date(`${cairoDay(t.clock.now(), 3)}T00:00:00Z`).getUTCDay();
    await t.database.db.insert(clientSupplyDays).values({ clientId: merchant, weekday });

    const res = await submit(token, body);
    expect(res.status, res.raw.body).toBe(200);
    const [row] = await missionRows();
    expect(row).toMatchObject({
      type: 2,
      amount: '255.05',
      dueDate: cairoDay(t.clock.now(), 3),
      month: null,
      paymentWayId: 2,
      bankAccountId: bank.id,
      addressId: null,
    });
    const carried = await t.database.db
      .select({ orderId: missionOrders.orderId })
      .from(missionOrders)
      .where(eq(missionOrders.missionId, row!.id));
    expect(carried.map((c) => c.orderId).sort()).toEqual([a.id, b.id].sort());
    const again = await submit(token, body, { lang: 'ar' });
    expect(again.status).toBe(409);
    expect(again.body.error_msg).toContain('توريد');
  });

  it('lets a suspended client add receiving missions only: a supply is "account suspended" (403)', async () => {
    const token = await t.tokenFor('frozen@demo.test');
    const form = (await addForm(token)).body;
    await deliveredOrder(frozen);
    for (const type of [1, 4]) {
      const ok = await submit(token, { type, address_id: form.addresses[0].id, due_date: today() });
      expect(ok.status, ok.raw.body).toBe(200);
    }
    const supply = await submit(token, {
      type: 2,
      payment_way_id: paymentWays.bank_transfer,
      bank_account_id: form.accounts[0].id,
    });
    expect(supply.status).toBe(403);
    expect(supply.body).toMatchObject({ code: 'ACCOUNT_SUSPENDED', error_msg: 'account suspended' });
    for (const type of [3, 5]) {
      const refused = await submit(
        token,
        { type, address_id: form.addresses[0].id, due_date: today() },
        { lang: 'ar' },
      );
      expect(refused.status).toBe(403);
      expect(refused.body.error_msg).toBe('الحساب موقوف');
    }
    expect((await missionRows(frozen)).map((m) => m.type).sort()).toEqual([1, 4]);
  });

  it('answers a suspended client "account suspended" before the fields it left empty (issue 41.11)', async () => {
    const token = await t.tokenFor('frozen@demo.test');
    const json = await submit(token, { type: 2 });
    expect(json.status).toBe(403);
    expect(json.body.code).toBe('ACCOUNT_SUSPENDED');
    const parts = await sendParts(t.app, '/api/client/mission/submit', token, fields({ type: '2' }));
    expect(parts.status).toBe(403);
    expect(parts.body.code).toBe('ACCOUNT_SUSPENDED');
    // A receiving type still gets its field errors.
    expect((await submit(token, { type: 1 })).status).toBe(422);
    const supply = await createMission(t.database.db, frozen, { type: missionTypes.supply });
    const cancel = await t.call({
      method: 'POST',
      url: `/api/client/mission/terminate?id=${supply.id}`,
      token,
    });
    expect(cancel.status).toBe(403);
    expect(cancel.body.code).toBe('ACCOUNT_SUSPENDED');
  });

  it('creates exactly one mission for 100 concurrent submits with the same Idempotency-Key (docs/quality.md R2)', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const form = (await addForm(token)).body;
    const body = { type: 4, address_id: form.addresses[1].id, due_date: today() };
    const results = await Promise.all(
      Array.from({ length: 100 }, () => submit(token, body, { key: 'mission-key-1' })),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.code)).size).toBe(1);
    expect(await missionRows()).toHaveLength(1);
    const reused = await submit(token, { ...body, notes: 'غير ذلك' }, { key: 'mission-key-1' });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // the same key on order/submit is another scope; without a key each submit is a new mission
    await submit(token, body);
    expect(await missionRows()).toHaveLength(2);
  });

  it('lets a sub-user ask for a mission', async () => {
    const token = await t.tokenFor('employee@demo.test');
    const form = (await addForm(token)).body;
    const res = await submit(token, { type: 1, address_id: form.addresses[0].id, due_date: today() });
    expect(res.status).toBe(200);
    const logs = await t.database.db.select().from(missionLogs).where(eq(missionLogs.missionId, res.body.id));
    expect(logs[0]).toMatchObject({ actorName: 'منى عادل' });
  });
});

describe('POST mission/terminate?id&reason_id', () => {
  const reasonIds = async () => {
    const rows = await t.database.db
      .select({ id: reasons.id, type: reasons.type, needsNote: reasons.needsNote })
      .from(reasons);
    return {
      plain: rows.find((r) => r.type === 6 && !r.needsNote)!.id,
      other: rows.find((r) => r.type === 6 && r.needsNote)!.id,
      delay: rows.find((r) => r.type === 5)!.id,
    };
  };
  const because = { reason: 'No longer needed this week' };
  const terminate = (
    token: string,
    id: number,
    reasonId: number,
    body: unknown = because,
    lang: 'ar' | 'en' = 'en',
  ) =>
    t.call({
      method: 'POST',
      url: `/api/client/mission/terminate?id=${id}&reason_id=${reasonId}`,
      token,
      body,
      lang,
    });

  it('follows the state machine in every status: allowed ones cancel with a log row, the others 409', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { plain } = await reasonIds();
    for (const status of Object.keys(missionStatuses) as MissionStatus[]) {
      const mission = await createMission(t.database.db, merchant, { status: missionStatuses[status] });
      const res = await terminate(token, mission.id, plain);
      const [row] = await t.database.db.select().from(missions).where(eq(missions.id, mission.id));
      const logs = await t.database.db
        .select()
        .from(missionLogs)
        .where(eq(missionLogs.missionId, mission.id))
        .orderBy(missionLogs.id);
      if (checkMissionAction('client_admin', 'terminate', status).ok) {
        expect(res.status, `${status}: ${res.raw.body}`).toBe(200);
        expect(row).toMatchObject({ status: missionStatuses.canceled, terminationReasonId: plain });
        expect(logs.map((l) => l.action)).toEqual(['create', 'terminate']);
        expect(logs[1]).toMatchObject({ actor: 'client', fromStatus: missionStatuses[status], toStatus: 5 });
      } else {
        expect(res.status, status).toBe(409);
        expect(res.body.code).toBe('MISSION_ACTION_NOT_ALLOWED');
        expect(row!.status).toBe(missionStatuses[status]);
        expect(logs).toHaveLength(1);
      }
    }
  });

  it('explains a refused termination in the caller’s language', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { plain } = await reasonIds();
    const mission = await createMission(t.database.db, merchant, { status: missionStatuses.exhausted });
    expect((await terminate(token, mission.id, plain)).body).toEqual({
      success: 0,
      request_id: expect.any(String),
      code: 'MISSION_ACTION_NOT_ALLOWED',
      error_msg: 'This mission is Executed: “Terminate the mission” is not possible now',
    });
    expect((await terminate(token, mission.id, plain, because, 'ar')).body.error_msg).toBe(
      'حالة هذه المهمة «منفذة»: لا يمكن «إلغاء المهمة» الآن',
    );
  });

  it('takes the mission off its list', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { plain } = await reasonIds();
    const mission = await createMission(t.database.db, merchant, { status: missionStatuses.for_captain });
    const list = async () =>
      (
        await t.call({ method: 'POST', url: '/api/client/mission/all', token, body: { type: [1, 4] } })
      ).body.feed.map((m: { id: number }) => m.id);
    expect(await list()).toEqual([mission.id]);
    expect((await terminate(token, mission.id, plain)).status).toBe(200);
    expect(await list()).toEqual([]);
    const details = await t.call({
      method: 'POST',
      url: `/api/client/mission/details?id=${mission.id}`,
      token,
      lang: 'en',
    });
    expect(details.body.feed).toMatchObject({
      status: 5,
      termination_reason: { id: plain, name: 'Client cancelled the mission' },
      actions: [],
    });
  });

  it('needs a termination reason and, whichever it is, the client’s words, at least 10 characters (issue 41.2)', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { other, delay, plain } = await reasonIds();
    const mission = await createMission(t.database.db, merchant);
    const missing = await t.call({
      method: 'POST',
      url: `/api/client/mission/terminate?id=${mission.id}`,
      token,
      lang: 'en',
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ reason: ['This field is required'] });
    const noReasonId = await t.call({
      method: 'POST',
      url: `/api/client/mission/terminate?id=${mission.id}`,
      token,
      lang: 'en',
      body: because,
    });
    expect(noReasonId.body.errors).toEqual({ reason_id: ['This field is required'] });
    expect((await terminate(token, mission.id, delay)).body.errors).toEqual({
      reason_id: ['This value is not valid'],
    });
    for (const reasonId of [other, plain]) {
      const bare = await terminate(token, mission.id, reasonId, null);
      expect(bare.body.errors).toEqual({ reason: ['This field is required'] });
      const parts = await sendParts(
        t.app,
        `/api/client/mission/terminate?id=${mission.id}&reason_id=${reasonId}`,
        token,
        fields({ reason: 'short' }),
      );
      expect(parts.body.errors).toEqual({ reason: ['Enter at least 10 characters'] });
    }
    const short = await terminate(token, mission.id, other, { reason: 'قصير' }, 'ar');
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ reason: ['أدخل 10 أحرف على الأقل'] });
    const ok = await terminate(token, mission.id, other, { reason: 'لن أكون في المكتب هذا الأسبوع' });
    expect(ok.status, ok.raw.body).toBe(200);
    const [row] = await t.database.db.select().from(missions).where(eq(missions.id, mission.id));
    expect(row).toMatchObject({
      status: 5,
      terminationReasonId: other,
      terminationNote: 'لن أكون في المكتب هذا الأسبوع',
    });
    const [log] = await t.database.db
      .select()
      .from(missionLogs)
      .where(and(eq(missionLogs.missionId, mission.id), eq(missionLogs.action, 'terminate')));
    expect(log!.note).toBe('لن أكون في المكتب هذا الأسبوع');
  });

  it('answers 404 for another client’s mission and changes nothing', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { plain } = await reasonIds();
    const other = await createAccount(t.database.db);
    const theirs = await createMission(t.database.db, other.clientId);
    const res = await terminate(token, theirs.id, plain);
    expect(res.status).toBe(404);
    const [row] = await t.database.db.select().from(missions).where(eq(missions.id, theirs.id));
    expect(row!.status).toBe(1);
  });

  it('lets a suspended client terminate a receiving mission, not a supply (403)', async () => {
    const token = await t.tokenFor('frozen@demo.test');
    const { plain } = await reasonIds();
    const receiving = await createMission(t.database.db, frozen, {
      type: missionTypes.receiving_and_returns,
    });
    const supply = await createMission(t.database.db, frozen, { type: missionTypes.supply });
    expect((await terminate(token, receiving.id, plain)).status).toBe(200);
    const refused = await terminate(token, supply.id, plain);
    expect(refused.status).toBe(403);
    expect(refused.body.error_msg).toBe('account suspended');
  });

  it('lets a sub-user terminate (whoever asks for a pickup can call it off)', async () => {
    const token = await t.tokenFor('employee@demo.test');
    const { plain } = await reasonIds();
    const mission = await createMission(t.database.db, merchant);
    expect((await terminate(token, mission.id, plain)).status).toBe(200);
  });

  it('frees a terminated supply’s orders for the next supply', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { plain } = await reasonIds();
    const order = await deliveredOrder(merchant);
    const form = (await addForm(token)).body;
    const body = { type: 2, payment_way_id: paymentWays.cash_at_branch, branch_id: form.default_branch_id };
    const first = await submit(token, body);
    expect(first.status, first.raw.body).toBe(200);
    expect((await terminate(token, first.body.id, plain)).status).toBe(200);
    const second = await submit(token, body);
    expect(second.status, second.raw.body).toBe(200);
    const carried = await t.database.db
      .select({ orderId: missionOrders.orderId })
      .from(missionOrders)
      .where(eq(missionOrders.missionId, second.body.id));
    expect(carried).toEqual([{ orderId: order.id }]);
  });
});
