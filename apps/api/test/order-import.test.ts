import { importRowsInvalidSchema, importOrdersResponseSchema, translate } from '@courier/contracts';
import { and, count, eq } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema/clients-users';
import { orderImports, orderLogs, orders } from '../src/db/schema/orders';
import { createAccount } from './support/factories';
import { buildTestApp, useTestApp } from './support/harness';
import { until } from './support/held-hasher';
import {
  multipart,
  orderRow,
  orderRows,
  postFile,
  sheetsOf,
  templateHeaders,
  unusedColumnBomb,
  xlsxOf,
  xlsxParts,
  zipOf,
} from './support/xlsx';

const t = useTestApp();
const url = '/api/client/order/add-excelsheet';
const merchant = 'merchant@demo.test';

async function ordersOf(clientId?: number) {
  const where = clientId === undefined ? undefined : eq(orders.clientId, clientId);
  const [row] = await t.database.db.select({ n: count() }).from(orders).where(where);
  return row!.n;
}

async function merchantClientId() {
  const token = await t.tokenFor(merchant);
  const profile = await t.call({ method: 'POST', url: '/api/client/web/profile', token });
  return { token, clientId: profile.body.feed.user_client.client.id as number };
}

describe('POST /api/client/order/add-excelsheet', () => {
  it('creates every row of a file with Arabic headers, with log rows and the import recorded', async () => {
    const { token } = await merchantClientId();
    const before = await ordersOf();
    const file = await xlsxOf(templateHeaders.ar, orderRows(3));
    const res = await postFile(t, url, file, { token });
    expect(res.status, res.raw.body).toBe(200);
    expect(importOrdersResponseSchema.parse(res.body)).toMatchObject({ success: 1, created: 3 });
    expect(res.body.success_msg).toBe(translate('import.created', 'ar', { count: 3 }));
    expect(await ordersOf()).toBe(before + 3);

    const created = await t.database.db
      .select({
        id: orders.id,
        importId: orders.importId,
        phone1: orders.phone1,
        amount: orders.amountToBeCollected,
      })
      .from(orders)
      .where(eq(orders.importId, res.body.import_id));
    expect(created).toHaveLength(3);
    expect(created[0]).toMatchObject({ phone1: '01012345678', amount: '150.00' });
    const logs = await t.database.db
      .select({ n: count() })
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, created[0]!.id), eq(orderLogs.action, 'import')));
    expect(logs[0]!.n).toBe(1);
    const [record] = await t.database.db
      .select()
      .from(orderImports)
      .where(eq(orderImports.id, res.body.import_id));
    expect(record).toMatchObject({ state: 'done', kind: 'plain', rowCount: 3, fileName: 'orders.xlsx' });
    expect(record!.fileHash).toMatch(/^[0-9a-f]{64}$/);

    const saved = await t.call({ method: 'POST', url: '/api/client/order/SavedOrder', token, body: {} });
    const receivers = saved.body.feed.map((o: { receiver: string }) => o.receiver);
    expect(receivers).toEqual(expect.arrayContaining(['محمد علي 0', 'محمد علي 1', 'محمد علي 2']));
  });

  it('reads English headers, bilingual template headers, names in English and ids', async () => {
    const token = await t.tokenFor(merchant);
    const english = await xlsxOf(templateHeaders.en, [
      orderRow({ government: 'Cairo', area: 'Nasr City' }),
      orderRow({ government: 'cairo', area: 'MAADI', receiver: 'Mona Adel' }, 1),
    ]);
    const res = await postFile(t, url, english, { token, lang: 'en' });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.success_msg).toBe('2 orders were added');

    const [area] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.importId, res.body.import_id))
      .limit(1);
    const bilingual = templateHeaders.ar.map((ar, i) => `${ar} / ${templateHeaders.en[i]}`);
    const byId = await xlsxOf(bilingual, [
      orderRow({ government: String(area!.governorateId), area: String(area!.areaId) }, 7),
    ]);
    const second = await postFile(t, url, byId, { token, lang: 'en' });
    expect(second.status, second.raw.body).toBe(200);
    expect(second.body.created).toBe(1);
  });

  it('answers every bad row with its row, column and message in the caller language, and creates nothing', async () => {
    const token = await t.tokenFor(merchant);
    const before = await ordersOf();
    const rows = [
      orderRow({}, 0),
      orderRow({ phone1: '0201234', receiver: 'مح' }, 1),
      orderRow({ amount: 'abc', government: 'أطلانطس' }, 2),
      orderRow({ area: 'المعادي الجديدة جدا' }, 3),
    ];
    const file = await xlsxOf(templateHeaders.ar, rows);
    const en = await postFile(t, url, file, { token, lang: 'en' });
    expect(en.status).toBe(422);
    const body = importRowsInvalidSchema.parse(en.body);
    expect(body.code).toBe('IMPORT_ROWS_INVALID');
    expect(body.error_msg).toBe(translate('errors.IMPORT_ROWS_INVALID', 'en', { count: 3 }));
    expect(body.row_errors_count).toBe(5);
    expect(body.row_errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'رقم الهاتف', field: 'phone1', message: translate('validation.phoneLength', 'en') },
        { row: 3, column: 'اسم المستلم', field: 'receiver', message: 'Enter at least 3 characters' },
        { row: 4, column: 'المبلغ المطلوب تحصيله', field: 'collectedAmount', message: 'Enter a number' },
        { row: 4, column: 'المحافظة', field: 'government', message: 'No governorate has this name' },
        { row: 5, column: 'المنطقة', field: 'area', message: 'No area has this name in this governorate' },
      ]),
    );
    const ar = await postFile(t, url, file, { token, lang: 'ar' });
    expect(ar.status).toBe(422);
    expect(ar.body.row_errors).toContainEqual({
      row: 4,
      column: 'المحافظة',
      field: 'government',
      message: 'لا توجد محافظة بهذا الاسم',
    });
    expect(await ordersOf()).toBe(before);
  });

  it('answers the same file a second time with 409 OLD_FILE and creates nothing more', async () => {
    const token = await t.tokenFor(merchant);
    const file = await xlsxOf(templateHeaders.en, orderRows(2));
    expect((await postFile(t, url, file, { token })).status).toBe(200);
    const after = await ordersOf();
    const again = await postFile(t, url, file, { token, lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('OLD_FILE');
    expect(again.body.error_msg).toContain('already uploaded');
    expect((await postFile(t, url, file, { token })).body.error_msg).toBe(translate('errors.OLD_FILE', 'ar'));
    expect(await ordersOf()).toBe(after);

    // Another client may upload the same file: "old" is per client.
    const other = await createAccount(t.database.db);
    const res = await postFile(t, url, file, { token: await t.tokenFor(other.email) });
    expect(res.status).toBe(200);
    expect(await ordersOf(other.clientId)).toBe(2);
  });

  it('refuses what is not an xlsx by its content, whatever its name (415)', async () => {
    const token = await t.tokenFor(merchant);
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const csv = Buffer.from('Receiver,Phone\nMohamed,01012345678\n');
    for (const content of [pdf, csv]) {
      const res = await postFile(t, url, content, { token, lang: 'en', name: 'orders.xlsx' });
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        errors: { import_file: ['Only Excel files (.xlsx) are accepted'] },
      });
    }
  });

  it('refuses zip bombs and oversized files with 413 before parsing', async () => {
    const token = await t.tokenFor(merchant);
    const declared = zipOf([
      ...xlsxParts,
      { name: 'xl/worksheets/sheet1.xml', data: '<x/>', declaredSize: 4_000_000_000 },
    ]);
    const many = zipOf([
      ...xlsxParts,
      ...Array.from({ length: 1_100 }, (_, i) => ({ name: `xl/x${i}.xml`, data: 'x' })),
    ]);
    const dense = zipOf([
      ...xlsxParts,
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(50 * 1024 * 1024, 0x20) },
    ]);
    for (const bomb of [declared, many, dense]) {
      const res = await postFile(t, url, bomb, { token });
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
    }
    const big = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await postFile(t, url, big, { token });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an empty sheet and missing columns with 422', async () => {
    const token = await t.tokenFor(merchant);
    const empty = await postFile(t, url, await xlsxOf(templateHeaders.en, []), { token, lang: 'en' });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      code: 'IMPORT_EMPTY',
      error_msg: translate('errors.IMPORT_EMPTY', 'en'),
    });

    const noArea = await xlsxOf(
      ['Receiver', 'Phone', 'Governorate', 'Address', 'Content'],
      [['Mohamed', '01012345678', 'Cairo', 'x street', 'books']],
    );
    const missing = await postFile(t, url, noArea, { token, lang: 'en' });
    expect(missing.status).toBe(422);
    expect(missing.body.code).toBe('IMPORT_COLUMNS_MISSING');
    expect(missing.body.error_msg).toBe('These columns are missing from the sheet: Area, Amount to collect');
  });

  it(
    'answers more than 20,000 rows with 413 IMPORT_TOO_LARGE and creates nothing',
    { timeout: 60_000 },
    async () => {
      const token = await t.tokenFor(merchant);
      const before = await ordersOf();
      const file = await xlsxOf(templateHeaders.en, orderRows(20_001));
      const res = await postFile(t, url, file, { token, lang: 'en' });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'IMPORT_TOO_LARGE', max: 20_000 });
      expect(res.body.error_msg).toContain('20,000');
      expect(await ordersOf()).toBe(before);
    },
  );

  it('counts every row read toward the cap: 200,000 rows with data only in an unused column are a 413', async () => {
    const token = await t.tokenFor(merchant);
    const before = await ordersOf();
    const res = await postFile(t, url, unusedColumnBomb(200_000), { token, lang: 'en' });
    expect(res.status, res.raw.body).toBe(413);
    expect(res.body).toMatchObject({ code: 'IMPORT_TOO_LARGE', max: 20_000 });
    expect(await ordersOf()).toBe(before);
  });

  it('cuts a parse that outlasts IMPORT_PARSE_TIMEOUT_MS with 413, on both uploads', async () => {
    const app = await buildTestApp({ env: { IMPORT_PARSE_TIMEOUT_MS: '1' } });
    try {
      const token = await t.tokenFor(merchant);
      const file = await xlsxOf(templateHeaders.en, orderRows(5_000));
      for (const path of [url, `${url}/smart`]) {
        const res = await postFile({ ...t, app }, path, file, { token, lang: 'en' });
        expect(res.status, res.raw.body).toBe(413);
        expect(res.body.code).toBe('IMPORT_TOO_LARGE');
      }
    } finally {
      await app.close();
    }
  });

  it('runs several bombs at once within the per-client and per-server limits (429 + Retry-After beyond), while other users are answered', async () => {
    const app = await buildTestApp({ env: { IMPORT_CONCURRENCY: '2', IMPORT_CONCURRENCY_PER_CLIENT: '1' } });
    // On PostgreSQL the admitted uploads are held in their slots (their "already imported?" read waits on a
    // lock this test holds) until the others have been answered: otherwise, on a busy machine, an admitted
    // bomb could be refused and give its slot back before the last upload arrives. PGlite runs one query at
    // a time, so a held lock would stall the test itself: there the uploads simply race as before.
    const pool = t.database.kind === 'postgres' ? (t.database.client as pg.Pool) : null;
    const holder = await pool?.connect();
    try {
      await holder?.query('begin');
      await holder?.query('lock table order_imports in access exclusive mode');
      const tokens = [await t.tokenFor(merchant), await t.tokenFor(merchant)];
      for (let i = 0; i < 3; i++) tokens.push(await t.tokenFor((await createAccount(t.database.db)).email));
      const bomb = unusedColumnBomb(60_000);
      let answered = 0;
      const uploads = tokens.map((token) =>
        postFile({ ...t, app }, url, bomb, { token, lang: 'en' }).finally(() => answered++),
      );
      const other = await t.tokenFor('company@demo.test');
      const list = await app.inject({
        url: '/api/client/web/profile',
        method: 'POST',
        headers: { authorization: `Bearer ${other}` },
      });
      if (holder) {
        await until(() => answered === 3, 'the three uploads beyond the limits answered');
        await holder.query('commit');
      }
      const answers = await Promise.all(uploads);
      expect(list.statusCode).toBe(200);
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.every((s) => s === 413 || s === 429),
        statuses.join(),
      ).toBe(true);
      expect(statuses.filter((s) => s === 413).length).toBeGreaterThanOrEqual(1);
      // Five at once against room for two: the merchant's second upload and at least two more wait.
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(3);
      if (holder) expect(statuses.filter((s) => s === 413).length, statuses.join()).toBe(2);
      const refused = answers.find((a) => a.status === 429)!;
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
      // The slots are given back: once the burst is over an upload is admitted again.
      const again = await postFile({ ...t, app }, url, bomb, { token: tokens[0]!, lang: 'en' });
      expect(again.status).toBe(413);
    } finally {
      await holder?.query('rollback').catch(() => undefined);
      holder?.release();
      await app.close();
    }
  });

  // The full 20,000 rows, timed, is bench/orders-import.mjs (docs/quality.md P5).
  it('creates a few thousand rows in one request', { timeout: 60_000 }, async () => {
    const token = await t.tokenFor(merchant);
    const before = await ordersOf();
    const file = await xlsxOf(templateHeaders.ar, orderRows(2_500));
    const res = await postFile(t, url, file, { token });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.created).toBe(2_500);
    expect(await ordersOf()).toBe(before + 2_500);
  });

  it('needs the file, a session and a client that is not suspended', async () => {
    const token = await t.tokenFor(merchant);
    const file = await xlsxOf(templateHeaders.en, orderRows(1));
    const wrongField = await postFile(t, url, file, { token, field: 'file', lang: 'en' });
    expect(wrongField.status).toBe(422);
    expect(wrongField.body.errors).toEqual({ import_file: ['This field is required'] });
    const json = await t.call({ method: 'POST', url, token, body: {} });
    expect(json.status).toBe(422);

    expect((await postFile(t, url, file)).status).toBe(401);
    const frozen = await postFile(t, url, file, { token: await t.tokenFor('frozen@demo.test'), lang: 'en' });
    expect(frozen.status).toBe(403);
    expect(frozen.body.error_msg).toBe('account suspended');
    const [suspended] = await t.database.db
      .select({ n: count() })
      .from(clients)
      .where(eq(clients.isFreezed, true));
    expect(suspended!.n).toBeGreaterThan(0);
  });
});

describe('malformed uploads (docs/quality.md R9)', () => {
  it('answers cut, unbounded or garbled multipart bodies with 4xx, never 5xx', async () => {
    const token = await t.tokenFor(merchant);
    const { payload, headers } = multipart(
      {},
      { name: 'a.xlsx', content: await xlsxOf(templateHeaders.en, orderRows(2)) },
    );
    const type = headers['content-type']!;
    const bodies: [Buffer | string, string][] = [
      [payload.subarray(0, 200), type],
      [payload.subarray(0, payload.length - 100), type],
      [payload, 'multipart/form-data'],
      [payload, 'multipart/form-data; boundary=nope'],
      [Buffer.from('\u0000\u0001garbage'), type],
      [payload, 'application/octet-stream'],
    ];
    for (const path of [
      'add-excelsheet',
      'add-excelsheet/smart',
      'add-excelsheet/correct',
      'export-my-orders',
    ]) {
      for (const [body, contentType] of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/client/order/${path}`,
          payload: body,
          headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, `${path} ${contentType} ${body.length}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${path} ${contentType} ${body.length}`).toBeLessThan(500);
        expect(res.json()).toMatchObject({ success: 0 });
      }
    }
  });
});

describe('GET /api/client/order/excel-template', () => {
  it('answers an xlsx with bilingual headers, an example row and the places, which uploads as is', async () => {
    const token = await t.tokenFor(merchant);
    const res = await t.call({ url: '/api/client/order/excel-template?lang=en', token });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders-template-en.xlsx"');
    const [ordersSheet, places] = await sheetsOf(res.raw.rawPayload);
    expect(ordersSheet!.rows[0]![0]).toBe('اسم المستلم / Receiver');
    expect(ordersSheet!.rows[0]).toHaveLength(11);
    expect(ordersSheet!.rows).toHaveLength(2);
    expect(places!.name).toBe('Governorates and areas');
    expect(places!.rows.length).toBeGreaterThan(100);
    expect(places!.rows.slice(1).map((r) => r[2])).toContain('Cairo');

    const upload = await postFile(t, url, res.raw.rawPayload, { token, lang: 'en' });
    expect(upload.status, upload.raw.body).toBe(200);
    expect(upload.body.created).toBe(1);

    const ar = await t.call({ url: '/api/client/order/excel-template', token });
    const [arOrders] = await sheetsOf(ar.raw.rawPayload);
    expect(arOrders!.name).toBe('الطلبات');
    expect(arOrders!.rows[1]![0]).toBe('محمد أحمد');
    expect((await t.call({ url: '/api/client/order/excel-template' })).status).toBe(401);
  });
});
