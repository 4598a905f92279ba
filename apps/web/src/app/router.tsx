import { Suspense, use, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths, type PathEntry, type PathName } from '@/config/paths';
import { textsReady } from '@/lib/i18n';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './shell/route-error-boundary';
import { allLoaded, lazyRoute, type LazyRoute } from './shell/route-loading';

/** A lazily loaded page or layout: each is its own chunk. */
type Lazy = () => Promise<ComponentType>;

/** The paths whose screens are built (`screen: true`); each needs its page below. */
export type ScreenName = {
  [K in PathName]: (typeof paths)[K]['screen'] extends true ? K : never;
}[PathName];

const ordersList: Lazy = () => import('./routes/orders/orders-list-page').then((m) => m.OrdersListPage);
const missionsList: Lazy = () =>
  import('./routes/missions/missions-list-page').then((m) => m.MissionsListPage);

/**
 * The page of every built screen. The URL, the access rule and the layout come from `config/paths.ts`;
 * the type makes a screen without a page (or a page without a path) a compile error.
 */
const screens: Record<ScreenName, Lazy> = {
  login: () => import('./routes/auth/login-page').then((m) => m.LoginPage),
  confirmMobile: () => import('./routes/auth/confirm-mobile-page').then((m) => m.ConfirmMobilePage),
  otp: () => import('./routes/auth/otp-page').then((m) => m.OtpPage),
  resetPassword: () => import('./routes/auth/reset-password-page').then((m) => m.ResetPasswordPage),
  passwordChanged: () => import('./routes/auth/password-changed-page').then((m) => m.PasswordChangedPage),
  setPassword: () => import('./routes/auth/set-password-page').then((m) => m.SetPasswordPage),
  publicTerms: () => import('./routes/terms/public-terms-page').then((m) => m.PublicTermsPage),
  notFound: () => import('./routes/errors/not-found-page').then((m) => m.NotFoundPage),
  serverError: () => import('./routes/errors/server-error-page').then((m) => m.ServerErrorPage),
  notAuthorized: () => import('./routes/errors/not-authorized-page').then((m) => m.NotAuthorizedPage),

  home: () => import('./routes/home/home-page').then((m) => m.HomePage),
  settings: () => import('./routes/settings/settings-page').then((m) => m.SettingsPage),
  settingsMainInfo: () => import('./routes/settings/main-info-page').then((m) => m.MainInfoPage),
  settingsChangePassword: () =>
    import('./routes/settings/change-password-page').then((m) => m.ChangePasswordPage),

  addOrderWithExcel: () => import('./routes/order-files/upload-orders-page').then((m) => m.UploadOrdersPage),
  addOrdersSmartly: () =>
    import('./routes/order-files/smart-upload-orders-page').then((m) => m.SmartUploadOrdersPage),
  printOrder: () => import('./routes/order-files/print-order-page').then((m) => m.PrintOrderPage),
  printSticker: () => import('./routes/order-files/print-sticker-page').then((m) => m.PrintStickerPage),
  reportsAllOrders: () => import('./routes/order-files/orders-report-page').then((m) => m.OrdersReportPage),
  supplies: () => import('./routes/supplies/supplies-page').then((m) => m.SuppliesPage),
  supplyDetails: () => import('./routes/supplies/supply-details-page').then((m) => m.SupplyDetailsPage),
  clientCosts: () => import('./routes/order-files/client-costs-page').then((m) => m.ClientCostsPage),
  clientOfficeCosts: () =>
    import('./routes/order-files/client-office-costs-page').then((m) => m.ClientOfficeCostsPage),
  companies: () => import('./routes/order-files/companies-page').then((m) => m.CompaniesPage),

  // The seven order lists share one page, which reads its list from the path.
  uncompletedOrders: ordersList,
  underwayOrders: ordersList,
  savedOrders: ordersList,
  sentOrders: ordersList,
  delayedOrders: ordersList,
  withCaptainOrders: ordersList,
  givenOrders: ordersList,
  orderSearch: () => import('./routes/orders/order-search-page').then((m) => m.OrderSearchPage),
  advancedSearch: () => import('./routes/orders/advanced-search-page').then((m) => m.AdvancedSearchPage),
  advancedSearchResults: () =>
    import('./routes/orders/advanced-search-results-page').then((m) => m.AdvancedSearchResultsPage),
  orderDetails: () => import('./routes/orders/order-details-page').then((m) => m.OrderDetailsPage),
  orderLog: () => import('./routes/orders/order-log-page').then((m) => m.OrderLogPage),
  addOrder: () => import('./routes/orders/add-order-page').then((m) => m.AddOrderPage),
  editOrder: () => import('./routes/orders/edit-order-page').then((m) => m.EditOrderPage),

  // The five mission lists share one page, which reads its list from the path.
  missions: missionsList,
  suppliedMissions: missionsList,
  returnWithCompany: missionsList,
  returnMissions: missionsList,
  resentMissions: missionsList,
  missionDetails: () => import('./routes/missions/mission-details-page').then((m) => m.MissionDetailsPage),
  addMission: () => import('./routes/missions/add-mission-page').then((m) => m.AddMissionPage),
  printMission: () => import('./routes/missions/print-mission-page').then((m) => m.PrintMissionPage),
  reportsMissions: () => import('./routes/missions/missions-report-page').then((m) => m.MissionsReportPage),
  faq: () => import('./routes/faq/faq-page').then((m) => m.FaqPage),
  notifications: () => import('./routes/notifications/notifications-page').then((m) => m.NotificationsPage),
  linkWithApis: () => import('./routes/settings/api-page').then((m) => m.ApiPage),
  linkWithPlugins: () => import('./routes/settings/plugins-page').then((m) => m.PluginsPage),
  linkWithApisOrders: () => import('./routes/settings/api-docs-page').then((m) => m.ApiOrdersDocsPage),
  linkWithApisTickets: () => import('./routes/settings/api-docs-page').then((m) => m.ApiTicketsDocsPage),
  controlNotification: () =>
    import('./routes/notifications/control-notification-page').then((m) => m.ControlNotificationPage),
  products: () => import('./routes/products/products-page').then((m) => m.ProductsPage),
  internationalTracking: () =>
    import('./routes/tracking/international-tracking-page').then((m) => m.InternationalTrackingPage),
  employeeAccounts: () => import('./routes/team/employee-accounts-page').then((m) => m.EmployeeAccountsPage),
  attendEmployee: () => import('./routes/team/attendance-page').then((m) => m.AttendancePage),
  locations: () => import('./routes/team/locations-page').then((m) => m.LocationsPage),
  locationEdit: () => import('./routes/team/location-edit-page').then((m) => m.LocationEditPage),
  terms: () => import('./routes/terms/terms-page').then((m) => m.TermsPage),
  tickets: () => import('./routes/tickets/tickets-list-page').then((m) => m.TicketsListPage),
  newTicket: () => import('./routes/tickets/new-ticket-page').then((m) => m.NewTicketPage),
  ticketDetails: () => import('./routes/tickets/ticket-page').then((m) => m.TicketPage),
  chat: () => import('./routes/chat/chat-list-page').then((m) => m.ChatListPage),
  chatThread: () => import('./routes/chat/chat-page').then((m) => m.ChatPage),
};

type Layout = 'public' | 'app' | 'print';

/** Open screens (login, errors) in the public card; print views bare; the rest with the navigation. */
export const layoutOf = (entry: PathEntry): Layout =>
  entry.access === 'open' ? 'public' : entry.print ? 'print' : 'app';

const layouts: Record<Layout, Lazy> = {
  public: () => import('./shell/public-layout').then((m) => m.PublicLayout),
  app: () => import('./shell/app-layout').then((m) => m.AppLayout),
  print: () => import('./shell/print-layout').then((m) => m.PrintLayout),
};

/**
 * The screens whose texts are all in the first paint's part (locales/resources.ts); every other screen
 * also waits for the rest of the language's texts, which are asked for at start and arrive meanwhile.
 */
const firstPaintScreens: ReadonlySet<ScreenName> = new Set(['login', 'home']);

const lazyRoutes = new Map<Lazy, LazyRoute>();

/** One lazy component per page module: the seven order lists stay one component, as one page. */
function routeOf(load: Lazy, waitForTexts: boolean): LazyRoute {
  let route = lazyRoutes.get(load);
  if (!route) {
    route = lazyRoute(
      waitForTexts ? () => Promise.all([load(), textsReady()]).then(([Component]) => Component) : load,
    );
    lazyRoutes.set(load, route);
  }
  return route;
}

/** What a route keeps for `AppRoutes`: its code, to fetch before it renders. */
interface RouteHandle {
  code: LazyRoute;
}

const pageRoute = (name: ScreenName): RouteObject => {
  const code = routeOf(screens[name], !firstPaintScreens.has(name));
  return { path: paths[name].path, element: <code.Component />, handle: { code } satisfies RouteHandle };
};

const layoutRoute = (layout: Layout): RouteObject => {
  const code = routeOf(layouts[layout], false);
  return {
    element: (
      <RouteErrorBoundary>
        <code.Component />
      </RouteErrorBoundary>
    ),
    handle: { code } satisfies RouteHandle,
    children: (Object.keys(screens) as ScreenName[])
      .filter((name) => layoutOf(paths[name]) === layout)
      .map(pageRoute),
  };
};

const opsApp = lazyRoute(() => import('./ops/ops-app').then((m) => m.OpsApp));

export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    children: [
      layoutRoute('public'),
      layoutRoute('app'),
      layoutRoute('print'),
      // The staff console: one lazy chunk with its own routes and session (decision 022).
      { path: '/ops/*', element: <opsApp.Component />, handle: { code: opsApp } satisfies RouteHandle },
      // Everything else (unknown paths, and registered paths whose screens are not built yet) is
      // redirected by the guard in RootLayout before this renders.
      { path: '*', element: null },
    ],
  },
];

/**
 * The page for the URL. The layout's and the page's code are fetched side by side (a lazy page inside a
 * lazy layout would otherwise be asked for only once the layout renders) and rendered once both are in,
 * as the data router did; meanwhile the first page shows the loading screen. Later navigations are
 * transitions (BrowserRouter): the current page stays until the next one is ready, with the progress bar
 * (`NavigationProgress`) meanwhile.
 */
export function AppRoutes() {
  const location = useLocation();
  return (
    <Suspense fallback={<LoadingScreen />}>
      <MatchedRoutes location={location} />
    </Suspense>
  );
}

function MatchedRoutes({ location }: { location: ReturnType<typeof useLocation> }) {
  const waiting = (matchRoutes(routes, location) ?? [])
    .map(({ route }) => (route.handle as RouteHandle | undefined)?.code)
    .filter((code): code is LazyRoute => code !== undefined && !code.settled());
  if (waiting.length) use(allLoaded(waiting));
  return useRoutes(routes, location);
}
