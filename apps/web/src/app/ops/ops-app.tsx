import { staffRoleMayAccess } from '@courier/contracts';
import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { opsPaths, type OpsPathEntry, type OpsPathName } from '@/config/ops-paths';
import { useOpsSession } from '@/lib/ops-session';
import { PublicLayout } from '../shell/public-layout';
import { OpsLayout } from './ops-layout';
import { OpsNotAllowed } from './ops-not-allowed';
import { opsScreens } from './ops-screens';
import { useOpsTexts } from './ops-texts';

const pages = Object.fromEntries(
  Object.entries(opsScreens).map(([name, load]) => [
    name,
    lazy(() => load().then((Component: ComponentType) => ({ default: Component }))),
  ]),
) as unknown as Record<OpsPathName, ComponentType>;

/** A console path relative to /ops, as the descendant <Routes> below want it. */
const relative = (entry: OpsPathEntry) => entry.path.replace(/^\/ops\/?/, '') || '/';

/**
 * The staff console (/ops/*): one lazy chunk with its own routes, session and guard. Visitors go to
 * /ops/login; a role that may not open a page sees why.
 */
export function OpsApp() {
  const session = useOpsSession();
  const textsReady = useOpsTexts();
  const names = useMemo(() => Object.keys(opsPaths) as OpsPathName[], []);
  if (!textsReady) return <LoadingScreen />;

  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route
            path={relative(opsPaths.login)}
            element={session ? <Navigate to={opsPaths.home.path} replace /> : <pages.login />}
          />
        </Route>
        <Route
          element={session ? <OpsLayout session={session} /> : <Navigate to={opsPaths.login.path} replace />}
        >
          {names
            .filter((name) => name !== 'login')
            .map((name) => {
              const entry: OpsPathEntry = opsPaths[name];
              const Page = pages[name];
              const allowed = session && entry.roles ? staffRoleMayAccess(session.role, entry.roles) : true;
              return (
                <Route key={name} path={relative(entry)} element={allowed ? <Page /> : <OpsNotAllowed />} />
              );
            })}
          <Route path="*" element={<OpsNotAllowed notFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
