import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { NavigationProgress } from './navigation-progress';
import { allLoaded, lazyRoute, routeLoading } from './route-loading';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const flush = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

describe('lazy routes', () => {
  it('downloads once for preload and render, and shows the progress bar meanwhile', async () => {
    const download = deferred<() => React.JSX.Element>();
    let calls = 0;
    const route = lazyRoute(() => {
      calls += 1;
      return download.promise;
    });
    renderWithProviders(<NavigationProgress />);
    expect(screen.queryByRole('progressbar')).toBeNull();

    void route.preload();
    renderWithProviders(
      <Suspense fallback={<p>waiting</p>}>
        <route.Component />
      </Suspense>,
    );
    await flush();
    expect(routeLoading.isLoading()).toBe(true);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByText('waiting')).toBeTruthy();

    download.resolve(() => <p>the page</p>);
    expect(await screen.findByText('the page')).toBeTruthy();
    await flush();
    expect(calls).toBe(1);
    expect(routeLoading.isLoading()).toBe(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stops showing the bar when a download fails', async () => {
    const route = lazyRoute(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(route.preload()).rejects.toThrow(TypeError);
    await flush();
    expect(routeLoading.isLoading()).toBe(false);
  });

  it('waits for a layout and its page together, once, also when one of them fails', async () => {
    const page = deferred<() => React.JSX.Element>();
    const layout = lazyRoute(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const screen = lazyRoute(() => page.promise);
    const both = allLoaded([layout, screen]);
    expect(allLoaded([layout, screen])).toBe(both);
    await flush();
    expect(layout.settled()).toBe(true);
    expect(screen.settled()).toBe(false);

    page.resolve(() => <p>the page</p>);
    await both;
    expect(screen.settled()).toBe(true);
  });
});
