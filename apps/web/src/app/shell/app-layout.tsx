import { useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/use-session';
import { ShopPromotion } from './shop-promotion';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';
import classes from './app-layout.module.css';

// Only new or restored accounts, or one with a survey to answer, need these modals: everyone else never
// downloads them.
const OnboardingModals = lazy(() =>
  import('./onboarding-modals').then((m) => ({ default: m.OnboardingModals })),
);

/**
 * The logged-in shell: top bar, side navigation (a drawer-like panel under 768 px) and the page. Its own
 * CSS rather than Mantine's AppShell, which also brought react-remove-scroll (~10 KB gzip on /Home's first
 * paint, decision 006); the layout and the custom properties pages read (`--app-shell-header-offset`,
 * `--app-shell-padding`) are the same.
 */
export function AppLayout() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // On a phone the panel's links are rendered when it first opens, then kept (so it slides out too): a page
  // that is only read never builds them (decision 006).
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [navBuilt, setNavBuilt] = useState(false);
  if ((wide || opened) && !navBuilt) setNavBuilt(true);

  // Leaving a page closes the mobile navigation.
  useEffect(() => close(), [pathname, close]);

  if (!session) return null;

  return (
    <div className={classes.shell} data-nav-opened={opened || undefined}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <header className={classes.header}>
        <TopBar session={session} navOpened={opened} onToggleNav={toggle} />
      </header>
      <nav className={classes.navbar} aria-label={t('nav.label')}>
        {navBuilt && <SideNav session={session} />}
      </nav>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <ShopPromotion session={session} />
        <Outlet />
      </main>
      {(session.restored === 1 || session.walkthrough === 0 || session.availableSurveys === 1) && (
        <Suspense fallback={null}>
          <OnboardingModals session={session} />
        </Suspense>
      )}
    </div>
  );
}
