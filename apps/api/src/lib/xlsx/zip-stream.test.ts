import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnLetters, rowXml } from './cells';
import { writeSheet } from './sheet-stream';
import { createZipStream, type ZipOptions } from './zip-stream';

// Little to compress, so that the compressed size passes the test threshold too.
const bigParts = Array.from({ length: 4 }, () => randomBytes(6_000).toString('base64'));
const bigText = bigParts.join('');

/** A small part, a streamed part, then a small part after it. */
async function archive(options?: ZipOptions): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const zip = createZipStream(out, options);
  await zip.file('first.txt', 'hello');
  const part = await zip.open('big.txt');
  for (const text of bigParts) await part.write(text);
  await part.close();
  await zip.file('after.txt', 'after');
  await zip.close();
  await ended;
  return Buffer.concat(chunks);
}

/** What `unzip` says of the file and reads out of it. */
function unzipped(file: Buffer, part: string): { test: string; text: string } {
  const dir = mkdtempSync(join(tmpdir(), 'zip-stream-'));
  try {
    const path = join(dir, 'file.zip');
    writeFileSync(path, file);
    return {
      test: execFileSync('unzip', ['-t', path]).toString(),
      text: execFileSync('unzip', ['-p', path, part], { maxBuffer: 1 << 24 }).toString(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const signature = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};
const zip64End = signature(0x06064b50);
const zip64Locator = signature(0x07064b50);

describe('createZipStream (decision 034)', () => {
  it('writes a plain zip, with no zip64 record, while everything fits in 32 bits', async () => {
    const file = await archive();
    expect(file.includes(zip64End)).toBe(false);
    expect(file.includes(zip64Locator)).toBe(false);
    const { test, text } = unzipped(file, 'big.txt');
    expect(test).toContain('No errors detected');
    expect(text).toBe(bigText);
  });

  // 4 GiB is too much for a test: the same forms are forced from a low threshold instead.
  it('turns zip64 past the threshold: sizes and offsets in the central zip64 field, 8-byte descriptor, zip64 end', async () => {
    const file = await archive({ zip64From: 10_000 });
    expect(file.includes(zip64End)).toBe(true);
    expect(file.includes(zip64Locator)).toBe(true);
    const { test, text } = unzipped(file, 'big.txt');
    expect(test).toContain('No errors detected');
    expect(text).toBe(bigText);
    expect(unzipped(file, 'after.txt').text).toBe('after');
    expect(unzipped(file, 'first.txt').text).toBe('hello');

    // The central headers: a streamed part's sizes are markers, the real ones in its zip64 field.
    const headers: Array<{ name: string; compressed: number; size: number; extra: number }> = [];
    for (let at = file.indexOf(signature(0x02014b50)); at >= 0;) {
      const nameLength = file.readUInt16LE(at + 28);
      headers.push({
        name: file.toString('utf8', at + 46, at + 46 + nameLength),
        compressed: file.readUInt32LE(at + 20),
        size: file.readUInt32LE(at + 24),
        extra: file.readUInt16LE(at + 30),
      });
      at = file.indexOf(signature(0x02014b50), at + 46);
    }
    const big = headers.find((h) => h.name === 'big.txt')!;
    expect(big).toMatchObject({ compressed: 0xffffffff, size: 0xffffffff, extra: 4 + 16 });
    // first.txt sits at offset 0 and is small: no zip64 field at all.
    expect(headers.find((h) => h.name === 'first.txt')).toMatchObject({ extra: 0 });
    // after.txt is small but starts past the threshold: only its offset moves.
    expect(headers.find((h) => h.name === 'after.txt')).toMatchObject({ extra: 4 + 8 });
  });

  it('gives a zip64 workbook that exceljs opens', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => out.on('end', resolve));
    const letters = columnLetters(2);
    const rows = Array.from({ length: 200 }, (_, i) => rowXml(i + 2, [`طلب ${i}`, i], letters));
    await writeSheet(out, { name: 'orders', widths: [10, 10], rightToLeft: true }, ['a', 'b'], rows, {
      zip64From: 2_000,
    });
    await ended;
    const file = Buffer.concat(chunks);
    expect(file.includes(zip64End)).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(201);
    expect(sheet.getRow(201).values).toEqual([undefined, 'طلب 199', 199]);
  });
});
