import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page or layout fetched on first use: its component, and a way to start the fetch earlier. */
export interface LazyRoute {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts the download (once); a layout and its page are fetched side by side, not one after the other. */
  preload: () => Promise<unknown>;
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
  const preload = () => (download ??= track(load()));
  return { Component: lazy(() => preload().then((Component) => ({ default: Component }))), preload };
}
