// Build tooling (issue 42): the web build renders /login to HTML with this entry (prerender.mjs), so its
// first paint comes with the page instead of after ~134 KB of scripts. Not part of the browser's bundle.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { i18nReady } from '@/lib/i18n';

/** The markup of `#root` for a URL, as main.tsx's first render makes it for a visitor in Arabic. */
export async function render(url: string): Promise<string> {
  await i18nReady;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  const parts: Buffer[] = [];
  for await (const part of prelude) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts).toString('utf8');
}
