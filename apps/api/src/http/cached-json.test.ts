import compress from '@fastify/compress';
import Fastify from 'fastify';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, createCachedJsonSender } from './cached-json';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['BR ; q=0.5', 'br'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('createCachedJsonSender', () => {
  const page = (n: number) =>
    JSON.stringify({
      success: 1,
      feed: Array.from({ length: 50 }, (_, i) => ({ id: n * 100 + i, receiver: 'نور' })),
    });

  /** An app as app.ts builds it (@fastify/compress on every route) whose route sends the text it is given. */
  async function appWith(options: Parameters<typeof createCachedJsonSender>[0] = {}) {
    const made: string[] = [];
    const send = createCachedJsonSender({
      ...options,
      compress: {
        br: (text) => (made.push(`br:${text.length}`), brotliCompressSync(text)),
        gzip: (text) => (made.push(`gzip:${text.length}`), gzipSync(text)),
      },
    });
    const app = Fastify();
    await app.register(compress, { threshold: 1024 });
    const texts = new Map<string, string>();
    app.get('/page/:n', (request, reply) => {
      const n = (request.params as { n: string }).n;
      if (!texts.has(n)) texts.set(n, n === 'small' ? '{"success":1}' : page(Number(n)));
      return send(request, reply, texts.get(n)!);
    });
    return { app, made };
  }

  it('compresses each text once per encoding, and the body is the JSON once decoded', async () => {
    const { app, made } = await appWith();
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ url: '/page/1', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(JSON.parse(page(1)));
    }
    const zipped = await app.inject({ url: '/page/1', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(page(1));
    expect(made).toEqual([`br:${page(1).length}`, `gzip:${page(1).length}`]);
  });

  it('sends the text as it is to a client that accepts no compression, and a small one uncompressed', async () => {
    const { app, made } = await appWith();
    const plain = await app.inject({ url: '/page/2' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page(2));
    const small = await app.inject({ url: '/page/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('{"success":1}');
    expect(made).toEqual([]);
  });

  it('keeps at most maxEntries texts, least recently used out first', async () => {
    const { app, made } = await appWith({ maxEntries: 2 });
    const get = (n: number) => app.inject({ url: `/page/${n}`, headers: { 'accept-encoding': 'br' } });
    await get(1);
    await get(2);
    await get(1); // 1 is now the most recent
    await get(3); // 2 goes
    await get(1);
    await get(2); // made again
    expect(made.length).toBe(4);
  });
});
