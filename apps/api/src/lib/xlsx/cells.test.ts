import { describe, expect, it } from 'vitest';
import { columnLetters, rowXml, safeCell } from './cells';

describe('safeCell (docs/quality.md R11)', () => {
  it('quotes every text a spreadsheet could read as a formula', () => {
    for (const text of [
      '=HYPERLINK("http://evil.example","click")',
      '+201012345678',
      '-5',
      '@SUM(A1)',
      '\tx',
      '\rx',
    ])
      expect(safeCell(text)).toBe(`'${text}`);
  });

  it('leaves every other text alone', () => {
    for (const text of ['محمد علي', '01012345678', 'a=b', ' =1', '', "'already"])
      expect(safeCell(text)).toBe(text);
  });
});

describe('rowXml', () => {
  const letters = columnLetters(30);

  it('names columns like a spreadsheet', () => {
    expect(letters.slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect(letters[25]).toBe('Z');
    expect(letters[26]).toBe('AA');
    expect(columnLetters(703)[702]).toBe('AAA');
  });

  it('writes numbers as numbers, texts escaped and safe, and skips empty cells', () => {
    const xml = rowXml(7, ['<b>&', 150.5, null, '=1+1', 'ok\u0000\uFFFF', ' padded '], letters);
    expect(xml).toBe(
      '<row r="7">' +
        '<c r="A7" t="inlineStr"><is><t>&lt;b&gt;&amp;</t></is></c>' +
        '<c r="B7"><v>150.5</v></c>' +
        `<c r="D7" t="inlineStr"><is><t>'=1+1</t></is></c>` +
        '<c r="E7" t="inlineStr"><is><t>ok</t></is></c>' +
        // Spaces at a text's edges are kept only with xml:space="preserve".
        '<c r="F7" t="inlineStr"><is><t xml:space="preserve"> padded </t></is></c>' +
        '</row>',
    );
  });

  it('keeps Arabic and emoji intact but drops lone surrogates', () => {
    expect(rowXml(2, ['مرحبا 📦', 'x\uD800y'], letters)).toContain('مرحبا 📦</t>');
    expect(rowXml(2, ['x\uD800y'], letters)).toContain('>xy</t>');
  });
});
