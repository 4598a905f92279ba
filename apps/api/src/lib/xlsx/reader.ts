import { StringDecoder } from 'node:string_decoder';
import { promisify } from 'node:util';
import { createInflateRaw, inflateRaw } from 'node:zlib';
import type { CellValue } from 'exceljs';
import { breather } from '../../lib/breather';
import { createRowSplitter, firstSheetPath, parseRow, parseSharedStrings } from './sheet-xml';
import { entryBytes, readCentralDirectory, defaultXlsxLimits, type ZipEntry } from './guard';

/**
 * Streams the rows of an uploaded workbook's first worksheet as plain texts, one row at a time: the
 * worksheet entry is inflated as a stream and its rows are cut out of the XML as they arrive
 * (sheet-xml.ts), so neither the parsed workbook nor the whole worksheet text is ever in memory. exceljs
 * did this before at ~3× the time and twice the memory (docs/quality.md P5, decision 034). Call only
 * after `inspectXlsx` passed: the sizes of every entry are trusted from there.
 */

export interface SheetRow {
  /** The Excel row number (1-based), as the merchant sees it. */
  number: number;
  /** Cell texts by column, 0-based; '' for an empty cell. */
  cells: string[];
}

/** A cell longer than this is cut: no order field accepts more, and it bounds memory per row. */
const maxCellLength = 2_000;
/** Columns read per row: the template has 11; cells further right are never turned into text. */
export const maxColumns = 64;
/**
 * Worksheet XML held while waiting for a row's end. A row of the template's 11 columns at the longest
 * cells is ~30 KB; one that does not end within this is refused rather than buffered.
 */
const maxPendingXml = 4 * 1024 * 1024;

/** The sheet cannot be read within the bounds of one upload (a row that never ends). */
export class SheetTooLarge extends Error {}

const inflateAll = promisify(inflateRaw);

/** One entry's text, inflated on the thread pool (small parts: the workbook, its relationships, strings). */
async function entryText(file: Buffer, entry: ZipEntry | undefined): Promise<string> {
  if (!entry) return '';
  const data = entryBytes(file, entry);
  if (!data) return '';
  return (entry.method === 0 ? data : await inflateAll(data)).toString('utf8');
}

/**
 * The worksheet entry's text in pieces, inflated as a stream. Pieces are decoded whole characters at a
 * time (a character may straddle two chunks).
 */
async function* entryPieces(file: Buffer, entry: ZipEntry): AsyncGenerator<string> {
  const data = entryBytes(file, entry);
  if (!data) return;
  const decoder = new StringDecoder('utf8');
  if (entry.method === 0) {
    yield decoder.write(data) + decoder.end();
    return;
  }
  const inflate = createInflateRaw({ chunkSize: 256 * 1024 });
  inflate.end(data);
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) yield decoder.write(chunk);
    yield decoder.end();
  } finally {
    inflate.destroy();
  }
}

/**
 * `signal` aborts the read between two pieces of the worksheet (or two rows): the generator throws the
 * signal's reason, so a parse can be cut by a deadline.
 */
export async function* readFirstSheet(file: Buffer, signal?: AbortSignal): AsyncGenerator<SheetRow> {
  const directory = readCentralDirectory(file, defaultXlsxLimits);
  if (!Array.isArray(directory)) return;
  const byName = new Map(directory.map((e) => [e.name, e]));
  const [workbook, rels, strings] = await Promise.all([
    entryText(file, byName.get('xl/workbook.xml')),
    entryText(file, byName.get('xl/_rels/workbook.xml.rels')),
    entryText(file, byName.get('xl/sharedStrings.xml')),
  ]);
  signal?.throwIfAborted();
  const path = firstSheetPath(workbook, rels);
  const sheet =
    (path && byName.get(path)) ??
    directory
      .filter((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name))
      .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))[0];
  if (!sheet) return;
  const sharedStrings = parseSharedStrings(strings);
  const rows = createRowSplitter();
  let previous = 0;
  // A piece holds ~700 rows of the template: read at once, they held the event loop ~50 ms.
  const breathe = breather();
  for await (const piece of entryPieces(file, sheet)) {
    signal?.throwIfAborted();
    rows.push(piece);
    for (let xml = rows.next(); xml !== null; xml = rows.next()) {
      const { number, values } = parseRow(xml, previous, sharedStrings, maxColumns);
      previous = number;
      const cells: string[] = new Array<string>(values.length);
      for (let col = 0; col < values.length; col++) cells[col] = cellText(values[col]);
      yield { number, cells };
      await breathe();
    }
    if (rows.finished) return;
    if (rows.pending > maxPendingXml) throw new SheetTooLarge();
  }
}

/** The text of a cell as the merchant sees it: rich text joined, formulas by their result, trimmed. */
export function cellText(value: CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return clip(value);
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return clip(value.richText.map((part) => part.text).join(''));
  if ('formula' in value || 'sharedFormula' in value) return cellText(value.result as CellValue);
  if ('text' in value && typeof value.text === 'string') return clip(value.text);
  return '';
}

/** 1012345678 stays digits (never 1.01e9); 150.5 stays 150.5. */
function numberText(n: number): string {
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? n.toFixed(0) : String(n);
}

const clip = (text: string) => (text.length > maxCellLength ? text.slice(0, maxCellLength) : text).trim();
