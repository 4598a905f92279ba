import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the web build wrote in `route-preloads.json` (apps/web/route-preloads.ts). */
interface RoutePreloads {
  routes: { path: string; files: string[] }[];
  fonts: string[];
}

/**
 * index.html for a URL of the app, with the files of that URL's first paint announced in its head
 * (issue 42, decision 063): `<link rel="modulepreload">` for each script and a style sheet link for each
 * style sheet of its layout, page and texts, and a preload of the font its text needs. The browser's
 * preload scanner asks for all of them with the HTML, where the page otherwise found them one import
 * level at a time; no script runs for it. Without the build's file (an older build), every URL gets
 * index.html as built.
 */
export function appShellPages(distDir: string): (url: string) => string {
  const merchantPages = merchantAppPages(distDir);
  const captainFile = join(distDir, 'captain.html');
  if (!existsSync(captainFile)) return merchantPages;
  const captainPage = captainAppPage(readFileSync(captainFile, 'utf8'), distDir);
  return (url) => (isCaptainUrl(url) ? captainPage : merchantPages(url));
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

function merchantAppPages(distDir: string): (url: string) => string {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const file = join(distDir, 'route-preloads.json');
  if (!existsSync(file)) return () => html;
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
  const routes = preloads.routes.map((route) => ({
    test: patternOf(route.path),
    html: withLinks(html, route.files, preloads.fonts),
  }));
  const plain = withLinks(html, [], preloads.fonts);
  return (url) => {
    const path = decodePath(url.split('?')[0] ?? '/');
    return routes.find((route) => route.test.test(path))?.html ?? plain;
  };
}

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
