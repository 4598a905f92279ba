import { describe, expect, it } from 'vitest';
import { orderRows, templateHeaders, xlsxOf, xlsxParts, zipOf } from '../../../test/support/xlsx';
import { defaultXlsxLimits, inspectXlsx } from './guard';

describe('inspectXlsx', () => {
  it('admits a real workbook', async () => {
    const file = await xlsxOf(templateHeaders.en, orderRows(50));
    expect(await inspectXlsx(file)).toEqual({ ok: true });
  });

  it('refuses what is not a zip, whatever the name: PDF, CSV, empty, truncated', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
    const csv = Buffer.from('receiver,phone\nMohamed,01012345678\n');
    const real = await xlsxOf(templateHeaders.en, orderRows(5));
    for (const file of [pdf, csv, Buffer.alloc(0), real.subarray(0, real.length - 30)])
      expect(await inspectXlsx(file)).toEqual({ ok: false, problem: 'not-xlsx' });
  });

  it('refuses a zip without the parts of a workbook (a .docx, any archive)', async () => {
    const docx = zipOf([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: '<document/>' },
    ]);
    expect(await inspectXlsx(docx)).toEqual({ ok: false, problem: 'not-xlsx' });
  });

  it('refuses shared strings the parser would have to hold in memory past their own limit', async () => {
    const strings = (size: number) =>
      zipOf([...xlsxParts, { name: 'xl/sharedStrings.xml', data: Buffer.alloc(size, 0x61) }]);
    const limits = { ...defaultXlsxLimits, maxSharedStringsBytes: 1000, ratioFloorBytes: 1e9 };
    expect(await inspectXlsx(strings(1000), limits)).toEqual({ ok: true });
    expect(await inspectXlsx(strings(1001), limits)).toEqual({ ok: false, problem: 'too-large' });
  });

  it('refuses a zip bomb by its declared sizes, before inflating anything', async () => {
    const huge = zipOf([
      ...xlsxParts,
      { name: 'xl/worksheets/sheet1.xml', data: 'x', declaredSize: 200 * 1024 * 1024 },
    ]);
    expect(await inspectXlsx(huge)).toEqual({ ok: false, problem: 'too-large' });
  });

  it('refuses a bomb by its compression ratio', async () => {
    const dense = zipOf([
      ...xlsxParts,
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x20) },
    ]);
    expect(await inspectXlsx(dense)).toEqual({ ok: false, problem: 'too-large' });
  });

  it('refuses a zip that holds more than it declares', async () => {
    const liar = zipOf([
      ...xlsxParts,
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(500_000, 0x41), declaredSize: 1_000 },
    ]);
    expect(await inspectXlsx(liar)).toEqual({ ok: false, problem: 'too-large' });
  });

  it('refuses too many entries', async () => {
    const many = zipOf([
      ...xlsxParts,
      ...Array.from({ length: defaultXlsxLimits.maxEntries }, (_, i) => ({
        name: `xl/media/${i}.xml`,
        data: 'x',
      })),
    ]);
    expect(await inspectXlsx(many)).toEqual({ ok: false, problem: 'too-large' });
  });
});
