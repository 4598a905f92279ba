import { PassThrough, type Readable, type Writable } from 'node:stream';
import { translate, type Language, type MessageKey } from '@courier/contracts';
import { columnLetters, rowXml, type Cell as SheetCell } from './cells';
import { fixedParts, sheetEnd, sheetPath, sheetStart, type SheetLayout } from './workbook-parts';
import { ClientGone, createZipStream, type ZipOptions } from './zip-stream';

/**
 * The one xlsx writer of the API (the orders export, the mission sheets, the attendance report): a
 * one-sheet workbook written front to back into a stream, rows as inline strings and numbers, through our
 * own zip (zip-stream.ts). exceljs's streaming writer did this before at several times the CPU and, with
 * no backpressure, held whole sheets in memory (docs/quality.md P6, decision 034).
 */

export type { SheetLayout };

/**
 * Rows per piece of XML a caller hands to `writeSheet`: a few hundred KB that die young. Pieces of ~4.5 MB
 * (2,000 orders) outlived the young generation and doubled the CPU of the orders export (P6).
 */
export const rowsPerChunk = 250;

/**
 * Writes the workbook into `out`: `header` as row 1, then each chunk of row XML that `rows` yields
 * (`rowXml`, from row 2), waiting for the reader between chunks. Ends `out`; destroys it with a failure.
 * Resolves without error when the reader went away.
 */
export async function writeSheet(
  out: Writable,
  layout: SheetLayout,
  header: readonly SheetCell[],
  rows: AsyncIterable<string> | Iterable<string>,
  zipOptions?: ZipOptions,
): Promise<void> {
  try {
    const zip = createZipStream(out, zipOptions);
    for (const [path, xml] of fixedParts(layout)) await zip.file(path, xml);
    const sheet = await zip.open(sheetPath);
    await sheet.write(sheetStart(layout) + rowXml(1, header, columnLetters(header.length)));
    for await (const xml of rows) await sheet.write(xml);
    await sheet.write(sheetEnd);
    await sheet.close();
    await zip.close();
  } catch (error) {
    if (error instanceof ClientGone || out.destroyed) return;
    out.destroy(error as Error);
  }
}

/** A labelled column of a small sheet: its header in the caller's language, its width, its value. */
export interface SheetColumn<T> {
  label: MessageKey;
  width: number;
  value: (row: T, lang: Language) => SheetCell;
}

/** An xlsx of the rows `batches` yields, streamed while it is written; a failure ends the stream with it. */
export function sheetStream<T>(
  name: MessageKey,
  columns: SheetColumn<T>[],
  batches: AsyncIterable<T[]> | Iterable<T[]>,
  lang: Language,
): Readable {
  const out = new PassThrough();
  const letters = columnLetters(columns.length);
  async function* rows() {
    let number = 2;
    for await (const batch of batches)
      for (let from = 0; from < batch.length; from += rowsPerChunk) {
        let xml = '';
        for (const row of batch.slice(from, from + rowsPerChunk))
          xml += rowXml(
            number++,
            columns.map((c) => c.value(row, lang)),
            letters,
          );
        yield xml;
      }
  }
  const layout = {
    name: translate(name, lang),
    widths: columns.map((c) => c.width),
    rightToLeft: lang === 'ar',
  };
  void writeSheet(
    out,
    layout,
    columns.map((c) => translate(c.label, lang)),
    rows(),
  );
  return out;
}
