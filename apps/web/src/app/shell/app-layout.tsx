import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '@/lib/use-session';
import { ShellFrame } from './shell-frame';
import { ShopPromotion } from './shop-promotion';
import { SideNav } from './side-nav';
import { TopBar } from './top-bar';

// Only new or restored accounts, or one with a survey to answer, need these modals: everyone else never
// downloads them.
const OnboardingModals = lazy(() =>
  import('./onboarding-modals').then((m) => ({ default: m.OnboardingModals })),
);

/** The logged-in merchant's shell: the shared frame with the portal's top bar and navigation. */
export function AppLayout() {
  const session = useSession();
  if (!session) return null;

  return (
    <ShellFrame
      header={(toggle) => <TopBar session={session} {...toggle} />}
      nav={<SideNav session={session} />}
    >
      <ShopPromotion session={session} />
      <Outlet />
      {(session.restored === 1 || session.walkthrough === 0 || session.availableSurveys === 1) && (
        <Suspense fallback={null}>
          <OnboardingModals session={session} />
        </Suspense>
      )}
    </ShellFrame>
  );
}
