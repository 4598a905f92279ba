import { cleanup, configure } from '@testing-library/react';
import { defaultLanguage } from '@courier/contracts';
import { afterEach, vi } from 'vitest';

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;
// Mantine's autosize textarea listens for fonts loading.
// (Files share one jsdom per worker: the setup runs again for each, so define it once.)
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// Components render translated texts: wait until every text of the stored (default Arabic) language is in.
const { applyDocumentLanguage, currentLanguage, setLanguage, textsReady } = await import('@/lib/i18n');
const { sessionStore } = await import('@/lib/session-store');
const { opsSessionStore } = await import('@/lib/ops-session');
await textsReady();

// `findBy…` and `waitFor` give up after 1 s by default: on the shared 2-core machine at load ~20 a table's
// first render took longer (place-aliases-table.test.tsx failed so, 2026-12-06). A longer wait changes
// nothing for a passing test (each returns as soon as its condition holds); it only stops load from failing one.
configure({ asyncUtilTimeout: 5_000 });

// Files share one jsdom and one module graph per worker (vite.config.ts, isolate: false). Each test leaves
// what it may have changed as it found it, here rather than in each file, and in a hook rather than at the
// end of the body, so a failing or timed-out test cannot leak English, a session or fake timers into the
// next one (decision 040).
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.clear();
  opsSessionStore.clear();
  if (currentLanguage() !== defaultLanguage) await setLanguage(defaultLanguage);
  applyDocumentLanguage(defaultLanguage);
  window.localStorage.clear();
  window.sessionStorage.clear();
});
