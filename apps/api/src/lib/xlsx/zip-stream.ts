import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * A zip written front to back into a stream, never held whole (docs/quality.md P6, decision 034): small
 * parts are deflated at once with their sizes in the local header; a large part is deflated as it is
 * written (thread pool), its CRC and sizes following it in a data descriptor. No zip64: a part or the
 * archive past 4 GiB fails the stream rather than writing a broken file (the orders export is ~1.6 KB a
 * row before compression, so that is ~2.5 million orders).
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

export function createZipStream(out: Writable, now = new Date()) {
  const entries: Entry[] = [];
  const { time, date } = dosTime(now);
  let offset = 0;

  async function emit(bytes: Buffer): Promise<void> {
    offset += bytes.length;
    if (offset > max32) throw new Error('zip larger than 4 GiB');
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
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(utf8Names | (entry.descriptor ? dataDescriptor : 0), 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(entry.crc, 16);
    header.writeUInt32LE(entry.compressed, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    // extra, comment, disk, internal and external attributes: none.
    header.writeUInt32LE(entry.offset, 42);
    return Buffer.concat([header, entry.name]);
  }

  return {
    /** A small part, deflated in one go. */
    async file(name: string, text: string): Promise<void> {
      const data = Buffer.from(text);
      const body = deflateRawSync(data, { level });
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
          if (entry.size > max32) throw new Error('zip part larger than 4 GiB');
          if (!deflate.write(data)) await Promise.race([once(deflate, 'drain'), ended]);
        },
        async close() {
          deflate.end();
          await ended;
          await sending;
          if (offset > max32) throw new Error('zip larger than 4 GiB');
          const descriptor = Buffer.alloc(16);
          descriptor.writeUInt32LE(0x08074b50, 0);
          descriptor.writeUInt32LE(entry.crc, 4);
          descriptor.writeUInt32LE(entry.compressed, 8);
          descriptor.writeUInt32LE(entry.size, 12);
          await emit(descriptor);
        },
      };
    },

    /** The central directory; then ends `out`. */
    async close(): Promise<void> {
      const start = offset;
      for (const entry of entries) await emit(centralHeader(entry));
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - start, 12);
      end.writeUInt32LE(start, 16);
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
