import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLanguage } from '@courier/contracts';

/** What the web build wrote in `route-preloads.json` (apps/web/route-preloads.ts). */
interface RoutePreloads {
  routes: { path: string; files: string[] }[];
  fonts: string[];
}

/** What the web build wrote in `prerendered.json` (apps/web/prerender.mjs): pages drawn at build time. */
interface Prerendered {
  routes: { path: string; html: string }[];
  /** The signed-in pages' frame (decision 084) and the URL patterns it is drawn for. */
  shell?: { html: string; paths: string[]; styles: string[] };
}

/** The cookie the web app keeps with its stored language (apps/web/src/lib/i18n.ts). */
const languageCookie = /(?:^|;\s*)courier-language=([a-z]+)/;

/**
 * index.html for a URL of the app, with the files of that URL's first paint announced in its head
 * (issue 42, decision 063): `<link rel="modulepreload">` for each script and a style sheet link for each
 * style sheet of its layout, page and texts, and a preload of the font its text needs. The browser's
 * preload scanner asks for all of them with the HTML, where the page otherwise found them one import
 * level at a time; no script runs for it. Without the build's file (an older build), every URL gets
 * index.html as built.
 *
 * A page the build drew (`prerendered.json`: /login, in Arabic, signed out; decision 083) also comes with
 * its markup inside `<div id="root">`, which main.tsx hydrates: its first paint needs the HTML and its
 * style sheets, not the scripts. The signed-in pages come with their frame drawn the same way (top bar,
 * navigation frame, shop promotion; decision 084), which the app replaces instead of hydrating. A request
 * whose language cookie names another language gets the page without either (the markup is Arabic; the
 * app draws the page itself, as before).
 */
export function appShellPages(distDir: string): (url: string, cookie?: string) => string {
  const merchantPages = merchantAppPages(distDir);
  const captainFile = join(distDir, 'captain.html');
  if (!existsSync(captainFile)) return merchantPages;
  const captainPage = captainAppPage(readFileSync(captainFile, 'utf8'), distDir);
  return (url, cookie) => (isCaptainUrl(url) ? captainPage : merchantPages(url, cookie));
}

/**
 * The captain's app (/captain/*, decision 081) is a page of its own, `captain.html` (its own build,
 * vite.captain.config.ts): its scripts are linked by the page itself; the Arabic font is announced.
 */
function captainAppPage(html: string, distDir: string): string {
  const file = join(distDir, 'route-preloads.json');
  const fonts = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads).fonts : [];
  return withLinks(html, [], fonts);
}

export const isCaptainUrl = (url: string): boolean =>
  /^\/captain(?:\/|$)/i.test(decodePath(url.split('?')[0] ?? '/'));

function merchantAppPages(distDir: string): (url: string, cookie?: string) => string {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const file = join(distDir, 'route-preloads.json');
  if (!existsSync(file)) return () => html;
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  const drawn = readPrerendered(distDir);
  const routes = preloads.routes.map((route) => {
    const linked = withLinks(html, route.files, preloads.fonts);
    const page = drawn.routes.find((candidate) => candidate.path === route.path)?.html;
    const framed = drawn.shell?.paths.includes(route.path) ? drawn.shell.html : undefined;
    return {
      test: patternOf(route.path),
      html: linked,
      drawn: page
        ? drawnPage(linked, page)
        : framed
          ? drawnPage(linked.replace('</head>', `  ${shellMarker}\n  </head>`), framed, drawn.shell?.styles)
          : null,
    };
  });
  const plain = withLinks(html, [], preloads.fonts);
  return (url, cookie) => {
    const path = decodePath(url.split('?')[0] ?? '/');
    const route = routes.find((candidate) => candidate.test.test(path));
    if (!route) return plain;
    const language = languageCookie.exec(cookie ?? '')?.[1];
    return route.drawn && (language === undefined || language === defaultLanguage) ? route.drawn : route.html;
  };
}

const moduleScript = /\s*<script type="module" crossorigin src="\/([^"]+)"><\/script>/g;
const styleSheet = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g;

/**
 * The page with its markup in `#root` and its scripts asked for only once that markup is painted
 * (`after-paint.js`: the entry, index.html's last script, and the page's other modules): fetched and
 * evaluated beside the style sheets, they held back the paint of markup that was already there. The style
 * sheets and fonts stay in the head.
 */
function drawnPage(html: string, markup: string, styles?: string[]): string {
  // The page's own style sheets (those the drawing does not use: decision 084) wait for the paint too.
  const later: string[] = [];
  if (styles)
    html = html.replace(styleSheet, (link, file: string) =>
      styles.includes(file) ? link : (later.push(`/${file}`), ''),
    );
  const scripts = [...html.matchAll(moduleScript)].map((match) => `/${match[1]}`);
  const entry = scripts.at(-1);
  if (!entry) return html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
  const modules = [...scripts, ...[...html.matchAll(modulePreload)].map((match) => `/${match[1]}`)];
  const sheets = later.length ? ` data-styles="${later.join(' ')}"` : '';
  const start = `<script type="module" src="/after-paint.js" data-entry="${entry}" data-modules="${modules.join(' ')}"${sheets}></script>`;
  return html
    .replace(moduleScript, '')
    .replace(modulePreload, '')
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>\n    ${start}`);
}

function readPrerendered(distDir: string): Prerendered {
  const file = join(distDir, 'prerendered.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Prerendered) : { routes: [] };
}

/**
 * The frame of the signed-in pages is the same for everyone and hidden by its own style; this script, in
 * the head so that it runs before the first paint, shows it only in a browser with a stored session
 * (public/drawn-shell.js): the server cannot tell, the session being in localStorage.
 */
const shellMarker = '<script src="/drawn-shell.js"></script>';

/** A React Router pattern as a regular expression: `:name` one segment, a trailing `*` the rest; any case. */
export function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : escape(segment)))
    .join('/')
    .replace(/\/\.\*$/, '(?:/.*)?');
  return new RegExp(`^${source}/?$`, 'i');
}

function withLinks(html: string, files: string[], fonts: string[]): string {
  // The HTML already links its own entry (scripts and the entry's style sheet): not twice.
  const links = files
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    );
  const fontLinks = fonts.map(
    (font) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">`,
  );
  return html.replace('</head>', `    ${[...fontLinks, ...links].join('\n    ')}\n  </head>`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
