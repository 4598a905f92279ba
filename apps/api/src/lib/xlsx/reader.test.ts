import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { countTurns } from '../../../test/support/event-loop';
import { zipOf } from '../../../test/support/xlsx';
import { readFirstSheet, SheetTooLarge, type SheetRow } from './reader';

async function rowsOf(file: Buffer): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readFirstSheet(file)) rows.push(row);
  return rows;
}

const trimEnd = (cells: string[]) => cells.slice(0, cells.findLastIndex((c) => c !== '') + 1);

describe('readFirstSheet (the streaming reader, decision 034)', () => {
  it('reads every cell shape exceljs writes as the texts the exceljs reader gave', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Orders');
    sheet.addRow([
      'a & b <c>',
      1012345678,
      150.5,
      true,
      new Date('2026-01-02T00:00:00Z'),
      null,
      { richText: [{ text: 'ri' }, { text: 'ch' }] },
      { formula: 'A1', result: 'res' },
      '  pad  ',
      'x'.repeat(3000),
    ]);
    sheet.addRow([]);
    sheet.addRow([null, null, 'sparse']);
    sheet.getCell('BZ5').value = 'beyond the 64 columns read';
    sheet.getCell('C5').value = { formula: '1+1', result: 2 };
    sheet.getCell('E7').value = 'مرحبا 📦';
    workbook.addWorksheet('Places').addRow(['not', 'read']);
    const rows = await rowsOf(Buffer.from(await workbook.xlsx.writeBuffer()));
    // A date is a styled serial number; styles were never read (exceljs ran with styles: 'ignore').
    expect(rows.map((r) => [r.number, trimEnd(r.cells)])).toEqual([
      [1, ['a & b <c>', '1012345678', '150.5', '1', '46024', '', 'rich', 'res', 'pad', 'x'.repeat(2000)]],
      [3, ['', '', 'sparse']],
      [5, ['', '', '2']],
      [7, ['', '', '', '', 'مرحبا 📦']],
    ]);
  });

  it('reads shared and inline strings, and the first sheet in the workbook order, not the zip order', async () => {
    const sheetXml = (text: string) =>
      `<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>1</v></c><c r="B1" t="inlineStr"><is><r><t>in</t></r><r><t xml:space="preserve">line&#x20;&amp;</t></r></is></c>` +
      `<c r="C1" t="str"><f>X</f><v>${text}</v></c><c r="D1" t="e"><v>#N/A</v></c></row></sheetData></worksheet>`;
    const file = zipOf([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'xl/worksheets/sheet1.xml', data: sheetXml('second tab') },
      { name: 'xl/worksheets/sheet2.xml', data: sheetXml('first tab') },
      {
        name: 'xl/workbook.xml',
        data: '<workbook><sheets><sheet name="A" sheetId="2" r:id="rId7"/><sheet name="B" sheetId="1" r:id="rId1"/></sheets></workbook>',
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Target="/xl/worksheets/sheet2.xml"/></Relationships>',
      },
      {
        name: 'xl/sharedStrings.xml',
        data: '<sst><si><t>zero</t></si><si><r><t>sha</t></r><r><t>red</t></r><rPh><t>phonetic</t></rPh></si></sst>',
      },
    ]);
    expect(await rowsOf(file)).toEqual([{ number: 1, cells: ['shared', 'inline &', 'first tab'] }]);
  });

  it('refuses a row that never ends instead of holding it', async () => {
    const file = zipOf([
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: `<worksheet><sheetData><row r="1">${'<c r="A1"><v>1</v></c>'.repeat(300_000)}`,
      },
    ]);
    await expect(rowsOf(file)).rejects.toBeInstanceOf(SheetTooLarge);
  });

  it('gives the event loop a turn every 500 rows: a large sheet does not hold every other request', async () => {
    const row = (n: number) => `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>محمد ${n}</t></is></c></row>`;
    const file = zipOf([
      { name: 'xl/workbook.xml', data: '<workbook/>' },
      {
        name: 'xl/worksheets/sheet1.xml',
        data: `<worksheet><sheetData>${Array.from({ length: 2_000 }, (_, i) => row(i + 1)).join('')}</sheetData></worksheet>`,
      },
    ]);
    // Turns between the first row and the last: the file's pieces are read before, with turns of their own.
    const counter = countTurns();
    let atFirst = -1;
    const rows: SheetRow[] = [];
    for await (const row of readFirstSheet(file)) {
      if (rows.push(row) === 1) atFirst = counter.turns;
    }
    const turns = counter.stop() - atFirst;
    expect(rows).toHaveLength(2_000);
    expect(rows[1_999]).toEqual({ number: 2_000, cells: ['محمد 2000'] });
    expect(turns).toBeGreaterThanOrEqual(3);
  });
});
