/**
 * The few pieces of SpreadsheetML an order upload needs, read with string searches instead of a general
 * XML parser (docs/quality.md P5): which worksheet comes first, the shared strings, and the cells of one
 * `<row>` at a time. Cell values come out as exceljs gave them to `cellText` before (numbers, booleans,
 * ISO dates, texts), so the texts an upload is checked against did not change.
 */

export type RawCell = string | number | boolean | Date | null;

const entity = /&(?:#x([0-9a-fA-F]+)|#([0-9]+)|(lt|gt|amp|quot|apos));/g;
const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeXml(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(entity, (whole, hex?: string, dec?: string, name?: string) => {
    if (name) return named[name]!;
    const code = hex ? parseInt(hex, 16) : Number(dec);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

// Phonetic runs (<rPh>) hold a reading guide, not the cell's text; exceljs left them out too.
const phonetic = /<rPh\b[\s\S]*?<\/rPh>/g;
const textRun = /<t(?:\s[^>]*)?>([^<]*)<\/t>/g;

/** The text of a string item (`<si>` or `<is>`): its `<t>` runs joined. */
function itemText(xml: string): string {
  const body = xml.includes('<rPh') ? xml.replace(phonetic, '') : xml;
  let text = '';
  for (const m of body.matchAll(textRun)) text += m[1];
  return decodeXml(text);
}

const stringItem = /<si(?:\s[^>]*)?(?:\/>|>([\s\S]*?)<\/si>)/g;

/** xl/sharedStrings.xml as a list; its size is bounded by the byte guard (guard.ts). */
export function parseSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  for (const m of xml.matchAll(stringItem)) strings.push(m[1] === undefined ? '' : itemText(m[1]));
  return strings;
}

const attributePatterns = new Map<string, RegExp>();
function attribute(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) attributePatterns.set(name, (pattern = new RegExp(`[\\s:]${name}="([^"]*)"`)));
  return pattern.exec(tag)?.[1];
}

/**
 * The zip path of the workbook's first worksheet (in the workbook's order, as a spreadsheet shows its
 * tabs), from xl/workbook.xml and its relationships; undefined when they do not say.
 */
export function firstSheetPath(workbookXml: string, relsXml: string): string | undefined {
  const sheet = /<(?:\w+:)?sheet\s[^>]*>/.exec(workbookXml)?.[0];
  const id = sheet && attribute(sheet, 'id');
  if (!id) return undefined;
  for (const m of relsXml.matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)) {
    if (attribute(m[0], 'Id') !== id) continue;
    const target = attribute(m[0], 'Target');
    if (!target) return undefined;
    return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  return undefined;
}

export interface XmlRow {
  /** The row's number (its `r`), or the one after the previous row's. */
  number: number;
  /** Values by column, 0-based, up to `maxColumns`; holes are undefined. */
  values: RawCell[];
}

const cellPattern = /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;
const valuePattern = /<v(?:\s[^>]*)?>([^<]*)<\/v>/;

function columnIndex(ref: string): number {
  let n = 0;
  for (let i = 0; i < ref.length; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n - 1;
}

/** One `<row …>…</row>` (or `<row …/>`) read into values, as exceljs's reader would have typed them. */
export function parseRow(
  xml: string,
  previous: number,
  sharedStrings: readonly string[],
  maxColumns: number,
): XmlRow {
  const open = xml.slice(0, xml.indexOf('>') + 1);
  const r = Number(attribute(open, 'r'));
  const number = Number.isInteger(r) && r > 0 ? r : previous + 1;
  const values: RawCell[] = [];
  let column = -1;
  cellPattern.lastIndex = open.length;
  for (let m = cellPattern.exec(xml); m !== null; m = cellPattern.exec(xml)) {
    const attributes = m[1]!;
    const ref = attribute(attributes, 'r');
    column = ref ? columnIndex(ref) : column + 1;
    if (column < 0 || column >= maxColumns) continue;
    const body = m[2];
    if (body === undefined) continue;
    const type = attribute(attributes, 't');
    const value = cellValue(type, body, sharedStrings);
    if (value !== null) values[column] = value;
  }
  return { number, values };
}

function cellValue(type: string | undefined, body: string, sharedStrings: readonly string[]): RawCell {
  if (type === 'inlineStr') return itemText(body);
  const v = valuePattern.exec(body)?.[1];
  if (v === undefined) return null;
  switch (type) {
    case 's':
      return sharedStrings[Number(v)] ?? null;
    case 'str':
      return decodeXml(v);
    case 'b':
      return v === '1' || v === 'true';
    case 'e':
      return null;
    case 'd': {
      const date = new Date(v);
      return Number.isNaN(date.getTime()) ? null : date;
    }
    default: {
      const n = parseFloat(v);
      return Number.isNaN(n) ? null : n;
    }
  }
}

/**
 * Finds whole rows in worksheet XML fed in pieces: `push` a piece, then take rows with `next` until it
 * gives null. What follows the last whole row waits for the next piece; `pending` is its length, which
 * the caller bounds (a row that never ends must not grow without limit).
 */
export function createRowSplitter() {
  let text = '';
  let at = 0;
  let finished = false;
  return {
    push(piece: string) {
      text = at > 0 ? text.slice(at) + piece : text + piece;
      at = 0;
    },
    /** The next whole row's XML, or null until more is pushed (or for good after `</sheetData>`). */
    next(): string | null {
      if (finished) return null;
      for (;;) {
        const start = text.indexOf('<row', at);
        // Searched only up to the next row (usually nothing between them), never through the whole piece.
        const ended =
          start < 0 ? text.includes('</sheetData>', at) : text.slice(at, start).includes('</sheetData>');
        if (ended) {
          finished = true;
          return null;
        }
        if (start < 0) {
          // Nothing row-like here: keep only a tail that could be the start of '<row' or '</sheetData>'.
          at = Math.max(at, text.length - 16);
          return null;
        }
        if (start + 5 > text.length) return null;
        const after = text.charCodeAt(start + 4);
        // '<rowBreaks' and such are not rows.
        if (after !== 32 && after !== 62 && after !== 47 && after !== 9 && after !== 10 && after !== 13) {
          at = start + 4;
          continue;
        }
        const close = text.indexOf('>', start);
        if (close < 0) return null;
        if (text.charCodeAt(close - 1) === 47) {
          at = close + 1;
          return text.slice(start, at);
        }
        const rowEnd = text.indexOf('</row>', close);
        if (rowEnd < 0) return null;
        at = rowEnd + 6;
        return text.slice(start, at);
      }
    },
    get pending() {
      return text.length - at;
    },
    get finished() {
      return finished;
    },
  };
}
