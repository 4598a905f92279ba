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
          page(
            paths.addOrderWithExcel.path,
            () => import('./routes/order-files/upload-orders-page'),
            (m) => m.UploadOrdersPage,
          ),
          page(
            paths.addOrdersSmartly.path,
            () => import('./routes/order-files/smart-upload-orders-page'),
            (m) => m.SmartUploadOrdersPage,
          ),
          page(
            paths.reportsAllOrders.path,
            () => import('./routes/order-files/orders-report-page'),
            (m) => m.OrdersReportPage,
          ),
          page(
            paths.clientCosts.path,
            () => import('./routes/order-files/client-costs-page'),
            (m) => m.ClientCostsPage,
          ),
          page(
            paths.clientOfficeCosts.path,
            () => import('./routes/order-files/client-office-costs-page'),
            (m) => m.ClientOfficeCostsPage,
          ),
          page(
            paths.companies.path,
            () => import('./routes/order-files/companies-page'),
            (m) => m.CompaniesPage,
          ),
          // The seven order lists share one page, which reads its list from the path.
          ...[
            paths.uncompletedOrders,
            paths.underwayOrders,
            paths.savedOrders,
            paths.sentOrders,
            paths.delayedOrders,
            paths.withCaptainOrders,
            paths.givenOrders,
          ].map((entry) =>
            page(
              entry.path,
              () => import('./routes/orders/orders-list-page'),
              (m) => m.OrdersListPage,
            ),
          ),
          page(
            paths.orderSearch.path,
            () => import('./routes/orders/order-search-page'),
            (m) => m.OrderSearchPage,
          ),
          page(
            paths.advancedSearch.path,
            () => import('./routes/orders/advanced-search-page'),
            (m) => m.AdvancedSearchPage,
          ),
          page(
            paths.advancedSearchResults.path,
            () => import('./routes/orders/advanced-search-results-page'),
            (m) => m.AdvancedSearchResultsPage,
          ),
          page(
            paths.orderDetails.path,
            () => import('./routes/orders/order-details-page'),
            (m) => m.OrderDetailsPage,
          ),
          page(
            paths.orderLog.path,
            () => import('./routes/orders/order-log-page'),
            (m) => m.OrderLogPage,
          ),
          page(
            paths.addOrder.path,
            () => import('./routes/orders/add-order-page'),
            (m) => m.AddOrderPage,
          ),
          page(
            paths.editOrder.path,
            () => import('./routes/orders/edit-order-page'),
            (m) => m.EditOrderPage,
          ),
          // The five mission lists share one page, which reads its list from the path.
          ...[
            paths.missions,
            paths.suppliedMissions,
            paths.returnWithCompany,
            paths.returnMissions,
            paths.resentMissions,
          ].map((entry) =>
            page(
              entry.path,
              () => import('./routes/missions/missions-list-page'),
              (m) => m.MissionsListPage,
            ),
          ),
          page(
            paths.missionDetails.path,
            () => import('./routes/missions/mission-details-page'),
            (m) => m.MissionDetailsPage,
          ),
          page(
            paths.addMission.path,
            () => import('./routes/missions/add-mission-page'),
            (m) => m.AddMissionPage,
          ),
          page(
            paths.reportsMissions.path,
            () => import('./routes/missions/missions-report-page'),
            (m) => m.MissionsReportPage,
          ),
          page(
            paths.faq.path,
            () => import('./routes/faq/faq-page'),
            (m) => m.FaqPage,
          ),
        ],
      },
      {
        // Print views: no side navigation, nothing on paper but the orders.
        lazy: {
          Component: load(
            () => import('./shell/print-layout'),
            (m) => m.PrintLayout,
          ),
        },
        ErrorBoundary: RouteErrorBoundary,
        children: [
          page(
            paths.printOrder.path,
            () => import('./routes/order-files/print-order-page'),
            (m) => m.PrintOrderPage,
          ),
          page(
            paths.printSticker.path,
            () => import('./routes/order-files/print-sticker-page'),
            (m) => m.PrintStickerPage,
          ),
          page(
            paths.printMission.path,
            () => import('./routes/missions/print-mission-page'),
            (m) => m.PrintMissionPage,
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
