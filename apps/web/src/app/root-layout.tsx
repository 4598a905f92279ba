import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { isCaptainPath } from '@/config/captain-paths';
import { isOpsPath } from '@/config/ops-paths';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';
import { redirectFor } from './shell/guards';
import { NavigationProgress } from './shell/navigation-progress';
import { ScrollRestoration } from './shell/scroll-restoration';

// Idle logout and the realtime socket exist only while logged in, so visitors never download them.
const SessionServices = lazy(() =>
  import('./shell/session-services').then((m) => ({ default: m.SessionServices })),
);
// Background services load after the first paint: they are not needed to show the page.
const ConnectivityWatcher = lazy(() =>
  import('./shell/connectivity-watcher').then((m) => ({ default: m.ConnectivityWatcher })),
);

/**
 * The root of every page: spec §2's navigation rules (guards.ts) applied on every render, so they also
 * react to a session that ends meanwhile (401, idle, logout in another tab, revoked socket). A visitor's
 * deep link goes through /login and back (`?next=`), and so does the page a session ended on.
 */
export function RootLayout() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const hadSession = useRef(session !== null);

  // A session that ends (idle, logout, a 401) leads to /login, from an open page too (e.g. /set_password);
  // from a page that needs a login, /login carries it as a visitor's link would, whichever of this and
  // the guard's redirect comes last.
  useEffect(() => {
    if (
      hadSession.current &&
      session === null &&
      !isOpsPath(location.pathname) &&
      !isCaptainPath(location.pathname)
    ) {
      const asVisitor = redirectFor(location.pathname, location.search, null);
      void navigate(asVisitor?.startsWith(paths.login.path) ? asVisitor : paths.login.path, {
        replace: true,
      });
    }
    hadSession.current = session !== null;
  }, [session, navigate, location.pathname, location.search]);

  const target = redirectFor(location.pathname, location.search, session);

  return (
    <>
      <NavigationProgress />
      {/* Keyed by location: a redirect to the same target from a new location must navigate again. */}
      {target ? <Navigate key={location.key} to={target} replace /> : <Outlet />}
      {/* Boundaries of their own: the realtime socket never waits for another lazy service (a page
          that waited for both connected seconds late and missed what happened meanwhile, decision 021). */}
      <Suspense fallback={null}>
        <ConnectivityWatcher />
      </Suspense>
      <Suspense fallback={null}>{session && <SessionServices token={session.token} />}</Suspense>
      <ScrollRestoration />
    </>
  );
}
