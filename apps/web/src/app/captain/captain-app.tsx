import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { captainPaths } from '@/config/captain-paths';
import { useCaptainSession } from '@/lib/captain-session';
import { useCaptainTexts } from './captain-texts';

const LoginPage = lazy(() =>
  import('../routes/captain-app/captain-login-page').then((m) => ({ default: m.CaptainLoginPage })),
);
const RunPage = lazy(() =>
  import('../routes/captain-app/captain-run-page').then((m) => ({ default: m.CaptainRunPage })),
);

/** The app can be installed (manifest) and opens without network (service worker caching its shell). */
function useInstallable() {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/captain.webmanifest';
    document.head.append(link);
    if ('serviceWorker' in navigator && import.meta.env.PROD)
      void navigator.serviceWorker.register('/captain-sw.js', { scope: '/captain' }).catch(() => undefined);
    return () => link.remove();
  }, []);
}

/**
 * The captain's app (/captain/*, decision 061): one lazy chunk with its own routes, session and texts,
 * phone-first. Visitors go to /captain/login.
 */
export function CaptainApp() {
  const session = useCaptainSession();
  const textsReady = useCaptainTexts();
  useInstallable();
  if (!textsReady) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        <Route path="login" element={session ? <Navigate to={captainPaths.run} replace /> : <LoginPage />} />
        <Route path="*" element={session ? <RunPage /> : <Navigate to={captainPaths.login} replace />} />
      </Routes>
    </Suspense>
  );
}
