import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page or layout fetched on first use: its component, and a way to start the fetch earlier. */
export interface LazyRoute {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts the download (once); a layout and its page are fetched side by side, not one after the other. */
  preload: () => Promise<unknown>;
  /** Whether the download ended (its code is in, or it failed): rendering it will not suspend. */
  settled: () => boolean;
}

const pending = new Set<Promise<unknown>>();
const listeners = new Set<() => void>();
// Loads start while React renders; the bar's component must not be updated during another's render.
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

/** Whether a route's code is on its way: what the navigation progress bar shows. */
export const routeLoading = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isLoading: () => pending.size > 0,
};

function track<T>(promise: Promise<T>): Promise<T> {
  pending.add(promise);
  notify();
  const done = () => {
    pending.delete(promise);
    notify();
  };
  promise.then(done, done);
  return promise;
}

/**
 * `React.lazy` with a shared download: `preload()` and the first render wait for the same promise. A
 * failed download (a new deploy removed the chunk) reaches the route's error boundary, which offers a reload.
 */
export function lazyRoute(load: () => Promise<ComponentType>): LazyRoute {
  let download: Promise<ComponentType> | null = null;
  let done = false;
  const preload = () =>
    (download ??= track(load()).finally(() => {
      done = true;
    }));
  return {
    Component: lazy(() => preload().then((Component) => ({ default: Component }))),
    preload,
    settled: () => done,
  };
}

const together = new Map<string, Promise<unknown>>();

/**
 * One promise for several routes' downloads (the same one for the same routes, as `use()` wants): the
 * layout and the page render once both are in, instead of the layout rendering, suspending on the page
 * and being thrown away.
 */
export function allLoaded(routes: readonly LazyRoute[]): Promise<unknown> {
  const key = routes.map((route) => ids.get(route) ?? ids.set(route, ids.size).get(route)).join();
  let promise = together.get(key);
  if (!promise) {
    // A failed download is left to the route's own component, which throws it inside its error boundary.
    const settled = routes.map((route) => route.preload().catch(() => undefined));
    promise = Promise.all(settled).finally(() => together.delete(key));
    together.set(key, promise);
  }
  return promise;
}

const ids = new Map<LazyRoute, number>();
