// The captain's app (/captain/*) as a page of its own (captain.html), built on Preact (vite.captain.config.ts,
// decision 081): what main.tsx does for the merchant's pages, for the captain's routes only.
// First: reads the stored language and sets <html lang dir> before anything renders.
import { i18nReady } from '@/lib/i18n';
import '@fontsource/ibm-plex-sans-arabic/arabic-400.css';
import '@fontsource/ibm-plex-sans-arabic/latin-400.css';
import '@fontsource/ibm-plex-sans-arabic/arabic-700.css';
import '@fontsource/ibm-plex-sans-arabic/latin-700.css';
import 'virtual:mantine-styles';
import './styles/global.css';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { CaptainApp } from '@/app/captain/captain-app';
import { AppProvider } from '@/app/provider';
import { RouteErrorBoundary } from '@/app/shell/route-error-boundary';
import { messageCatalog } from '@/lib/message-catalog';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from captain.html');

// The validation and error texts are on their way while the first texts arrive (the merchant's router
// asks for them with the captain's chunk).
void messageCatalog().catch(() => undefined);
await i18nReady;

createRoot(container).render(
  <AppProvider>
    <BrowserRouter>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/captain/*" element={<CaptainApp />} />
        </Routes>
      </RouteErrorBoundary>
    </BrowserRouter>
  </AppProvider>,
);
