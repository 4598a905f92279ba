// Build tooling (issue 42): the web build renders /login, and the signed-in pages' frame, to HTML with this
// entry (prerender.mjs), so their first paint comes with the page instead of after ~134 KB of scripts. Not
// part of the browser's bundle.
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes, layoutOf, type ScreenName } from '@/app/router';
import { DrawnAppShell } from '@/app/shell/drawn-app-shell';
import { paths, type PathName } from '@/config/paths';
import { i18nReady } from '@/lib/i18n';

/** The markup of `#root` for a URL, as main.tsx's first render makes it for a visitor in Arabic. */
export function render(url: string): Promise<string> {
  return toHtml(
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>,
  );
}

/** The signed-in pages' frame (decision 084) and the URL patterns it is drawn for: every page in it. */
export async function renderAppShell(): Promise<{ html: string; paths: string[] }> {
  const html = await toHtml(
    <StaticRouter location={paths.home.path}>
      <DrawnAppShell />
    </StaticRouter>,
  );
  const framed = (Object.keys(paths) as PathName[]).filter(
    (name): name is ScreenName => paths[name].screen && layoutOf(paths[name]) === 'app',
  );
  return { html, paths: framed.map((name) => paths[name].path) };
}

async function toHtml(page: ReactNode): Promise<string> {
  await i18nReady;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>{page}</AppProvider>
    </StrictMode>,
  );
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}
