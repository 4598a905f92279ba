/**
 * Cells of every spreadsheet the API writes (the orders export, the mission sheets). Every text goes through `safeCell` (docs/quality.md R11: a value starting with
 * = + - @, tab or CR could be read as a formula by a spreadsheet, so it gets a leading quote), and rows of
 * data are written as worksheet XML directly: exceljs builds an object model per cell, which costs ~2 µs
 * a cell, too slow for 100,000 orders × 27 columns (docs/quality.md P6).
 */

export type Cell = string | number | null;

/** = + - @ tab CR, by char code: one comparison per cell instead of a regular expression. */
const formulaStarts = new Set([61, 43, 45, 64, 9, 13]);

/** The text a spreadsheet shows as text, never evaluates: formula-like values get a leading quote. */
export function safeCell(text: string): string {
  return formulaStarts.has(text.charCodeAt(0)) ? `'${text}` : text;
}

/**
 * An exact decimal from SQL (money as text): a number when a spreadsheet holds it exactly (up to 15
 * significant digits), else the text, so no amount is ever rounded on its way to a sheet.
 */
export const moneyCell = (value: string): string | number =>
  /^-?\d{1,13}\.\d{2}$/.test(value) ? Number(value) : value;

/** Whether a text's edges hold white space, which XML would drop without xml:space="preserve". */
const spaceAtEdge = (text: string) => text.charCodeAt(0) <= 32 || text.charCodeAt(text.length - 1) <= 32;

/** A1-style column letters: A … Z, AA, AB, … */
export function columnLetters(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    let n = i + 1;
    let letters = '';
    while (n > 0) {
      letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
      n = Math.floor((n - 1) / 26);
    }
    return letters;
  });
}

// Characters XML 1.0 cannot hold at all (control characters other than tab, LF, CR; lone surrogates;
// U+FFFE/U+FFFF) are dropped rather than failing the whole file. Matching control characters is the point.
const notXml =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const markup = /[&<>]/g;
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Most texts need no escaping: one test, then the replacements only when needed. */
// eslint-disable-next-line no-control-regex
const needsWork = /[&<>\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

export function xmlText(text: string): string {
  if (!needsWork.test(text)) return text;
  return text.replace(notXml, '').replace(markup, (c) => entities[c]!);
}

/**
 * One worksheet row: numbers as numbers, texts as (escaped, safe) inline strings, null as no cell.
 * `letters` comes from `columnLetters` for the row's width.
 */
export function rowXml(rowNumber: number, cells: readonly Cell[], letters: readonly string[]): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === null || value === undefined || value === '') continue;
    const ref = `${letters[i]}${rowNumber}`;
    if (typeof value === 'number') {
      if (Number.isFinite(value)) xml += `<c r="${ref}"><v>${value}</v></c>`;
    } else {
      const text = xmlText(safeCell(value));
      // Most cells have no space at their edges: 21 bytes a cell less to write and deflate (P6).
      xml += spaceAtEdge(text)
        ? `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`
        : `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    }
  }
  return `${xml}</row>`;
}
