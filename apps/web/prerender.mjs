// Build tooling (issue 42, decision 083): after `vite build` and `vite build --ssr`, renders the pages whose
// first paint comes with their HTML and writes `dist/prerendered.json`; apps/api/src/http/app-shell.ts puts
// each page's markup inside `<div id="root">` and the browser's main.tsx hydrates it.
// React's production build, as the browser's.
process.env.NODE_ENV = 'production';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The pages rendered at build time: the public sign-in page, Arabic (the default), signed out; and the frame of
 * the signed-in pages. */
const pages = ['/login'];

const ssrDir = fileURLToPath(new URL('./dist-ssr/', import.meta.url));
const { render, renderAppShell } = await import(new URL('prerender.js', `file://${ssrDir}`).href);
const routes = [];
for (const path of pages) {
  const html = await render(path);
  if (!html.includes('<form')) throw new Error(`prerender: ${path} rendered no form:\n${html.slice(0, 500)}`);
  routes.push({ path, html });
}
// The signed-in pages' frame (decision 084): one drawing for every page inside it.
const shell = await renderAppShell();
if (!shell.html.includes('data-drawn="app"') || shell.paths.length === 0)
  throw new Error(`prerender: the signed-in frame is not drawn:\n${shell.html.slice(0, 500)}`);
shell.styles = stylesOf(shell.html);
shell.html = withDrawnFonts(shell.html, shell.styles);
writeFileSync(new URL('./dist/prerendered.json', import.meta.url), JSON.stringify({ routes, shell }));
rmSync(ssrDir, { recursive: true, force: true });
console.log(
  `prerendered ${routes.map((r) => `${r.path} (${r.html.length} chars)`).join(', ')}; the signed-in frame (${shell.html.length} chars) for ${shell.paths.length} paths`,
);

/**
 * The built style sheets that style some class of the markup: the server keeps these in the head of the
 * frame's pages and asks for the page's others after the paint (decision 084).
 */
function stylesOf(html) {
  const classes = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1].split(' ')));
  const assets = new URL('./dist/assets/', import.meta.url);
  const styles = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .filter((file) => {
      const css = readFileSync(new URL(file, assets), 'utf8');
      return [...classes].some((name) =>
        new RegExp(`\\.${name.replace(/[$]/g, '\\$&')}(?![\\w-])`).test(css),
      );
    })
    .map((file) => `assets/${file}`);
  if (styles.length === 0) throw new Error('prerender: no style sheet styles the signed-in frame');
  return styles;
}

/**
 * The frame's text in the app's own faces, but waiting for them (`font-display: block`, under another
 * family name, the same files) instead of being painted first in a fallback face: painted in a narrower
 * fallback, its promotion was smaller than the app's copy of it, so a slow network's largest paint moved to
 * the app's render (4 s on Lighthouse's slow 4G applied for real, against 0.9 s). Its boxes and icons
 * still paint at once.
 */
function withDrawnFonts(html, styles) {
  const assets = new URL('./dist/', import.meta.url);
  const faces = styles
    .flatMap((file) => readFileSync(new URL(file, assets), 'utf8').match(/@font-face\{[^}]*\}/g) ?? [])
    .filter((face) => face.includes('font-family:IBM Plex Sans Arabic;'))
    .map((face) =>
      face
        .replace('font-family:IBM Plex Sans Arabic;', 'font-family:IBM Plex Sans Arabic Drawn;')
        .replace('font-display:swap', 'font-display:block'),
    );
  if (faces.length === 0) throw new Error('prerender: no IBM Plex Sans Arabic faces for the drawn frame');
  const family = '"IBM Plex Sans Arabic Drawn",system-ui,-apple-system,"Segoe UI",Tahoma,sans-serif';
  const style = `<style>${faces.join('')}[data-drawn=app]{--mantine-font-family:${family};--mantine-font-family-headings:${family};font-family:${family}}</style>`;
  return html.replace(/<div data-drawn="app"[^>]*>/, (open) => `${open}${style}`);
}
