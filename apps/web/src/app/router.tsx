import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './shell/route-error-boundary';

/** A lazily loaded component: each page (and each layout) is its own chunk. */
const load =
  <M,>(importer: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () =>
    pick(await importer());

const page = <M,>(
  path: string,
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType,
): RouteObject => ({
  path,
  lazy: { Component: load(importer, pick) },
});

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: LoadingScreen,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        lazy: {
          Component: load(
            () => import('./shell/public-layout'),
            (m) => m.PublicLayout,
          ),
        },
        ErrorBoundary: RouteErrorBoundary,
        children: [
          page(
            paths.login.path,
            () => import('./routes/auth/login-page'),
            (m) => m.LoginPage,
          ),
          page(
            paths.confirmMobile.path,
            () => import('./routes/auth/confirm-mobile-page'),
            (m) => m.ConfirmMobilePage,
          ),
          page(
            paths.otp.path,
            () => import('./routes/auth/otp-page'),
            (m) => m.OtpPage,
          ),
          page(
            paths.resetPassword.path,
            () => import('./routes/auth/reset-password-page'),
            (m) => m.ResetPasswordPage,
          ),
          page(
            paths.passwordChanged.path,
            () => import('./routes/auth/password-changed-page'),
            (m) => m.PasswordChangedPage,
          ),
          page(
            paths.setPassword.path,
            () => import('./routes/auth/set-password-page'),
            (m) => m.SetPasswordPage,
          ),
          page(
            paths.publicTerms.path,
            () => import('./routes/terms/public-terms-page'),
            (m) => m.PublicTermsPage,
          ),
          page(
            paths.notFound.path,
            () => import('./routes/errors/not-found-page'),
            (m) => m.NotFoundPage,
          ),
          page(
            paths.serverError.path,
            () => import('./routes/errors/server-error-page'),
            (m) => m.ServerErrorPage,
          ),
          page(
            paths.notAuthorized.path,
            () => import('./routes/errors/not-authorized-page'),
            (m) => m.NotAuthorizedPage,
          ),
        ],
      },
      {
        lazy: {
          Component: load(
            () => import('./shell/app-layout'),
            (m) => m.AppLayout,
          ),
        },
        ErrorBoundary: RouteErrorBoundary,
        children: [
          page(
            paths.home.path,
            () => import('./routes/home/home-page'),
            (m) => m.HomePage,
          ),
          page(
            paths.settings.path,
            () => import('./routes/settings/settings-page'),
            (m) => m.SettingsPage,
          ),
          page(
            paths.settingsMainInfo.path,
            () => import('./routes/settings/main-info-page'),
            (m) => m.MainInfoPage,
          ),
          page(
            paths.settingsChangePassword.path,
            () => import('./routes/settings/change-password-page'),
            (m) => m.ChangePasswordPage,
          ),
        ],
      },
      // Everything else (unknown paths, and registered paths whose screens are not built yet) is
      // redirected by the guard in RootLayout before this renders.
      { path: '*', Component: () => null },
    ],
  },
];

export const router = createBrowserRouter(routes);
