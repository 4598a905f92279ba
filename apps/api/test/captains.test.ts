import { captainListResponseSchema, branchListResponseSchema, orderStatuses } from '@courier/contracts';
import { describe, expect, it } from 'vitest';
import { branches } from '../src/db/schema/ops';
import { createAccount, createMission, createOrder } from './support/factories';
import { useTestApp } from './support/harness';

/** Issue 36 §3, decision 058: captains and branches kept by admins, read by ops; one directory. */
const t = useTestApp();
const db = () => t.database.db;

let serial = 0;
/** A new captain's fields: unique phone and national id per call. */
function captainBody(branchId: number, overrides: Record<string, unknown> = {}) {
  serial += 1;
  const n = String(Date.now() % 1_000_000).padStart(6, '0') + String(serial).padStart(2, '0');
  return {
    name: `كابتن الاختبار ${serial}`,
    phone: `010${n}`,
    national_id: `298${n}123`,
    branch_id: branchId,
    vehicle: 'دراجة نارية',
    ...overrides,
  };
}
async function firstBranchId() {
  const [row] = await db().select({ id: branches.id }).from(branches).limit(1);
  return row!.id;
}
const add = (token: string, body: unknown, lang: 'ar' | 'en' = 'en') =>
  t.call({ method: 'POST', url: '/api/ops/captains', token, body, lang });

describe('captains desk: permissions', () => {
  it('ops and admin read; only admin writes; support 403; client tokens 401', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const ops = await t.staffTokenFor('ops@demo.test');
    const support = await t.staffTokenFor('support@demo.test');
    const client = await t.tokenFor('merchant@demo.test');
    const branchId = await firstBranchId();

    for (const token of [admin, ops]) {
      const list = await t.call({ url: '/api/ops/captains?perPage=100', token });
      expect(list.status, list.raw.body).toBe(200);
      expect(captainListResponseSchema.parse(list.body).feed_count).toBeGreaterThan(0);
      const b = await t.call({ url: '/api/ops/branches', token });
      expect(b.status).toBe(200);
      expect(branchListResponseSchema.parse(b.body).feed[0]!.governorate_ids).toContain(
        b.body.feed[0].governorate_id,
      );
    }
    expect((await t.call({ url: '/api/ops/captains', token: support })).status).toBe(403);
    expect((await t.call({ url: '/api/ops/captains', token: client })).status).toBe(401);

    expect((await add(ops, captainBody(branchId))).status).toBe(403);
    expect((await add(support, captainBody(branchId))).status).toBe(403);
    expect((await add(client, captainBody(branchId))).status).toBe(401);
    const branchBody = {
      name_ar: 'فرع الاختبار',
      name_en: 'Test branch',
      phone: '01012345670',
      address: '1 شارع الاختبار',
      governorate_id: 1,
    };
    expect(
      (await t.call({ method: 'POST', url: '/api/ops/branches', token: ops, body: branchBody })).status,
    ).toBe(403);
    const made = await add(admin, captainBody(branchId));
    expect(made.status, made.raw.body).toBe(200);
    expect(made.body.feed).toMatchObject({ active: true, cash_held: '0.00', held_orders: 0 });
  });
});

describe('captains desk: add, edit, validation', () => {
  it('refuses bad fields with messages in Arabic and English, and taken phones and national ids', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const branchId = await firstBranchId();
    const bad = { name: 'ab', phone: '123', national_id: '12', branch_id: 'x' };
    const en = await add(admin, bad, 'en');
    expect(en.status).toBe(422);
    expect(en.body.errors).toMatchObject({
      name: [expect.stringMatching(/3/)],
      national_id: ['A national id is 14 digits'],
    });
    expect(Object.keys(en.body.errors)).toEqual(
      expect.arrayContaining(['name', 'phone', 'national_id', 'branch_id']),
    );
    const ar = await add(admin, bad, 'ar');
    expect(ar.body.errors.national_id).toEqual(['الرقم القومي 14 رقمًا']);

    const first = captainBody(branchId);
    expect((await add(admin, first)).status).toBe(200);
    const samePhone = await add(admin, captainBody(branchId, { phone: first.phone }), 'ar');
    expect(samePhone.status).toBe(422);
    expect(samePhone.body.errors.phone).toEqual(['رقم الهاتف هذا مسجّل لكابتن آخر']);
    const sameId = await add(admin, captainBody(branchId, { national_id: first.national_id }));
    expect(sameId.body.errors.national_id).toEqual(['Another captain has this national id']);
    const noBranch = await add(admin, captainBody(999_999));
    expect(noBranch.body.errors.branch_id).toEqual(['Choose a branch from the list']);
  });

  it('edits and deactivates a branch with the places it serves; names stay unique', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const body = {
      name_ar: 'فرع المنصورة الجديد',
      name_en: 'New Mansoura branch',
      phone: '01012345671',
      address: '5 شارع الجمهورية',
      governorate_id: 1,
      governorate_ids: [2],
      area_ids: [],
    };
    const made = await t.call({ method: 'POST', url: '/api/ops/branches', token: admin, body, lang: 'en' });
    expect(made.status, made.raw.body).toBe(200);
    expect(made.body.feed).toMatchObject({
      name: 'New Mansoura branch',
      governorate_ids: [1, 2],
      active: true,
    });
    const again = await t.call({ method: 'POST', url: '/api/ops/branches', token: admin, body, lang: 'ar' });
    expect(again.status).toBe(422);
    expect(again.body.errors.name_en).toEqual(['يوجد فرع آخر بهذا الاسم']);
    const unknownPlace = await t.call({
      method: 'PUT',
      url: `/api/ops/branches/${made.body.feed.id}`,
      token: admin,
      body: { ...body, area_ids: [9_999_999] },
    });
    expect(unknownPlace.status).toBe(422);
    const edited = await t.call({
      method: 'PUT',
      url: `/api/ops/branches/${made.body.feed.id}`,
      token: admin,
      body: { ...body, governorate_ids: [], active: false },
    });
    expect(edited.body.feed).toMatchObject({ governorate_ids: [1], active: false });
    const missing = await t.call({ method: 'PUT', url: '/api/ops/branches/999999', token: admin, body });
    expect(missing.status).toBe(404);
  });

  it('serves areas of its governorates only, stored and shown by name in the page language', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const ops = await t.staffTokenFor('ops@demo.test');
    const offered = await t.call({
      url: '/api/ops/branches/areas?governorate_ids=1,2',
      token: ops,
      lang: 'en',
    });
    expect(offered.status, offered.raw.body).toBe(200);
    const list = offered.body.feed as { id: number; name: string; governorate_id: number }[];
    expect(new Set(list.map((a) => a.governorate_id))).toEqual(new Set([1, 2]));
    const [inGiza1, inGiza2] = list.filter((a) => a.governorate_id === 2);
    const [outside] = (await t.call({ url: '/api/ops/branches/areas?governorate_ids=3', token: ops })).body
      .feed as { id: number }[];
    const body = {
      name_ar: 'فرع المناطق',
      name_en: 'Areas branch',
      phone: '01012345672',
      address: '7 شارع النيل',
      governorate_id: 1,
      governorate_ids: [2],
      area_ids: [inGiza2!.id, inGiza1!.id],
    };
    const made = await t.call({ method: 'POST', url: '/api/ops/branches', token: admin, body, lang: 'en' });
    expect(made.status, made.raw.body).toBe(200);
    expect(made.body.feed.area_ids).toEqual([inGiza1!.id, inGiza2!.id].sort((a, b) => a - b));
    expect(made.body.feed.areas).toEqual(
      expect.arrayContaining([inGiza1, inGiza2].map((a) => ({ ...a!, governorate_id: 2 }))),
    );
    const shown = await t.call({ url: '/api/ops/branches?search=Areas', token: ops, lang: 'ar' });
    expect(shown.body.feed[0].areas).toHaveLength(2);
    // An area of a governorate the branch does not serve is refused on its own field, in both languages.
    const wrong = await t.call({
      method: 'PUT',
      url: `/api/ops/branches/${made.body.feed.id}`,
      token: admin,
      body: { ...body, area_ids: [outside!.id] },
      lang: 'ar',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.area_ids).toEqual(['اختر المحافظات والمناطق من القوائم']);
    expect((await t.call({ url: '/api/ops/branches/areas?governorate_ids=', token: ops })).status).toBe(422);
  });
});

describe('deactivated captains', () => {
  it('leave every picker and are refused by both desks with 409 CAPTAIN_INACTIVE', async () => {
    const admin = await t.staffTokenFor('admin@demo.test');
    const ops = await t.staffTokenFor('ops@demo.test');
    const client = await t.tokenFor('merchant@demo.test');
    const body = captainBody(await firstBranchId());
    const made = await add(admin, body);
    const id = made.body.feed.id as number;
    const ids = async (url: string, token: string) =>
      ((await t.call({ url, token })).body.feed as { id: number }[]).map((c) => c.id);
    expect(await ids('/api/ops/orders/captains', ops)).toContain(id);
    expect(await ids('/api/ops/missions/captains', ops)).toContain(id);

    const off = await t.call({
      method: 'PUT',
      url: `/api/ops/captains/${id}`,
      token: admin,
      body: { ...body, active: false },
    });
    expect(off.status, off.raw.body).toBe(200);
    expect(off.body.feed.active).toBe(false);
    // The two desks' pickers are one function: the same captains, none deactivated.
    const orderPicker = await ids('/api/ops/orders/captains', ops);
    expect(orderPicker).not.toContain(id);
    expect(await ids('/api/ops/missions/captains', ops)).toEqual(orderPicker);
    // A client still finds it by name (its old orders name it), from the same directory.
    expect(
      await ids(`/api/client/captain/selectCaptains?search=${encodeURIComponent(body.name)}`, client),
    ).toEqual([id]);

    const { clientId } = await createAccount(db());
    const order = await createOrder(db(), clientId, { status: orderStatuses.underway });
    for (const lang of ['en', 'ar'] as const) {
      const move = await t.call({
        method: 'POST',
        url: '/api/ops/orders/status',
        token: ops,
        lang,
        body: { codes: [order.code], status: 'with_captain', captain_id: id },
      });
      expect(move.status, move.raw.body).toBe(409);
      expect(move.body.code).toBe('CAPTAIN_INACTIVE');
    }
    const mission = await createMission(db(), clientId, { type: 1 });
    const assign = await t.call({
      method: 'POST',
      url: '/api/ops/missions/status',
      token: ops,
      lang: 'ar',
      body: { ids: [mission.id], status: 'for_captain', captain_id: id },
    });
    expect(assign.status).toBe(409);
    expect(assign.body).toMatchObject({
      code: 'CAPTAIN_INACTIVE',
      error_msg: 'هذا الكابتن موقوف: اختر كابتنًا نشطًا',
    });
  });
});
