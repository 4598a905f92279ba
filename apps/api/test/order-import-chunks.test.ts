import { pendingImportsResponseSchema, smartImportPendingResponseSchema } from '@courier/contracts';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areas } from '../src/db/schema/geo';
import { orderImportChunks } from '../src/db/schema/order-import-chunks';
import { orderImports, orders } from '../src/db/schema/orders';
import { PENDING_ROWS_PER_CHUNK } from '../src/modules/order-import/order-import.repository';
import { createAccount } from './support/factories';
import { useTestApp } from './support/harness';
import { orderRow, orderRows, postFile, templateHeaders, xlsxOf } from './support/xlsx';

// A waiting upload's rows are written in chunks, one statement each (decision 082): the rows on
// either side of a chunk's edge, and the last chunk's single row, come back whole and in order, in the
// waiting list and in the orders the correction creates.

const t = useTestApp();
const smart = '/api/client/order/add-excelsheet/smart';
const pendingUrl = '/api/client/order/add-excelsheet/pending';

const chunksOf = (importId: number) =>
  t.database.db
    .select({ chunk: orderImportChunks.chunk, rows: orderImportChunks.rows })
    .from(orderImportChunks)
    .where(eq(orderImportChunks.importId, importId))
    .orderBy(asc(orderImportChunks.chunk));

describe('the rows of a waiting upload, in chunks', () => {
  it('keeps two chunks and one row as three chunks and creates them all, in order, when corrected', async () => {
    const n = PENDING_ROWS_PER_CHUNK;
    const total = 2 * n + 1;
    const account = await createAccount(t.database.db);
    const token = await t.tokenFor(account.email);
    // Doubtful: the last row of the first chunk, the first of the second, the only one of the third.
    const doubtful = new Set([n - 1, n, 2 * n]);
    const rows = orderRows(total).map((cells, i) =>
      doubtful.has(i) ? orderRow({ area: 'مدينة', invoice: cells.at(-1)! }, i) : cells,
    );
    const res = await postFile(t, smart, await xlsxOf(templateHeaders.ar, rows), { token, lang: 'en' });
    expect(res.status, res.raw.body).toBe(202);
    const body = smartImportPendingResponseSchema.parse(res.body);
    expect(body.unpredected_geos.map((u) => u.row)).toEqual([n + 1, n + 2, 2 * n + 2]);

    const chunks = await chunksOf(body.import_id);
    expect(chunks.map((c) => c.rows.length)).toEqual([n, n, 1]);
    const sheetRows = chunks.flatMap((c) => (c.rows as { row: number }[]).map((r) => r.row));
    expect(sheetRows).toEqual(Array.from({ length: total }, (_, i) => i + 2));
    const [record] = await t.database.db
      .select({ pending: orderImports.pending })
      .from(orderImports)
      .where(eq(orderImports.id, body.import_id));
    expect((record!.pending as { rows: unknown[] }).rows).toEqual([]);

    // The waiting list finds each doubtful row's receiver in its own chunk.
    const listed = await t.call({ url: pendingUrl, token, lang: 'en' });
    expect(listed.status, listed.raw.body).toBe(200);
    const [waiting] = pendingImportsResponseSchema.parse(listed.body).feed;
    expect(waiting!.unpredected_geos.map((u) => [u.row, u.receiver])).toEqual(
      [...doubtful].map((i) => [i + 2, `محمد علي ${i}`]),
    );

    const [maadi] = await t.database.db.select().from(areas).where(eq(areas.nameEn, 'Maadi'));
    const corrections = [...doubtful].map((i) => ({
      row: i + 2,
      government_id: maadi!.governorateId,
      area_id: maadi!.id,
    }));
    const fixed = await t.call({
      method: 'POST',
      url: '/api/client/order/add-excelsheet/correct',
      token,
      lang: 'en',
      body: { import_id: body.import_id, corrections },
    });
    expect(fixed.status, fixed.raw.body).toBe(200);
    expect(fixed.body.created).toBe(total);
    const made = await t.database.db
      .select({ receiver: orders.receiver, areaId: orders.areaId })
      .from(orders)
      .where(eq(orders.importId, body.import_id))
      .orderBy(asc(orders.id));
    expect(made.map((o) => o.receiver)).toEqual(Array.from({ length: total }, (_, i) => `محمد علي ${i}`));
    expect([...doubtful].map((i) => made[i]!.areaId)).toEqual([maadi!.id, maadi!.id, maadi!.id]);
    // Done: its chunks are gone with its `pending`.
    expect(await chunksOf(body.import_id)).toEqual([]);
  });

  it('still reads an upload queued before the chunks, with its rows inside `pending`', async () => {
    const { clientId, userId, email } = await createAccount(t.database.db);
    const token = await t.tokenFor(email);
    const form = { receiver: 'Old Row', phone1: '01012345678', address: 'x', contentOrder: 'y' };
    await t.database.db.insert(orderImports).values({
      clientId,
      userId,
      fileHash: 'before-chunks',
      fileName: 'old.xlsx',
      kind: 'smart',
      state: 'pending_correction',
      rowCount: 1,
      pending: {
        rows: [{ row: 2, form: { ...form, collectedAmount: 10 }, government: null, area: null }],
        unpredicted: [{ row: 2, government_text: '', area_text: 'فيصل، الهرم' }],
      },
    });
    const listed = await t.call({ url: pendingUrl, token, lang: 'en' });
    expect(listed.status, listed.raw.body).toBe(200);
    const [waiting] = pendingImportsResponseSchema.parse(listed.body).feed;
    expect(waiting!.unpredected_geos[0]).toMatchObject({ row: 2, receiver: 'Old Row', amount: '10' });
  });
});
