import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/harness';

/** The built SPA: index.html plus hashed assets, one with a precompressed variant. */
let dist: string;
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const shell = `<!doctype html><html lang="ar" dir="rtl"><title>portal</title>${' '.repeat(2000)}</html>`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'courier-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  // As the web build writes them (apps/web/build-plugins.ts): brotli and gzip copies beside each file.
  const withCopies = (path: string, content: string) => {
    writeFileSync(path, content);
    writeFileSync(`${path}.br`, brotliCompressSync(content));
    writeFileSync(`${path}.gz`, gzipSync(content));
  };
  withCopies(join(dist, 'index.html'), shell);
  withCopies(join(dist, 'assets', 'app-3f9a1c.js'), script);
  writeFileSync(join(dist, 'assets', 'plain-77aa01.css'), 'body{margin:0}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('the web app', () => {
  it.each(['/', '/login', '/Home', '/OrderDetails/7', '/Log/7/2', '/pages/error-404'])(
    'answers the history route %s with index.html, revalidated on every load',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<html lang="ar"');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBeDefined();
    },
  );

  it('serves hashed assets with a one-year immutable cache, precompressed when accepted', async () => {
    const plain = await get('/assets/app-3f9a1c.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(script);
    const br = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
  ])('answers Accept-Encoding %s with the prebuilt %s copy of an asset', async (accept, encoding) => {
    const res = await app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': accept } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
    expect(body.toString()).toBe(script);
  });

  it('sends an asset without prebuilt copies (under 1 KB) as it is, still immutable', async () => {
    const res = await get('/assets/plain-77aa01.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('body{margin:0}');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/Home'])(
    'sends the app shell %s precompressed, never cached without revalidation',
    async (url) => {
      const res = await get(url, { 'accept-encoding': 'gzip, br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(shell);
    },
  );

  it('serves other files with a short cache', async () => {
    const res = await get('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/assets/missing-123.js', '/robots.txt'])(
    'answers a missing file %s with 404, not index.html',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<html');
    },
  );

  it.each(['/api/client/nothing', '/api', '/socket.io/x', '/healthz/extra', '/readyz/x'])(
    'never answers the server path %s with index.html',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('ROUTE_NOT_FOUND');
    },
  );

  it('answers a POST to a page path with 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/Home' });
    expect(res.statusCode).toBe(404);
  });

  it('compresses large API answers', async () => {
    const res = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('without a built web app', () => {
  it('starts and answers page paths with 404', async () => {
    const bare = await buildTestApp({ env: { WEB_DIST_DIR: join(dist, 'does-not-exist') } });
    const res = await bare.inject({ url: '/Home' });
    expect(res.statusCode).toBe(404);
    await bare.close();
  });
});
