import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * A zip written front to back into a stream, never held whole (docs/quality.md P6, decision 034): small
 * parts are deflated at once with their sizes in the local header; a large part is deflated as it is
 * written (thread pool), its CRC and sizes following it in a data descriptor.
 * Past 4 GiB (the orders export is ~1.6 KB a row before compression: ~2.5 million orders) the archive
 * turns zip64 where it must and nowhere else, as Java's and Go's writers do: a part's sizes and offset
 * move to a zip64 field of its central header, a streamed part's data descriptor takes 8-byte sizes, and
 * a zip64 end record points at the central directory. Below that the file is the plain zip every reader
 * (Excel included) opens.
 */

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  descriptor: boolean;
}

/** One part being written: `write` resolves once the chunk is taken (backpressure from the socket). */
export interface ZipPart {
  write(text: string): Promise<void>;
  close(): Promise<void>;
}

const max32 = 0xffffffff;
/** Version needed to extract: 2.0 (deflate), 4.5 (zip64). */
const plainVersion = 20;
const zip64Version = 45;
const utf8Names = 0x0800;
const dataDescriptor = 0x0008;
// Speed over size: level 1 is several times faster than the default for ~15 % more bytes.
const level = constants.Z_BEST_SPEED;

/** MS-DOS time and date of `at` (local fields as UTC: a zip has no time zone). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

export interface ZipOptions {
  now?: Date;
  /**
   * From this value on a size or an offset is written as zip64. Only tests lower it, to check the zip64
   * forms without writing 4 GiB; the format needs 0xffffffff (that value itself marks "in the zip64 field").
   */
  zip64From?: number;
}

export function createZipStream(out: Writable, { now = new Date(), zip64From = max32 }: ZipOptions = {}) {
  const entries: Entry[] = [];
  const { time, date } = dosTime(now);
  const wide = (n: number) => n >= zip64From;
  let offset = 0;

  async function emit(bytes: Buffer): Promise<void> {
    offset += bytes.length;
    if (!out.write(bytes)) await drained(out);
  }

  function localHeader(entry: Entry): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(utf8Names | (entry.descriptor ? dataDescriptor : 0), 6);
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    // With a data descriptor the CRC and sizes are zero here and follow the data.
    header.writeUInt32LE(entry.descriptor ? 0 : entry.crc, 14);
    header.writeUInt32LE(entry.descriptor ? 0 : entry.compressed, 18);
    header.writeUInt32LE(entry.descriptor ? 0 : entry.size, 22);
    header.writeUInt16LE(entry.name.length, 26);
    header.writeUInt16LE(0, 28);
    return Buffer.concat([header, entry.name]);
  }

  function centralHeader(entry: Entry): Buffer {
    // The zip64 extra holds, in this order, each of the three values too large for its own field.
    const large = [entry.size, entry.compressed, entry.offset].filter(wide);
    const extra = Buffer.alloc(large.length > 0 ? 4 + 8 * large.length : 0);
    if (large.length > 0) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(8 * large.length, 2);
      large.forEach((value, i) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * i));
    }
    const field = (value: number) => (wide(value) ? max32 : value);
    const version = large.length > 0 ? zip64Version : plainVersion;
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(version, 4);
    header.writeUInt16LE(version, 6);
    header.writeUInt16LE(utf8Names | (entry.descriptor ? dataDescriptor : 0), 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(field(entry.compressed), 20);
    header.writeUInt32LE(field(entry.size), 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt16LE(extra.length, 30);
    // comment, disk, internal and external attributes: none.
    header.writeUInt32LE(field(entry.offset), 42);
    return Buffer.concat([header, entry.name, extra]);
  }

  return {
    /** A small part, deflated in one go. */
    async file(name: string, text: string): Promise<void> {
      const data = Buffer.from(text);
      const body = deflateRawSync(data, { level });
      // Its sizes stand in the local header, which has no zip64 field here: large parts go through `open`.
      if (wide(data.length) || wide(body.length)) throw new Error(`zip part ${name} too large for file()`);
      const entry: Entry = {
        name: Buffer.from(name),
        crc: crc32(data),
        compressed: body.length,
        size: data.length,
        offset,
        descriptor: false,
      };
      entries.push(entry);
      await emit(localHeader(entry));
      await emit(body);
    },

    /** A large part, deflated while it is written. */
    async open(name: string): Promise<ZipPart> {
      const entry: Entry = {
        name: Buffer.from(name),
        crc: 0,
        compressed: 0,
        size: 0,
        offset,
        descriptor: true,
      };
      entries.push(entry);
      await emit(localHeader(entry));
      const deflate = createDeflateRaw({ level, chunkSize: 64 * 1024 });
      // Deflated bytes go out in order; the socket's backpressure pauses the deflate, which pauses `write`.
      let sending = Promise.resolve();
      deflate.on('data', (chunk: Buffer) => {
        entry.compressed += chunk.length;
        offset += chunk.length;
        if (!out.write(chunk)) {
          deflate.pause();
          sending = drained(out).then(
            () => void deflate.resume(),
            (error: unknown) => void deflate.destroy(error as Error),
          );
        }
      });
      const ended = once(deflate, 'end');
      ended.catch(() => undefined);
      return {
        async write(text: string) {
          const data = Buffer.from(text);
          entry.crc = crc32(data, entry.crc);
          entry.size += data.length;
          if (!deflate.write(data)) await Promise.race([once(deflate, 'drain'), ended]);
        },
        async close() {
          deflate.end();
          await ended;
          await sending;
          // 8-byte sizes once either is past 4 GiB (APPNOTE 4.3.9.2); the central header says so too.
          const long = wide(entry.compressed) || wide(entry.size);
          const descriptor = Buffer.alloc(long ? 24 : 16);
          descriptor.writeUInt32LE(0x08074b50, 0);
          descriptor.writeUInt32LE(entry.crc, 4);
          if (long) {
            descriptor.writeBigUInt64LE(BigInt(entry.compressed), 8);
            descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
          } else {
            descriptor.writeUInt32LE(entry.compressed, 8);
            descriptor.writeUInt32LE(entry.size, 12);
          }
          await emit(descriptor);
        },
      };
    },

    /** The central directory; then ends `out`. */
    async close(): Promise<void> {
      const start = offset;
      for (const entry of entries) await emit(centralHeader(entry));
      const size = offset - start;
      if (wide(start) || wide(size)) {
        // The zip64 end record, then its locator; the plain end record below keeps only markers.
        const record = offset;
        const end64 = Buffer.alloc(56);
        end64.writeUInt32LE(0x06064b50, 0);
        end64.writeBigUInt64LE(44n, 4); // the record's size after this field
        end64.writeUInt16LE(zip64Version, 12);
        end64.writeUInt16LE(zip64Version, 14);
        end64.writeBigUInt64LE(BigInt(entries.length), 24);
        end64.writeBigUInt64LE(BigInt(entries.length), 32);
        end64.writeBigUInt64LE(BigInt(size), 40);
        end64.writeBigUInt64LE(BigInt(start), 48);
        const locator = Buffer.alloc(20);
        locator.writeUInt32LE(0x07064b50, 0);
        locator.writeBigUInt64LE(BigInt(record), 8);
        locator.writeUInt32LE(1, 16); // one disk
        await emit(Buffer.concat([end64, locator]));
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(wide(size) ? max32 : size, 12);
      end.writeUInt32LE(wide(start) ? max32 : start, 16);
      await emit(end);
      out.end();
    },
  };
}

/** Waits until `out` takes more; throws when it closed first (the client went away). */
async function drained(out: Writable): Promise<void> {
  if (out.destroyed) throw new ClientGone();
  if (!out.writableNeedDrain) return;
  const stop = new AbortController();
  try {
    const closed = await Promise.race([
      once(out, 'drain', { signal: stop.signal }).then(() => false),
      once(out, 'close', { signal: stop.signal }).then(() => true),
    ]);
    if (closed) throw new ClientGone();
  } finally {
    stop.abort();
  }
}

/** The reader of the stream has gone: stop writing, nothing to report. */
export class ClientGone extends Error {}
