import { createInflateRaw } from 'node:zlib';

/**
 * Decides whether an upload may be handed to the spreadsheet parser (docs/quality.md R11), reading only bytes:
 * the zip magic, the central directory (entry names, declared sizes) and then each entry inflated with
 * a hard output cap, so a zip that lies about its sizes cannot expand past what it declared. Nothing is
 * parsed as XML here.
 */

export interface XlsxLimits {
  maxEntries: number;
  /** The sum of the entries' uncompressed sizes. */
  maxUncompressedBytes: number;
  /** Uncompressed / compressed size of one entry; checked for entries above `ratioFloorBytes`. */
  maxRatio: number;
  ratioFloorBytes: number;
  /**
   * The shared strings part: the parser keeps every one of its strings in memory before the first row,
   * so it is bounded on its own. 20,000 rows of distinct texts in 11 columns take ~17 MB.
   */
  maxSharedStringsBytes: number;
}

export const defaultXlsxLimits: XlsxLimits = {
  maxEntries: 1_000,
  maxUncompressedBytes: 100 * 1024 * 1024,
  // Spreadsheet XML compresses 10–30×; zip bombs reach 1,000× and more.
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
  maxSharedStringsBytes: 32 * 1024 * 1024,
};

export type XlsxVerdict =
  | { ok: true }
  /** Not a zip, or a zip without the parts every xlsx has: 415. */
  | { ok: false; problem: 'not-xlsx' }
  /** A zip that would expand too far: 413 before any parsing. */
  | { ok: false; problem: 'too-large' };

const localHeader = 0x04034b50;
const centralHeader = 0x02014b50;
const endOfCentralDirectory = 0x06054b50;
const stored = 0;
const deflated = 8;
const requiredParts = ['[Content_Types].xml', 'xl/workbook.xml'];

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

export async function inspectXlsx(
  file: Buffer,
  limits: XlsxLimits = defaultXlsxLimits,
): Promise<XlsxVerdict> {
  if (file.length < 22 || file.readUInt32LE(0) !== localHeader) return { ok: false, problem: 'not-xlsx' };
  const directory = readCentralDirectory(file, limits);
  if (directory === 'not-xlsx' || directory === 'too-large') return { ok: false, problem: directory };
  const names = new Set(directory.map((e) => e.name));
  if (!requiredParts.every((part) => names.has(part))) return { ok: false, problem: 'not-xlsx' };
  let total = 0;
  for (const entry of directory) {
    if (entry.method !== stored && entry.method !== deflated) return { ok: false, problem: 'not-xlsx' };
    total += entry.uncompressedSize;
    if (entry.name === 'xl/sharedStrings.xml' && entry.uncompressedSize > limits.maxSharedStringsBytes)
      return { ok: false, problem: 'too-large' };
    if (total > limits.maxUncompressedBytes) return { ok: false, problem: 'too-large' };
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxRatio)
      return { ok: false, problem: 'too-large' };
  }
  for (const entry of directory) {
    const verdict = await checkActualSize(file, entry);
    if (verdict !== 'ok') return { ok: false, problem: verdict };
  }
  return { ok: true };
}

/** The entries listed in the central directory, found from the end-of-central-directory record. */
export function readCentralDirectory(
  file: Buffer,
  limits: XlsxLimits,
): ZipEntry[] | 'not-xlsx' | 'too-large' {
  const end = findEndRecord(file);
  if (end < 0) return 'not-xlsx';
  const count = file.readUInt16LE(end + 10);
  const size = file.readUInt32LE(end + 12);
  const offset = file.readUInt32LE(end + 16);
  // 0xFFFF / 0xFFFFFFFF mean ZIP64; no spreadsheet within the upload limit needs it.
  if (count === 0xffff || offset === 0xffffffff) return 'too-large';
  if (count > limits.maxEntries) return 'too-large';
  if (offset + size > end) return 'not-xlsx';
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || file.readUInt32LE(at) !== centralHeader) return 'not-xlsx';
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const compressedSize = file.readUInt32LE(at + 20);
    const uncompressedSize = file.readUInt32LE(at + 24);
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) return 'too-large';
    entries.push({
      name: file.toString('utf8', at + 46, at + 46 + nameLength),
      method: file.readUInt16LE(at + 10),
      compressedSize,
      uncompressedSize,
      localOffset: file.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The end record sits in the last 22 bytes plus at most a 65,535-byte comment. */
function findEndRecord(file: Buffer): number {
  const stop = Math.max(0, file.length - 22 - 0xffff);
  for (let at = file.length - 22; at >= stop; at--) {
    if (file.readUInt32LE(at) === endOfCentralDirectory) return at;
  }
  return -1;
}

/** The stored (usually deflated) bytes of an entry, or null when its local header is not where it says. */
export function entryBytes(file: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== localHeader) return null;
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  const data = file.subarray(start, start + entry.compressedSize);
  return data.length === entry.compressedSize ? data : null;
}

/**
 * Inflates one entry, counting the bytes and keeping none, with its declared size as the cap: an entry
 * that holds more than it declares is a bomb (the parser would trust the data, not the header). Streamed
 * on the thread pool, so checking a 100 MB entry neither holds 100 MB nor blocks other requests.
 */
async function checkActualSize(file: Buffer, entry: ZipEntry): Promise<'ok' | 'not-xlsx' | 'too-large'> {
  const data = entryBytes(file, entry);
  if (data === null) return 'not-xlsx';
  if (entry.method === stored) return entry.compressedSize === entry.uncompressedSize ? 'ok' : 'not-xlsx';
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > entry.uncompressedSize) {
        inflate.destroy();
        resolve('too-large');
      }
    });
    inflate.on('end', () => resolve('ok'));
    inflate.on('error', () => resolve('not-xlsx'));
    inflate.end(data);
  });
}
