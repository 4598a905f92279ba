import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect } from 'react';
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

/** The logged-in shell: top bar, side navigation (a drawer-like panel under 768 px) and the page. */
export function AppLayout() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();

  // Leaving a page closes the mobile navigation.
  useEffect(() => close(), [pathname, close]);

  if (!session) return null;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <AppShell.Header>
        <TopBar session={session} navOpened={opened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('nav.label')}>
        <SideNav session={session} />
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <ShopPromotion session={session} />
        <Outlet />
      </AppShell.Main>
      {(session.restored === 1 || session.walkthrough === 0 || session.availableSurveys === 1) && (
        <Suspense fallback={null}>
          <OnboardingModals session={session} />
        </Suspense>
      )}
    </AppShell>
  );
}
