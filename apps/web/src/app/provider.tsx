import { directionOf } from '@courier/contracts';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { storedLanguage, useLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// The toast container (and its transition code) is not needed for the first paint.
const NotificationsHost = lazy(() =>
  import('./shell/notifications-host').then((m) => ({ default: m.NotificationsHost })),
);

/** Keeps Mantine's direction (popovers, drawers, sliders) in step with the language. */
function DirectionSync() {
  const lang = useLanguage();
  const { setDirection } = useDirection();
  useEffect(() => setDirection(directionOf(lang)), [lang, setDirection]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <DirectionProvider initialDirection={directionOf(storedLanguage())} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <DirectionSync />
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
