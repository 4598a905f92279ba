import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patternOf } from '../src/http/app-shell';
import { buildTestApp } from './support/harness';

/** A built SPA with the build's route-preloads.json (apps/web/route-preloads.ts), issue 42. */
let dist: string;
let app: FastifyInstance;
const entry = '<script type="module" crossorigin src="/assets/initial-a1.js"></script>';
const shell = `<!doctype html><html lang="ar" dir="rtl"><head><title>portal</title>${entry}</head><body><div id="root"></div></body></html>`;
const captainEntry = '<script type="module" crossorigin src="/assets/captain-initial-h8.js"></script>';
const captainShell = `<!doctype html><html lang="ar" dir="rtl"><head><title>captain</title>${captainEntry}</head><body></body></html>`;
const preloads = {
  routes: [
    {
      path: '/login',
      files: ['assets/initial-a1.js', 'assets/login-page-b2.js', 'assets/paint-public-c3.css'],
    },
    { path: '/OrderDetails/:id', files: ['assets/app-layout-d4.js', 'assets/order-details-e5.js'] },
    { path: '/ops/*', files: ['assets/ops-app-f6.js'] },
    {
      path: '/SavedOrder',
      files: [
        'assets/initial-a1.js',
        'assets/app-layout-d4.js',
        'assets/paint-app-h9.css',
        'assets/saved-orders-j1.js',
        'assets/data-table-k2.css',
      ],
    },
  ],
  fonts: ['assets/plex-arabic-400-g7.woff2'],
};

/** What apps/web/prerender.mjs writes for /login: the page drawn at build time (decision 083). */
const loginMarkup =
  '<main><h1>تسجيل الدخول</h1><form aria-label="تسجيل الدخول"><input name="email"/></form></main>';
/** What it writes for the signed-in pages: their frame, the paths it is drawn for, its style sheets (084). */
const frameMarkup = '<div data-drawn="app" inert="" aria-hidden="true"><header>بوابة العملاء</header></div>';
const frame = { html: frameMarkup, paths: ['/SavedOrder'], styles: ['assets/paint-app-h9.css'] };
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>(?:\s*<script[^>]*><\/script>)?<\/body>/.exec(html)?.[1];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'courier-app-shell-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), shell);
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(preloads));
  writeFileSync(join(dist, 'captain.html'), captainShell);
  writeFileSync(
    join(dist, 'prerendered.json'),
    JSON.stringify({ routes: [{ path: '/login', html: loginMarkup }], shell: frame }),
  );
  app = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const linksOf = (html: string) =>
  [...html.matchAll(/<link rel="(\w+)"[^>]* href="\/([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe("the app shell announces each page's first-paint files (issue 42)", () => {
  it('puts the page, its layout and its style sheets in the head, the entry not twice, the font first', async () => {
    // The page the app draws itself (English): /login in Arabic comes drawn (below).
    const res = await app.inject({ url: '/login', headers: { cookie: 'courier-language=en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(linksOf(res.body)).toEqual([
      'preload assets/plex-arabic-400-g7.woff2',
      'modulepreload assets/login-page-b2.js',
      'stylesheet assets/paint-public-c3.css',
    ]);
    expect(res.body.indexOf('login-page-b2.js')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it.each([
    ['/OrderDetails/10000007', 'assets/order-details-e5.js'],
    ['/orderdetails/7?tab=log', 'assets/order-details-e5.js'],
    ['/ops/orders', 'assets/ops-app-f6.js'],
    ['/ops', 'assets/ops-app-f6.js'],
  ])('matches %s as the router does (any case, parameters, the rest of a wildcard)', async (url, file) => {
    const res = await app.inject({ url });
    expect(linksOf(res.body)).toContain(`modulepreload ${file}`);
  });

  it('gives a URL no page owns the font alone, and never a file of another page', async () => {
    const res = await app.inject({ url: '/OrderDetails/7/extra' });
    expect(linksOf(res.body)).toEqual(['preload assets/plex-arabic-400-g7.woff2']);
  });

  it.each(['/captain', '/captain/login', '/Captain/run?x=1'])(
    "serves the captain's own page (captain.html, its own build) for %s, with the font",
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(captainEntry);
      expect(res.body).not.toContain('initial-a1.js');
      expect(linksOf(res.body)).toEqual(['preload assets/plex-arabic-400-g7.woff2']);
    },
  );

  it("keeps the merchant's page for a path that only starts like the captain's", async () => {
    const res = await app.inject({ url: '/captainx' });
    expect(res.body).toContain(entry);
    expect(res.body).not.toContain(captainEntry);
  });

  it('turns router patterns into anchored expressions', () => {
    expect(patternOf('/Log/:id/:page').test('/log/7/2')).toBe(true);
    expect(patternOf('/Log/:id/:page').test('/log/7')).toBe(false);
    expect(patternOf('/captain/*').test('/captainx')).toBe(false);
    expect(patternOf('/a.b').test('/axb')).toBe(false);
  });
});

describe('/login comes drawn in its HTML (decision 083)', () => {
  it('puts the prerendered form inside #root, with the page’s style sheets in the head', async () => {
    for (const url of ['/login', '/LOGIN?next=%2FSavedOrder']) {
      const res = await app.inject({ url });
      expect(rootOf(res.body)).toBe(loginMarkup);
      expect(linksOf(res.body)).toEqual([
        'preload assets/plex-arabic-400-g7.woff2',
        'stylesheet assets/paint-public-c3.css',
      ]);
    }
  });

  it('names its scripts to after-paint.js instead of the head: the entry, then the page’s modules', async () => {
    const res = await app.inject({ url: '/login' });
    expect(res.body).not.toMatch(/<script[^>]* src="\/assets\//);
    const start =
      /<script type="module" src="\/after-paint\.js" data-entry="([^"]+)" data-modules="([^"]+)">/.exec(
        res.body,
      );
    expect(start?.[1]).toBe('/assets/initial-a1.js');
    expect(start?.[2]?.split(' ')).toEqual(['/assets/initial-a1.js', '/assets/login-page-b2.js']);
  });

  it.each(['/OrderDetails/7', '/ops/orders', '/forgot', '/'])('leaves #root empty on %s', async (url) => {
    const res = await app.inject({ url });
    expect(rootOf(res.body)).toBe('');
  });

  it('draws it for the Arabic language cookie, not for English (the app draws that page itself)', async () => {
    const page = (cookie: string) => app.inject({ url: '/login', headers: { cookie } });
    expect(rootOf((await page('courier-language=ar')).body)).toBe(loginMarkup);
    expect(rootOf((await page('other=1; courier-language=en')).body)).toBe('');
  });
});

describe('the signed-in pages come with their frame drawn (decision 084)', () => {
  const afterPaint = (html: string) =>
    /<script type="module" src="\/after-paint\.js" data-entry="([^"]+)" data-modules="([^"]+)" data-styles="([^"]+)"><\/script>/.exec(
      html,
    );

  it('puts the frame in #root, the script that shows it in the head, and the page’s scripts after the paint', async () => {
    for (const url of ['/SavedOrder', '/savedorder?page=2']) {
      const res = await app.inject({ url });
      expect(rootOf(res.body)).toBe(frameMarkup);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain('<script src="/drawn-shell.js"></script>');
      expect(res.body).not.toMatch(/<script[^>]* src="\/assets\//);
      const start = afterPaint(res.body);
      expect(start?.[1]).toBe('/assets/initial-a1.js');
      expect(start?.[2]?.split(' ')).toEqual([
        '/assets/initial-a1.js',
        '/assets/app-layout-d4.js',
        '/assets/saved-orders-j1.js',
      ]);
    }
  });

  it('keeps the style sheets the frame uses in the head and asks for the page’s own after the paint', async () => {
    const res = await app.inject({ url: '/SavedOrder' });
    expect(linksOf(res.body)).toEqual([
      'preload assets/plex-arabic-400-g7.woff2',
      'stylesheet assets/paint-app-h9.css',
    ]);
    expect(afterPaint(res.body)?.[3]).toBe('/assets/data-table-k2.css');
  });

  it('draws no frame for another language, /login (its own page) or a page outside the frame', async () => {
    const english = await app.inject({ url: '/SavedOrder', headers: { cookie: 'courier-language=en' } });
    expect(rootOf(english.body)).toBe('');
    expect(english.body).not.toContain('drawn-shell.js');
    expect(linksOf(english.body)).toContain('stylesheet assets/data-table-k2.css');
    expect(rootOf((await app.inject({ url: '/login' })).body)).toBe(loginMarkup);
    for (const url of ['/OrderDetails/7', '/ops/orders', '/captain']) {
      const res = await app.inject({ url });
      expect(res.body).not.toContain('data-drawn');
      expect(res.body).not.toContain('drawn-shell.js');
    }
  });
});
