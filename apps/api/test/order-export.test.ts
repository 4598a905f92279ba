import { translate } from '@courier/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { branches, captains } from '../src/db/schema/ops';
import { createOrderExportRepository } from '../src/modules/order-export/order-export.repository';
import { readFirstSheet } from '../src/lib/xlsx/reader';
import { createAccount, createOrder } from './support/factories';
import { useTestApp, type CallResult } from './support/harness';
import { multipart, sheetsOf } from './support/xlsx';

const t = useTestApp();
const url = '/api/client/order/export-my-orders';

async function exportAs(
  token: string,
  body: Record<string, string>,
  lang?: 'ar' | 'en',
): Promise<CallResult> {
  return t.call({ method: 'POST', url, token, body, ...(lang ? { lang } : {}) });
}

/** Whether the first sheet opens right to left (Arabic), read back with exceljs. */
async function rightToLeft(res: CallResult): Promise<boolean> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!.views[0]?.rightToLeft === true;
}

async function rowsOf(res: CallResult) {
  expect(res.status, res.raw.body.slice(0, 300)).toBe(200);
  const [sheet] = await sheetsOf(res.raw.rawPayload);
  return sheet!.rows;
}

describe('POST /api/client/order/export-my-orders', () => {
  it("streams the caller's orders as an xlsx: headers and status in the caller's language, amounts as numbers", async () => {
    const mine = await createAccount(t.database.db);
    const other = await createAccount(t.database.db);
    await createOrder(t.database.db, mine.clientId, {
      receiver: '=HYPERLINK("http://evil.example","click")',
      amountToBeCollected: '1250.50',
      notes: '@SUM(A1:A9)',
      phone2: '+201012345678',
      followUpMobile: '01112345678',
    });
    await createOrder(t.database.db, mine.clientId, { receiver: 'منى عادل', status: 7 });
    await createOrder(t.database.db, other.clientId, { receiver: 'Someone else' });
    const token = await t.tokenFor(mine.email);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Cairo' });

    const res = await exportAs(token, { date_from: today, date_to: today });
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${today}_${today}.xlsx"`);
    const rows = await rowsOf(res);
    expect(rows).toHaveLength(3);
    const header = rows[0]!;
    expect(header[0]).toBe(translate('orderColumn.code', 'ar'));
    expect(header).toContain('اسم المستلم');
    const col = (key: Parameters<typeof translate>[0]) => header.indexOf(translate(key, 'ar'));
    const [first, second] = [rows[1]!, rows[2]!];
    expect(first[col('orderColumn.receiver')]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(first[col('orderColumn.notes')]).toBe("'@SUM(A1:A9)");
    expect(first[col('orderColumn.phone2')]).toBe("'+201012345678");
    expect(first[col('orderColumn.followUpMobile')]).toBe('01112345678');
    expect(first[col('orderColumn.amount_to_be_collected')]).toBe(1250.5);
    expect(first[col('orderColumn.status')]).toBe('محفوظ');
    expect(first[col('orderColumn.government')]).toEqual(expect.any(String));
    expect(second[col('orderColumn.status')]).toBe('تم التسليم');
    expect(rows.flat()).not.toContain('Someone else');

    // Cairo wall-clock minutes, as the order screens show them.
    expect(first[col('orderColumn.created_at')]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}$`));
    expect(await rightToLeft(res)).toBe(true);

    const enRes = await exportAs(token, { date_from: today, date_to: today }, 'en');
    const en = await rowsOf(enRes);
    expect(en[0]![0]).toBe('Code');
    expect(en[0]).toContain('Receiver');
    expect(en[2]).toContain('Delivered');
    expect(await rightToLeft(enRes)).toBe(false);
  });

  it('keeps the orders created on the chosen Cairo days, both ends included, and filters by status', async () => {
    const mine = await createAccount(t.database.db);
    const at = (iso: string, receiver: string, status = 1) =>
      createOrder(t.database.db, mine.clientId, { createdAt: new Date(iso), receiver, status });
    await at('2026-01-09T21:59:00Z', 'before'); // 23:59 on the 9th in Cairo
    await at('2026-01-09T22:00:00Z', 'first day'); // 00:00 on the 10th
    await at('2026-01-11T21:59:00Z', 'last day', 2); // 23:59 on the 11th
    await at('2026-01-11T22:00:00Z', 'after'); // 00:00 on the 12th
    const token = await t.tokenFor(mine.email);

    const rows = await rowsOf(
      await exportAs(token, { date_from: '2026-01-10', date_to: '2026-01-11' }, 'en'),
    );
    const receiver = rows[0]!.indexOf('Receiver');
    expect(rows.slice(1).map((r) => r[receiver])).toEqual(['first day', 'last day']);
    const created = rows[0]!.indexOf('Created');
    expect(rows[1]![created]).toBe('2026-01-10 00:00');

    const sent = await rowsOf(
      await exportAs(token, { date_from: '2026-01-01', date_to: '2026-01-31', type: '2' }),
    );
    expect(sent).toHaveLength(2);
    const none = await rowsOf(await exportAs(token, { date_from: '2025-01-01', date_to: '2025-01-31' }));
    expect(none).toHaveLength(1);
  });

  it('accepts the multipart fields the spec sends', async () => {
    const mine = await createAccount(t.database.db);
    await createOrder(t.database.db, mine.clientId, { createdAt: new Date('2026-02-01T10:00:00Z') });
    const { payload, headers } = multipart({ date_from: '2026-02-01', date_to: '2026-02-01', type: '' });
    const raw = await t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, authorization: `Bearer ${await t.tokenFor(mine.email)}` },
    });
    expect(raw.statusCode, raw.body.slice(0, 300)).toBe(200);
    const [sheet] = await sheetsOf(raw.rawPayload);
    expect(sheet!.rows).toHaveLength(2);
  });

  it('answers bad ranges and unknown statuses with 422 in the caller language', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const reversed = await exportAs(token, { date_from: '2026-02-02', date_to: '2026-02-01' }, 'en');
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors).toEqual({ date_to: ['The end date must be on or after the start date'] });
    const badType = await exportAs(
      token,
      { date_from: '2026-02-01', date_to: '2026-02-01', type: '99' },
      'en',
    );
    expect(badType.status).toBe(422);
    expect(badType.body.errors).toEqual({ type: ['This value is not valid'] });
    const impossible = await exportAs(token, { date_from: '2026-02-30', date_to: '2026-99-99' }, 'en');
    expect(impossible.status).toBe(422);
    expect(impossible.body.errors).toEqual({
      date_from: ['Enter a valid date'],
      date_to: ['Enter a valid date'],
    });
    const missing = await exportAs(token, {});
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['date_from', 'date_to']);
  });

  it('needs a session and a client that is not suspended', async () => {
    const body = { date_from: '2026-01-01', date_to: '2026-01-31' };
    expect((await t.call({ method: 'POST', url, body })).status).toBe(401);
    const frozen = await exportAs(await t.tokenFor('frozen@demo.test'), body, 'en');
    expect(frozen.status).toBe(403);
    expect(frozen.body.error_msg).toBe('account suspended');
  });

  // 4,500 rows cross four batch boundaries (1,000 a batch); 100,000, timed, is bench/orders-export.mjs (P6).
  it('streams orders in batches, every row once and in order', { timeout: 60_000 }, async () => {
    const mine = await createAccount(t.database.db);
    const [area] = (
      (await t.database.db.execute(
        sql`select id, governorate_id from areas order by id limit 1`,
      )) as unknown as {
        rows: { id: number; governorate_id: number }[];
      }
    ).rows;
    await t.database.db.execute(sql`
      insert into orders (client_id, receiver, phone1, governorate_id, area_id, address, content, amount_to_be_collected, shipping_cost)
      select ${mine.clientId}, 'مستلم ' || n, '01012345678', ${area!.governorate_id}, ${area!.id}, n || ' شارع التحرير', 'كتب', 100 + n % 50, 45
      from generate_series(1, 4500) n`);
    const token = await t.tokenFor(mine.email);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Cairo' });
    const res = await exportAs(token, { date_from: today, date_to: today });
    const rows = await rowsOf(res);
    expect(rows).toHaveLength(4_501);
    const receiver = rows[0]!.indexOf('اسم المستلم');
    expect(rows.slice(1).map((row) => row[receiver])).toEqual(
      Array.from({ length: 4_500 }, (_, i) => `مستلم ${i + 1}`),
    );
    // The import's own streaming reader reads the file the export wrote (lib/xlsx's writer) the same way.
    const ours: string[][] = [];
    for await (const row of readFirstSheet(res.raw.rawPayload)) ours.push(row.cells);
    expect(ours.map((cells) => cells[receiver])).toEqual(rows.map((row) => row[receiver]));
  });

  it('reads the same rows as one JSON text per row (the PGlite path) as field by field', async () => {
    const db = t.database.db;
    const mine = await createAccount(db);
    const [captain] = await db.select({ id: captains.id }).from(captains).limit(1);
    const [branch] = await db.select({ id: branches.id }).from(branches).limit(1);
    const full = await createOrder(db, mine.clientId, {
      receiver: 'سارة "الأولى" \\ <ب>',
      invoiceNumber: 'INV-7',
      secondClient: 'متجر ثان',
      phone2: '01112345678',
      notes: 'اتصل قبل الوصول',
      amountToBeCollected: '12345678901234.57',
      receivedAmount: '99.50',
      cashAmount: '0.00',
      shippingCost: '45.25',
      status: 7,
      sentAt: new Date('2026-01-10T08:30:00Z'),
      deliveryDate: new Date('2026-01-11T21:59:00Z'),
      delayDate: '2026-01-12',
      returnReason: 'رفض الاستلام',
      captainId: captain?.id ?? null,
      branchId: branch?.id ?? null,
    });
    const bare = await createOrder(db, mine.clientId);
    const filter = { clientId: mine.clientId, dateFrom: '2020-01-01', dateTo: '2099-12-31' };
    const window = { afterId: full.id - 1, lastId: bare.id };
    const plain = await createOrderExportRepository(db).batch(filter, window, 10);
    const asJson = await createOrderExportRepository(db, { rowsAsJson: true }).batch(filter, window, 10);
    expect(plain.map((r) => r.id)).toEqual([full.id, bare.id]);
    expect(asJson).toEqual(plain);
    expect(plain[0]).toMatchObject({
      amount_to_be_collected: 12345678901234.57,
      received_amount: 99.5,
      delivery_date: '2026-01-11 23:59',
      delay_date: '2026-01-12',
    });
    expect(plain[1]).toMatchObject({
      received_amount: null,
      notes: null,
      delay_date: null,
      captain_id: null,
    });
  });
});
