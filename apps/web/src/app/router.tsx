import { Suspense, use, useEffect, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths, type PathEntry, type PathName } from '@/config/paths';
import { textsReady } from '@/lib/i18n';
import { messageCatalog } from '@/lib/message-catalog';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './shell/route-error-boundary';
import { allLoaded, lazyRoute, type LazyRoute } from './shell/route-loading';

/** A lazily loaded page or layout: each is its own chunk. */
type Lazy = () => Promise<ComponentType>;

/** The paths whose screens are built (`screen: true`); each needs its page, here or in `./screens`. */
export type ScreenName = {
  [K in PathName]: (typeof paths)[K]['screen'] extends true ? K : never;
}[PathName];

/**
 * The screens of the first paint: their texts are in the first paint's part (locales/resources.ts) and
 * their pages below; every other screen waits for the rest of the texts and for `./screens`, both asked
 * for at start and on their way meanwhile.
 */
type FirstPaintScreen = 'login' | 'home';
export type OtherScreenName = Exclude<ScreenName, FirstPaintScreen>;

const screenNames = (Object.keys(paths) as PathName[]).filter(
  (name): name is ScreenName => paths[name].screen,
);

/**
 * The pages of the two first-paint screens (/login, /Home); every other page is in `./screens`, a chunk
 * of its own that the router asks for at start (its `import()` calls and Vite's lists of their files
 * are not in the first paint).
 */
const firstPaintPages: Record<FirstPaintScreen, Lazy> = {
  login: () => import('./routes/auth/login-page').then((m) => m.LoginPage),
  home: () => import('./routes/home/home-page').then((m) => m.HomePage),
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

const isFirstPaint = (name: ScreenName): name is FirstPaintScreen => name in firstPaintPages;

/** The other pages' loaders: asked for once the first page shows, so a click on the navigation finds them in. */
const otherScreens = () => import('./screens').then((m) => m.otherScreens);

/**
 * What the first page does not need but the next ones will: asked for once it has rendered, so it does not
 * compete with the first paint for the network or the main thread (a page outside the first paint asks
 * for it itself, before it renders).
 */
function loadAfterFirstPaint(): void {
  void otherScreens().catch(() => undefined);
  void messageCatalog().catch(() => undefined);
}

/**
 * A page outside the first paint: its loader comes from `./screens`, with the rest of the texts and the
 * contracts' message catalog (lib/message-catalog.ts), so that such a page never shows a key.
 */
const otherPageCode = (name: OtherScreenName): LazyRoute =>
  lazyRoute(() =>
    Promise.all([otherScreens().then((pages) => pages[name]()), textsReady(), messageCatalog()]).then(
      ([Component]) => Component,
    ),
  );

/**
 * Every page outside the first paint renders through this one component, so the seven order lists (one
 * page module) stay one mounted page as the user moves between them, as with one lazy component per
 * module before; `AppRoutes` renders it once the page's code is in.
 */
function OtherPage({ code }: { code: LazyRoute }) {
  const Page = use(code.preload()) as ComponentType;
  return <Page />;
}

/** What a route keeps for `AppRoutes`: its code, to fetch before it renders. */
interface RouteHandle {
  code: LazyRoute;
}

const pageRoute = (name: ScreenName): RouteObject => {
  if (isFirstPaint(name)) {
    const code = lazyRoute(firstPaintPages[name]);
    return { path: paths[name].path, element: <code.Component />, handle: { code } satisfies RouteHandle };
  }
  const code = otherPageCode(name);
  return {
    path: paths[name].path,
    element: <OtherPage code={code} />,
    handle: { code } satisfies RouteHandle,
  };
};

const layoutRoute = (layout: Layout): RouteObject => {
  const code = lazyRoute(layouts[layout]);
  return {
    element: (
      <RouteErrorBoundary>
        <code.Component />
      </RouteErrorBoundary>
    ),
    handle: { code } satisfies RouteHandle,
    children: screenNames.filter((name) => layoutOf(paths[name]) === layout).map(pageRoute),
  };
};

const opsApp = lazyRoute(() =>
  Promise.all([import('./ops/ops-app'), messageCatalog()]).then(([m]) => m.OpsApp),
);

// The captain's app (decision 061): its own lazy chunk, so the merchant's pages never carry it.
const captainApp = lazyRoute(() =>
  Promise.all([import('./captain/captain-app'), messageCatalog()]).then(([m]) => m.CaptainApp),
);

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
      {
        path: '/captain/*',
        element: <captainApp.Component />,
        handle: { code: captainApp } satisfies RouteHandle,
      },
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

/** The layout's and the page's code for a URL that are not in yet. */
const waitingFor = (location: Parameters<typeof matchRoutes>[1]) =>
  (matchRoutes(routes, location) ?? [])
    .map(({ route }) => (route.handle as RouteHandle | undefined)?.code)
    .filter((code): code is LazyRoute => code !== undefined && !code.settled());

/**
 * Resolves once the code of a URL's layout and page is in (a failed download too: its page shows it), so
 * that a first render does not stop at the loading screen: main.tsx waits for it before replacing the
 * frame drawn in the HTML (decision 084).
 */
export function routeCodeReady(pathname: string): Promise<unknown> {
  const waiting = waitingFor(pathname);
  return waiting.length ? allLoaded(waiting) : Promise.resolve();
}

function MatchedRoutes({ location }: { location: ReturnType<typeof useLocation> }) {
  const waiting = waitingFor(location);
  if (waiting.length) use(allLoaded(waiting));
  useEffect(loadAfterFirstPaint, []);
  return useRoutes(routes, location);
}
