import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readFirstSheet } from './reader';
import { columnLetters, rowXml } from './cells';
import { writeSheet } from './sheet-stream';

async function written(rows: Iterable<string> | AsyncIterable<string>, rightToLeft = true) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => out.on('end', resolve));
  await writeSheet(out, { name: 'الطلبات: [كل]', widths: [12, 30], rightToLeft }, ['الكود', 'Name'], rows);
  await done;
  return Buffer.concat(chunks);
}

async function* manyRows(count: number) {
  const letters = columnLetters(2);
  for (let from = 0; from < count; from += 1_000) {
    let xml = '';
    for (let i = from; i < Math.min(from + 1_000, count); i++)
      xml += rowXml(i + 2, [`مستلم ${i} ${'x'.repeat(i % 50)}`, i * 1.5], letters);
    yield xml;
  }
}

describe('writeSheet (our own streamed xlsx, decision 034)', () => {
  it('writes a workbook exceljs reads: header, cells, widths, right-to-left view, escaped texts', async () => {
    const letters = columnLetters(2);
    const file = await written([
      rowXml(2, ['<a & b>', 150.5], letters) + rowXml(3, ['=1+1', null], letters),
      rowXml(4, ['bad\u0000\uFFFFchars', 'مرحبا 📦'], letters),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('الطلبات كل');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getColumn(1).width).toBe(12);
    expect(sheet.getColumn(2).width).toBe(30);
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([['الكود', 'Name'], ['<a & b>', 150.5], ["'=1+1"], ['badchars', 'مرحبا 📦']]);

    const ltr = new ExcelJS.Workbook();
    await ltr.xlsx.load((await written([], false)) as unknown as ArrayBuffer);
    expect(ltr.worksheets[0]!.views[0]?.rightToLeft).toBeFalsy();
  });

  it('streams a sheet of many batches that the import reader, exceljs and unzip -t all read whole', async () => {
    const file = await written(manyRows(30_000));
    const ours: string[][] = [];
    for await (const row of readFirstSheet(file)) ours.push(row.cells);
    expect(ours).toHaveLength(30_001);
    expect(ours[0]).toEqual(['الكود', 'Name']);
    expect(ours[30_000]).toEqual([`مستلم 29999 ${'x'.repeat(29_999 % 50)}`, '44998.5']);

    let count = 0;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
      sharedStrings: 'ignore',
      styles: 'ignore',
    });
    for await (const sheet of reader) for await (const _row of sheet) count++;
    expect(count).toBe(30_001);

    const dir = mkdtempSync(join(tmpdir(), 'sheet-stream-'));
    try {
      writeFileSync(join(dir, 'file.xlsx'), file);
      expect(execFileSync('unzip', ['-t', join(dir, 'file.xlsx')]).toString()).toContain(
        'No errors detected',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops when the reader goes away, without an error and without reading further', async () => {
    let yielded = 0;
    async function* rows() {
      for await (const xml of manyRows(200_000)) {
        yielded++;
        yield xml;
      }
    }
    let taken = 0;
    const out = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, callback) {
        taken += chunk.length;
        if (taken > 100_000) this.destroy();
        else setImmediate(callback);
      },
    });
    await writeSheet(out, { name: 'x', widths: [], rightToLeft: false }, ['a'], rows());
    expect(out.destroyed).toBe(true);
    expect(yielded).toBeLessThan(200);
  });
});
