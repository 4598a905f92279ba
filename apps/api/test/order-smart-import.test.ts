import { randomBytes } from 'node:crypto';
import {
  importOrdersResponseSchema,
  smartImportPendingResponseSchema,
  smartImportResponseSchema,
  translate,
  pendingImportsResponseSchema,
} from '@courier/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areas, governorates } from '../src/db/schema/geo';
import { orderImports, orders } from '../src/db/schema/orders';
import { createAccount } from './support/factories';
import { useTestApp } from './support/harness';
import { orderRow, orderRows, postFile, templateHeaders, xlsxOf } from './support/xlsx';

const t = useTestApp();
const smart = '/api/client/order/add-excelsheet/smart';
const correct = '/api/client/order/add-excelsheet/correct';
const pending = '/api/client/order/add-excelsheet/pending';
const merchant = 'merchant@demo.test';

async function ordersCount() {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  return row!.n;
}

async function place(governorateEn: string, areaEn: string) {
  const [row] = await t.database.db
    .select({ governorateId: governorates.id, areaId: areas.id })
    .from(areas)
    .innerJoin(governorates, eq(governorates.id, areas.governorateId))
    .where(eq(areas.nameEn, areaEn));
  if (!row) throw new Error(`no area ${areaEn} in ${governorateEn}`);
  return row;
}

/**
 * Three rows; the second has an area no one could place with confidence. Each call's file is new (its own
 * invoice numbers): two calls within the same zip timestamp second made the same bytes, and the second
 * upload was refused as an already imported file.
 */
async function doubtfulFile() {
  const salt = randomBytes(3).toString('hex');
  return xlsxOf(templateHeaders.en, [
    orderRow(
      { government: 'القاهره', area: 'مدينه نصر', phone1: '+20 101 234 5678', invoice: `D-${salt}-0` },
      0,
    ),
    orderRow({ government: 'القاهرة', area: 'مدينة', invoice: `D-${salt}-1` }, 1),
    orderRow({ government: 'Giza', area: 'Haram', invoice: `D-${salt}-2` }, 2),
  ]);
}

describe('POST /api/client/order/add-excelsheet/smart', () => {
  it('creates every row at once when each place is matched with confidence', async () => {
    const token = await t.tokenFor(merchant);
    const before = await ordersCount();
    const file = await xlsxOf(templateHeaders.ar, [
      orderRow({ government: 'القاهره', area: 'مدينه نصر', phone1: '+20 101 234 5678' }, 0),
      orderRow({ government: 'cairo', area: 'maadi', phone1: '1012345678' }, 1),
      orderRow({ government: 'الاسكندريه', area: 'سموحه' }, 2),
      orderRow({ government: '', area: 'مدينة نصر' }, 3),
    ]);
    const res = await postFile(t, smart, file, { token, lang: 'en' });
    expect(res.status, res.raw.body).toBe(200);
    expect(smartImportResponseSchema.parse(res.body)).toMatchObject({
      success: 1,
      created: 4,
      success_msg: '4 orders were added',
      unpredected_geos: [],
    });
    expect(await ordersCount()).toBe(before + 4);
    const rows = await t.database.db
      .select({ phone1: orders.phone1, areaId: orders.areaId })
      .from(orders)
      .where(eq(orders.importId, res.body.import_id))
      .orderBy(orders.id);
    expect(rows.map((r) => r.phone1)).toEqual(['01012345678', '01012345678', '01012345678', '01012345678']);
    const nasr = await place('Cairo', 'Nasr City');
    expect(rows[0]!.areaId).toBe(nasr.areaId);
    expect(rows[3]!.areaId).toBe(nasr.areaId);
  });

  it('keeps a file with a doubtful place pending, with suggestions, then creates it all when corrected', async () => {
    const token = await t.tokenFor(merchant);
    const before = await ordersCount();
    const file = await doubtfulFile();
    const res = await postFile(t, smart, file, { token, lang: 'en' });
    // Spec §4/§8: not a success until corrected: 202 with success 0, the message and the rows.
    expect(res.status, res.raw.body).toBe(202);
    const body = smartImportPendingResponseSchema.parse(res.body);
    expect(body).toMatchObject({
      success: 0,
      code: 'IMPORT_NEEDS_CORRECTION',
      created: 0,
      success_msg: translate('import.needsGeo', 'en', { count: 1 }),
    });
    expect(body.error_msg).toBe(
      '1 row needs its governorate or area confirmed. The orders were not added yet: confirm the governorate or area of the rows below, then save',
    );
    expect(body.unpredected_geos).toHaveLength(1);
    const [doubt] = body.unpredected_geos;
    expect(doubt).toMatchObject({ row: 3, government_text: 'القاهرة', area_text: 'مدينة' });
    expect(doubt!.best).toMatchObject({ government: 'Cairo' });
    expect(doubt!.suggestions.length).toBeGreaterThan(0);
    expect(await ordersCount()).toBe(before);
    const [pending] = await t.database.db
      .select()
      .from(orderImports)
      .where(eq(orderImports.id, body.import_id));
    expect(pending).toMatchObject({ state: 'pending_correction', kind: 'smart', rowCount: 3 });

    // Uploading the same file again (instead of correcting) replaces the pending upload.
    const arabic = await postFile(t, smart, file, { token });
    expect(arabic.status).toBe(202);
    expect(arabic.body.error_msg).toMatch(/^يوجد صف واحد يحتاج إلى تأكيد المحافظة أو المنطقة/);
    expect(arabic.body.unpredected_geos[0].best.government).toBe('القاهرة');
    expect(arabic.body.import_id).not.toBe(body.import_id);
    const madinaty = await place('Cairo', 'Madinaty');
    const corrections = [{ row: 3, government_id: madinaty.governorateId, area_id: madinaty.areaId }];
    const replaced = await t.call({
      method: 'POST',
      url: correct,
      token,
      body: { import_id: body.import_id, corrections },
    });
    expect(replaced.status).toBe(404);

    const fixed = await t.call({
      method: 'POST',
      url: correct,
      token,
      lang: 'en',
      body: { import_id: arabic.body.import_id, corrections },
    });
    expect(fixed.status, fixed.raw.body).toBe(200);
    expect(importOrdersResponseSchema.parse(fixed.body)).toMatchObject({
      created: 3,
      success_msg: '3 orders were added',
      import_id: arabic.body.import_id,
    });
    const created = await t.database.db
      .select({ areaId: orders.areaId })
      .from(orders)
      .where(eq(orders.importId, arabic.body.import_id));
    expect(created).toHaveLength(3);
    expect(created.map((r) => r.areaId)).toContain(madinaty.areaId);
    const [record] = await t.database.db
      .select()
      .from(orderImports)
      .where(eq(orderImports.id, arabic.body.import_id));
    expect(record).toMatchObject({ state: 'done', pending: null });

    const twice = await t.call({
      method: 'POST',
      url: correct,
      token,
      lang: 'en',
      body: { import_id: arabic.body.import_id, corrections },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ACTION_ALREADY_EXECUTED');
    const old = await postFile(t, smart, file, { token, lang: 'en' });
    expect(old.status).toBe(409);
    expect(old.body.code).toBe('OLD_FILE');
    expect(await ordersCount()).toBe(before + 3);
  });

  it('refuses a correction whose area is not in the governorate, or that leaves a row out (422)', async () => {
    const token = await t.tokenFor(merchant);
    const res = await postFile(t, smart, await doubtfulFile(), { token });
    const maadi = await place('Cairo', 'Maadi');
    const haram = await place('Giza', 'Haram');
    const wrong = await t.call({
      method: 'POST',
      url: correct,
      token,
      lang: 'en',
      body: {
        import_id: res.body.import_id,
        corrections: [{ row: 3, government_id: maadi.governorateId, area_id: haram.areaId }],
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { 'row.3.area_id': ['This value is not valid'] },
    });
    const other = await t.call({
      method: 'POST',
      url: correct,
      token,
      body: {
        import_id: res.body.import_id,
        corrections: [{ row: 2, government_id: maadi.governorateId, area_id: maadi.areaId }],
      },
    });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual({ 'row.3.government_id': [translate('validation.required', 'ar')] });
    const empty = await t.call({
      method: 'POST',
      url: correct,
      token,
      body: { import_id: res.body.import_id, corrections: [] },
    });
    expect(empty.status).toBe(422);
    const [record] = await t.database.db
      .select()
      .from(orderImports)
      .where(eq(orderImports.id, res.body.import_id));
    expect(record!.state).toBe('pending_correction');
  });

  it("answers another client's import id with 404", async () => {
    const token = await t.tokenFor(merchant);
    const res = await postFile(t, smart, await doubtfulFile(), { token });
    const stranger = await createAccount(t.database.db);
    const maadi = await place('Cairo', 'Maadi');
    const foreign = await t.call({
      method: 'POST',
      url: correct,
      token: await t.tokenFor(stranger.email),
      body: {
        import_id: res.body.import_id,
        corrections: [{ row: 3, government_id: maadi.governorateId, area_id: maadi.areaId }],
      },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    const missing = await t.call({
      method: 'POST',
      url: correct,
      token,
      body: {
        import_id: 999_999,
        corrections: [{ row: 3, government_id: maadi.governorateId, area_id: maadi.areaId }],
      },
    });
    expect(missing.status).toBe(404);
  });

  it('answers rows with other errors like the plain upload, and refuses the same file once imported', async () => {
    const token = await t.tokenFor(merchant);
    const before = await ordersCount();
    const bad = await xlsxOf(templateHeaders.en, [
      orderRow({ government: 'القاهرة', area: 'مدينة' }, 0),
      orderRow({ phone1: '12345', government: 'Cairo', area: 'Maadi' }, 1),
      orderRow({ government: '', area: '' }, 2),
    ]);
    const res = await postFile(t, smart, bad, { token, lang: 'en' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('IMPORT_ROWS_INVALID');
    expect(res.body.row_errors).toEqual([
      { row: 3, column: 'Phone', field: 'phone1', message: translate('validation.phoneStart', 'en') },
      { row: 4, column: 'Governorate', field: 'government', message: 'This field is required' },
      { row: 4, column: 'Area', field: 'area', message: 'This field is required' },
    ]);
    expect(await ordersCount()).toBe(before);

    const good = await xlsxOf(templateHeaders.en, orderRows(2, { government: 'Cairo', area: 'Maadi' }));
    expect((await postFile(t, smart, good, { token })).status).toBe(200);
    const old = await postFile(t, smart, good, { token, lang: 'en' });
    expect(old.status).toBe(409);
    expect(old.body.error_msg).toContain('already uploaded');
    expect((await postFile(t, '/api/client/order/add-excelsheet', good, { token })).status).toBe(409);
  });

  it('needs a session and a client that is not suspended', async () => {
    const file = await doubtfulFile();
    expect((await postFile(t, smart, file)).status).toBe(401);
    expect((await postFile(t, smart, file, { token: await t.tokenFor('frozen@demo.test') })).status).toBe(
      403,
    );
    const body = { import_id: 1, corrections: [{ row: 2, government_id: 1, area_id: 1 }] };
    expect((await t.call({ method: 'POST', url: correct, body })).status).toBe(401);
    expect(
      (await t.call({ method: 'POST', url: correct, body, token: await t.tokenFor('frozen@demo.test') }))
        .status,
    ).toBe(403);
  });
});

describe('a smart upload with one address column and no place columns', () => {
  it('reads the places from the whole address; unsure rows wait with suggestions', async () => {
    const { email } = await createAccount(t.database.db);
    const token = await t.tokenFor(email);
    const salt = randomBytes(3).toString('hex');
    const header = ['Receiver', 'Phone', 'Address', 'Content', 'Amount', 'Invoice'];
    const row = (address: string, i: number) => [
      `Receiver ${i}`,
      '01012345678',
      address,
      'Shoes',
      100,
      `A-${salt}-${i}`,
    ];
    const file = await xlsxOf(header, [
      row('12 ش مصطفى النحاس، م نصر، القاهره', 0),
      row('Apt 4, 9 Road 233, Maadi, Cairo', 1),
      row('فيصل، الهرم', 2),
    ]);
    const res = await postFile(t, smart, file, { token, lang: 'en' });
    expect(res.status, res.raw.body).toBe(202);
    const body = smartImportPendingResponseSchema.parse(res.body);
    expect(body.unpredected_geos).toHaveLength(1);
    // Who the order is for travels with the doubtful row, on the upload's answer and in the waiting list.
    const who = { receiver: 'Receiver 2', phone: '01012345678', amount: '100' };
    expect(body.unpredected_geos[0]).toMatchObject({
      row: 4,
      government_text: '',
      area_text: 'فيصل، الهرم',
      ...who,
    });
    const waiting = await t.call({ method: 'GET', url: `${pending}?perPage=100`, token });
    const queued = pendingImportsResponseSchema
      .parse(waiting.body)
      .feed.find((p) => p.import_id === body.import_id);
    expect(queued?.unpredected_geos[0]).toMatchObject(who);

    const nasr = await place('Cairo', 'Nasr City');
    const maadi = await place('Cairo', 'Maadi');
    const haram = await place('Giza', 'Haram');
    const done = await t.call({
      method: 'POST',
      url: correct,
      token,
      body: {
        import_id: body.import_id,
        corrections: [{ row: 4, government_id: haram.governorateId, area_id: haram.areaId }],
      },
    });
    expect(done.status, done.raw.body).toBe(200);
    const made = await t.database.db
      .select({ areaId: orders.areaId })
      .from(orders)
      .where(eq(orders.importId, body.import_id))
      .orderBy(orders.id);
    expect(made.map((o) => o.areaId)).toEqual([nasr.areaId, maadi.areaId, haram.areaId]);
  });

  it('still asks for the place columns when the sheet has no address column either', async () => {
    const token = await t.tokenFor(merchant);
    const file = await xlsxOf(['Receiver', 'Phone', 'Content', 'Amount'], [['A', '01012345678', 'x', 1]]);
    const res = await postFile(t, smart, file, { token, lang: 'en' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('IMPORT_COLUMNS_MISSING');
  });
});
