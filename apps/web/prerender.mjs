// Build tooling (issue 42, decision 083): after `vite build` and `vite build --ssr`, renders the pages whose
// first paint comes with their HTML and writes `dist/prerendered.json`; apps/api/src/http/app-shell.ts puts
// each page's markup inside `<div id="root">` and the browser's main.tsx hydrates it.
// React's production build, as the browser's.
process.env.NODE_ENV = 'production';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The pages rendered at build time: the public sign-in page, Arabic (the default), signed out. */
const pages = ['/login'];

const ssrDir = fileURLToPath(new URL('./dist-ssr/', import.meta.url));
const { render } = await import(new URL('prerender.js', `file://${ssrDir}`).href);
const routes = [];
for (const path of pages) {
  const html = await render(path);
  if (!html.includes('<form')) throw new Error(`prerender: ${path} rendered no form:\n${html.slice(0, 500)}`);
  routes.push({ path, html });
}
writeFileSync(new URL('./dist/prerendered.json', import.meta.url), JSON.stringify({ routes }));
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${routes.map((r) => `${r.path} (${r.html.length} chars)`).join(', ')}`);
