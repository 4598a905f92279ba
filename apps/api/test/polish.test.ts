import { orderStatuses, translate } from '@courier/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, users } from '../src/db/schema/clients-users';
import { reasons } from '../src/db/schema/reasons';
import { orderLogs, orders } from '../src/db/schema/orders';
import { createOrder } from './support/factories';
import { useTestApp } from './support/harness';

/** Issue 14: the merchant's defect list, one test per server-side point. */
const t = useTestApp();
const merchant = 1;

async function places(token: string) {
  const govs = await t.call({ url: '/api/client/get-government', token, lang: 'en' });
  const find = async (gov: string, area: string) => {
    const g = govs.body.feed.find((x: { name: string }) => x.name === gov);
    const areas = await t.call({ url: `/api/client/get-area/${g.id}`, token, lang: 'en' });
    const a = areas.body.feed.find((x: { name: string }) => x.name === area) ?? areas.body.feed[0];
    return { government: g.id as number, area: a.id as number };
  };
  return { cairo: await find('Cairo', 'Nasr City'), alex: await find('Alexandria', 'Smouha') };
}

const form = (geo: { government: number; area: number }, extra: Record<string, unknown> = {}) => ({
  receiver: 'محمد عبد الله',
  phone1: '01012345678',
  government: geo.government,
  area: geo.area,
  address: '12 شارع عباس العقاد',
  contentOrder: 'سماعات',
  collectedAmount: '250.5',
  ...extra,
});

const rowOf = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('phones as people type them (spec §5: Egypt in international mode)', () => {
  it.each(['+201012345678', '00201012345678', '010 1234 5678'])(
    'accepts %s and stores 01012345678',
    async (p) => {
      const token = await t.tokenFor('merchant@demo.test');
      const { cairo } = await places(token);
      const res = await t.call({
        method: 'POST',
        url: '/api/client/order/submit',
        token,
        body: form(cairo, { phone1: p }),
      });
      expect(res.status, res.raw.body).toBe(200);
      expect((await rowOf(res.body.id)).phone1).toBe('01012345678');
    },
  );
});

describe('every phone field takes the international forms (order form, resend, profile, team)', () => {
  const typed = ['+201012345678', '00201012345678', '010 1234 5678'] as const;

  it.each(typed)('profile: %s is saved as 01012345678 on the user and the company', async (p) => {
    const token = await t.tokenFor('merchant@demo.test');
    const res = await t.call({
      method: 'POST',
      url: '/api/client/web/profile',
      token,
      lang: 'en',
      body: { phone: p, phone1: p, phone2: '+20 111 234 5678' },
    });
    expect(res.status, res.raw.body).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'merchant@demo.test'));
    const [client] = await t.database.db.select().from(clients).where(eq(clients.id, merchant));
    expect(user!.phone).toBe('01012345678');
    expect([client!.phone1, client!.phone2]).toEqual(['01012345678', '01112345678']);
  });

  it.each(typed)('team: a sub-user added and edited with %s keeps 01012345678', async (p) => {
    const token = await t.tokenFor('merchant@demo.test');
    const email = `phone-${typed.indexOf(p)}-${Date.now()}@test.example`;
    const add = await t.call({
      method: 'POST',
      url: '/api/client/user/add',
      token,
      body: {
        name: 'Phone Person',
        email,
        phone: p,
        password: 'Secret#123',
        client_attend_from_every_where: 1,
      },
    });
    expect(add.status, add.raw.body).toBe(200);
    const stored = async () =>
      (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!.phone;
    expect(await stored()).toBe('01012345678');
    const edit = await t.call({
      method: 'POST',
      url: '/api/client/user/edit',
      token,
      body: {
        id: add.body.feed.id,
        name: 'Phone Person',
        email,
        phone: '0020 111 234 5678',
        client_attend_from_every_where: 1,
      },
    });
    expect(edit.status, edit.raw.body).toBe(200);
    expect(await stored()).toBe('01112345678');
  });

  it('still refuses what is not an Egyptian number, in the caller’s language', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const res = await t.call({
      method: 'POST',
      url: '/api/client/web/profile',
      token,
      lang: 'en',
      body: { phone1: '+44 20 7946 0958' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.phone1).toEqual([translate('validation.phoneDigits', 'en')]);
  });
});

describe('the business ceiling of the amount to collect', () => {
  it('refuses more than 1,000,000 EGP with a clear message, in both languages', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { cairo } = await places(token);
    const over = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      lang: 'en',
      body: form(cairo, { collectedAmount: '1000000.01' }),
    });
    expect(over.status).toBe(422);
    expect(over.body.errors.collectedAmount).toEqual([
      'The amount to collect cannot be more than EGP 1,000,000',
    ]);
    const ar = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      body: form(cairo, { collectedAmount: '99999999999999999999' }),
    });
    expect(ar.body.errors.collectedAmount).toEqual([
      'لا يمكن أن يزيد المبلغ المطلوب تحصيله على 1,000,000 ج.م',
    ]);
    const at = await t.call({
      method: 'POST',
      url: '/api/client/order/submit',
      token,
      body: form(cairo, { collectedAmount: '1000000' }),
    });
    expect(at.status).toBe(200);
  });
  it('is served to the web app as a setting', async () => {
    const res = await t.call({ url: '/api/client/app-config' });
    expect(res.body.amount_ceiling).toBe(1_000_000);
  });
});

describe('the place of an order a captain carries', () => {
  it('cannot move to another governorate once a captain has it; the reason is in the user’s language', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { cairo, alex } = await places(token);
    const order = await createOrder(t.database.db, merchant, {
      status: orderStatuses.with_captain,
      governorateId: cairo.government,
      areaId: cairo.area,
    });
    const edit = (lang: 'ar' | 'en') =>
      t.call({
        method: 'POST',
        url: '/api/client/order/edit/submit',
        token,
        lang,
        body: { ...form(alex, { collectedAmount: '150.00' }), id: order.id },
      });
    const en = await edit('en');
    expect(en.status).toBe(409);
    expect(en.body.code).toBe('PLACE_NOT_EDITABLE');
    expect(en.body.error_msg).toMatch(/captain already has this parcel/);
    expect((await edit('ar')).body.error_msg).toMatch(/الطرد مع الكابتن/);
    expect((await rowOf(order.id)).governorateId).toBe(cairo.government);
  });
  it('can still move while the order is only sent', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { cairo, alex } = await places(token);
    const order = await createOrder(t.database.db, merchant, {
      status: orderStatuses.sent,
      governorateId: cairo.government,
      areaId: cairo.area,
    });
    const res = await t.call({
      method: 'POST',
      url: '/api/client/order/edit/submit',
      token,
      body: { ...form(alex, { collectedAmount: '150.00' }), id: order.id },
    });
    expect(res.status, res.raw.body).toBe(200);
    expect((await rowOf(order.id)).governorateId).toBe(alex.government);
  });
});

describe('POST order/search {codes}', () => {
  it('accepts a JSON array as well as pasted text', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const a = await createOrder(t.database.db, merchant);
    const b = await createOrder(t.database.db, merchant);
    const res = await t.call({
      method: 'POST',
      url: '/api/client/order/search',
      token,
      body: { codes: [a.code, Number(b.code), 'NOPE-1'] },
    });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.feed.map((o: { code: string }) => o.code).sort()).toEqual([a.code, b.code].sort());
    expect(res.body.not_found).toEqual(['NOPE-1']);
    const empty = await t.call({
      method: 'POST',
      url: '/api/client/order/search',
      token,
      body: { codes: [] },
    });
    expect(empty.status).toBe(422);
  });
});

describe('a rating with no stars', () => {
  it('says what to do', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, merchant, { status: orderStatuses.given });
    const res = await t.call({
      method: 'POST',
      url: '/api/client/order/client_rate',
      token,
      lang: 'en',
      body: { order_id: order.id },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.rate).toEqual(['Choose a rating from 1 to 5 stars']);
  });
});

describe('a delay request’s "today" is the Cairo business day', () => {
  it('accepts the Cairo date at 23:30 UTC, when UTC is still on the day before', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, merchant, { status: orderStatuses.sent });
    t.clock.set(new Date('2026-03-10T23:30:00Z')); // 01:30 on 11 March in Cairo
    const res = await t.call({
      method: 'POST',
      url: '/api/client/order/delay-request',
      token,
      body: { id: order.id, delayDate: '2026-03-11' },
    });
    expect(res.status, res.raw.body).toBe(200);
    const order2 = await createOrder(t.database.db, merchant, { status: orderStatuses.sent });
    const past = await t.call({
      method: 'POST',
      url: '/api/client/order/delay-request',
      token,
      body: { id: order2.id, delayDate: '2026-03-10' },
    });
    expect(past.status).toBe(422);
  });
});

describe('the order log past its last page', () => {
  it('clamps to the last page, as the lists do', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const order = await createOrder(t.database.db, merchant);
    await t.call({ method: 'POST', url: `/api/client/order/change-to-sent?id=${order.id}`, token });
    const res = await t.call({ url: `/api/client/order/log?code=${order.code}&page=99&perPage=20`, token });
    expect(res.status).toBe(200);
    expect(res.body.page).toBe(1);
    expect(res.body.feed_count).toBe(2);
    expect(res.body.feed).toHaveLength(2);
  });
});

describe('resend to a new address', () => {
  it('collects governorate, area, address and phone, logs them, and lists the order under underway', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { alex } = await places(token);
    const order = await createOrder(t.database.db, merchant, {
      status: orderStatuses.returned,
      returnRequestedAt: new Date(),
    });
    const missing = await t.call({
      method: 'POST',
      url: '/api/client/order/resend-request',
      token,
      lang: 'en',
      body: { id: order.id, order_id: order.id, type: 2 },
    });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['address', 'area', 'government', 'phone1']);

    const res = await t.call({
      method: 'POST',
      url: '/api/client/order/resend-request',
      token,
      lang: 'en',
      body: {
        id: order.id,
        order_id: order.id,
        type: 2,
        government: alex.government,
        area: alex.area,
        address: '5 شارع فوزي معاذ',
        phone1: '+20 111 222 3333',
      },
    });
    expect(res.status, res.raw.body).toBe(200);
    const row = await rowOf(order.id);
    expect(row).toMatchObject({
      status: orderStatuses.resent,
      returnRequestedAt: null,
      resendType: 2,
      resendGovernorateId: alex.government,
      resendAreaId: alex.area,
      resendAddress: '5 شارع فوزي معاذ',
      resendPhone: '01112223333',
    });
    const logs = await t.database.db.select().from(orderLogs).where(eq(orderLogs.orderId, order.id));
    expect(logs.at(-1)).toMatchObject({ action: 'resend', note: 'type:2' });
    expect(logs.at(-1)!.changes).toMatchObject({ resendAddress: { to: '5 شارع فوزي معاذ' } });

    const list = await t.call({
      method: 'POST',
      url: '/api/client/order/UnderwayOrder?page=1&perPage=100',
      token,
      lang: 'en',
      body: {},
    });
    const listed = list.body.feed.find((o: { id: number }) => o.id === order.id);
    expect(listed).toBeDefined();
    expect(listed.return_requested).toBe(0);
    expect(listed.actions.length).toBeGreaterThan(0);
    expect(listed.resend).toMatchObject({ type: 2, government: 'Alexandria', phone: '01112223333' });
  });
  it('refuses an area of another governorate', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const { alex, cairo } = await places(token);
    const order = await createOrder(t.database.db, merchant, { status: orderStatuses.returned });
    const res = await t.call({
      method: 'POST',
      url: '/api/client/order/resend-request',
      token,
      body: {
        order_id: order.id,
        type: 2,
        government: alex.government,
        area: cairo.area,
        address: 'شارع النصر',
        phone1: '01012345678',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.area).toBeDefined();
  });
});

describe('mission/terminate needs a reason', () => {
  it('refuses a termination without a reason from the list', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const res = await t.call({
      method: 'POST',
      url: '/api/client/mission/terminate?id=1',
      token,
      lang: 'en',
      body: { reason: 'No longer needed this week' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.reason_id).toEqual(['This field is required']);
    const [other] = await t.database.db.select().from(reasons).where(eq(reasons.needsNote, true));
    const noText = await t.call({
      method: 'POST',
      url: `/api/client/mission/terminate?id=1&reason_id=${other!.id}`,
      token,
      lang: 'en',
      body: {},
    });
    expect(noText.status).toBe(422);
  });
});

describe('the dashboard window follows the language (spec §9)', () => {
  it('is the last week in English and the last 30 days in Arabic', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const en = await t.call({ url: '/api/client/chart', token, lang: 'en' });
    const ar = await t.call({ url: '/api/client/chart', token, lang: 'ar' });
    expect(en.body.feed.delivered_per_day).toHaveLength(7);
    expect(ar.body.feed.delivered_per_day).toHaveLength(30);
  });
});

describe('content names the screen it points at', () => {
  it('tags the support-ticket video and answer so the web hides them until tickets exist', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const videos = await t.call({ method: 'POST', url: '/api/client/popular_videos', token, lang: 'en' });
    const ticketVideo = videos.body.feed.find((v: { title: string }) => /support ticket/.test(v.title));
    expect(ticketVideo.screen).toBe('tickets');
    const faq = await t.call({
      method: 'POST',
      url: '/api/client/faq',
      token,
      lang: 'en',
      body: { name: 'support' },
    });
    expect(faq.body.feed.every((f: { screen: string | null }) => f.screen === 'tickets')).toBe(true);
  });
});
