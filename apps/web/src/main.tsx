// First: reads the stored language and sets <html lang dir> before anything renders.
import { defaultLanguage } from '@courier/contracts';
import { currentLanguage, i18nReady } from '@/lib/i18n';
// Two weights (issue 42, decision 063): text set at 600 is drawn with 700, the nearest heavier face; the
// regular Arabic face is announced in the HTML (apps/api/src/http/app-shell.ts).
import '@fontsource/ibm-plex-sans-arabic/arabic-400.css';
import '@fontsource/ibm-plex-sans-arabic/latin-400.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-700.css';
import '@fontsource/ibm-plex-sans-arabic/latin-700.css';
// Mantine's reset and variables; each component's styles come with its code (build-plugins.ts).
import 'virtual:mantine-styles';
import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes, routeCodeReady } from '@/app/router';
import { sessionStore } from '@/lib/session-store';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The texts of one language (a few KB) arrive while the route's chunks load; render once they are in.
await i18nReady;

const app = (
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

// /login comes drawn in the HTML (prerender.tsx, decision 083): React takes over that markup instead of
// drawing it again. The markup is Arabic and signed out; for another stored language (a cookie the server
// has not seen yet) or a stored session (the guard moves on to /Home), the page is drawn anew over it.
// The signed-in pages come with their frame drawn (decision 084), shown by public/drawn-shell.js: it is
// replaced, not hydrated (it is nobody's; the page's own data is not in it), once the page's code is in,
// so the first render draws the page rather than the loading screen over the frame.
// In a transition, the first render (or hydration) is time-sliced: it yields every few ms instead of being
// one long task (decision 006, P2's TBT); a first render has nothing on screen to keep, so the loading
// screen shows, and a hydration keeps the drawn page meanwhile.
const frame = container.querySelector('[data-drawn="app"]');
if (
  !frame &&
  container.firstElementChild &&
  currentLanguage() === defaultLanguage &&
  sessionStore.get() === null
)
  startTransition(() => void hydrateRoot(container, app));
else {
  const render = () => {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  };
  // Not awaited at the top level: the page's chunks import this module, which would wait for itself.
  if (frame && document.documentElement.hasAttribute('data-drawn-session'))
    void routeCodeReady(window.location.pathname).then(render);
  else render();
}
