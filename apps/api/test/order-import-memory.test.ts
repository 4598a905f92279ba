import { eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderImports, orders } from '../src/db/schema/orders';
import { useTestApp } from './support/harness';
import { orderRow, orderRows, postFile, templateHeaders, xlsxOf } from './support/xlsx';

// A large sheet's garbage is collected between its checks and its insert (decision 002, amendment of
// 2026-11-30, later: P5's peak on the embedded engine). The collector itself is V8's and only on with the
// lean settings (embedded-engine.test.ts); here, that the import asks for it, when, and for what size.
const collect = vi.fn();
const t = useTestApp({ deps: { collectGarbage: collect } });
const url = '/api/client/order/add-excelsheet';

afterEach(() => collect.mockReset());

const ordersInvoiced = async (prefix: string) =>
  (
    await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(like(orders.invoiceNumber, `${prefix}%`))
  ).length;

describe('a spreadsheet import’s collection before its insert', () => {
  it('comes once for 1,000 rows, before anything is written', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const rows = orderRows(1_000);
    const prefix = String(rows[0]!.at(-1)).replace(/-0$/, '-');
    const file = await xlsxOf(templateHeaders.ar, rows);

    // A collection that fails stops the import before its transaction: nothing is written.
    collect.mockImplementationOnce(() => {
      throw new Error('collector');
    });
    expect((await postFile(t, url, file, { token })).status).toBe(500);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(await ordersInvoiced(prefix)).toBe(0);

    const res = await postFile(t, url, file, { token });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.created).toBe(1_000);
    expect(collect).toHaveBeenCalledTimes(2);
    expect(await ordersInvoiced(prefix)).toBe(1_000);
  });

  it('does not come for a small sheet', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    const res = await postFile(t, url, await xlsxOf(templateHeaders.ar, orderRows(3)), { token });
    expect(res.status, res.raw.body).toBe(200);
    expect(collect).not.toHaveBeenCalled();
  });

  it('comes once before a large smart upload’s waiting rows are written (decision 082)', async () => {
    const token = await t.tokenFor('merchant@demo.test');
    // 1,000 rows, one of them doubtful: the upload waits, and its rows are written to wait.
    const rows = orderRows(1_000).map((cells, i) =>
      i === 500 ? orderRow({ area: 'مدينة', invoice: cells.at(-1)! }, i) : cells,
    );
    const file = await xlsxOf(templateHeaders.ar, rows);
    const smart = '/api/client/order/add-excelsheet/smart';

    const waiting = async () =>
      (
        await t.database.db
          .select({ id: orderImports.id })
          .from(orderImports)
          .where(eq(orderImports.state, 'pending_correction'))
      ).length;
    const before = await waiting();
    // A collection that fails stops the upload before its rows are written.
    collect.mockImplementationOnce(() => {
      throw new Error('collector');
    });
    expect((await postFile(t, smart, file, { token })).status).toBe(500);
    expect(collect).toHaveBeenCalledTimes(1);
    expect(await waiting()).toBe(before);

    const res = await postFile(t, smart, file, { token });
    expect(res.status, res.raw.body).toBe(202);
    expect(collect).toHaveBeenCalledTimes(2);
    expect(await waiting()).toBe(before + 1);
  });
});
