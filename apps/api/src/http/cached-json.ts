import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/** The encoding to send: brotli, else gzip, when the request accepts it (a `q=0` refuses). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part
      .toLowerCase()
      .split(';')
      .map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

const compressors: Record<Encoding, (text: string) => Buffer> = {
  // The quality app.ts gives @fastify/compress: the copy is made once, but a miss waits for it.
  br: (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (text) => gzipSync(text),
};

/**
 * Sends JSON texts that a service keeps ready-made (the order and mission page caches, decision 033),
 * each compressed once per encoding instead of on every request: a browser always asks for brotli or
 * gzip, and compressing a 50-order page cost three times the rest of a cache hit. The copies are keyed
 * by the text itself (a cache hit hands over the same string, whose hash V8 keeps), least recently used
 * first out, within `maxChars` of texts; anything under `minChars` is sent as it is, like @fastify/compress
 * leaves it.
 */
export function createCachedJsonSender({
  maxEntries = 256,
  maxChars = 16_000_000,
  minChars = 1024,
  compress = compressors,
}: {
  maxEntries?: number;
  maxChars?: number;
  minChars?: number;
  compress?: Record<Encoding, (text: string) => Buffer>;
} = {}) {
  const copies = new Map<string, Partial<Record<Encoding, Buffer>>>();
  let chars = 0;

  const copyOf = (json: string, encoding: Encoding): Buffer => {
    let entry = copies.get(json);
    if (entry) copies.delete(json);
    else {
      entry = {};
      chars += json.length;
    }
    copies.set(json, entry); // most recently used last
    entry[encoding] ??= compress[encoding](json);
    for (const oldest of copies.keys()) {
      if (copies.size <= maxEntries && chars <= maxChars) break;
      if (oldest === json) break;
      copies.delete(oldest);
      chars -= oldest.length;
    }
    return entry[encoding];
  };

  return function sendCachedJson(request: FastifyRequest, reply: FastifyReply, json: string) {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding || json.length < minChars) return reply.send(json);
    // A Content-Encoding already set tells @fastify/compress the body is compressed.
    return reply.header('content-encoding', encoding).send(copyOf(json, encoding));
  };
}

/** The process's one sender: its copies are keyed by content, so every app in the process may share it. */
export const sendCachedJson = createCachedJsonSender();
