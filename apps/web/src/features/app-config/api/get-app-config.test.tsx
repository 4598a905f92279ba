import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fallbackAppConfig } from '@/config/constants';
import { jsonResponse } from '@/test/fixtures';
import { appConfigKeys, useCachedAppConfig } from './app-config-keys';
import { getAppConfig, useAppConfig } from './get-app-config';

const served = {
  idle_timeout_ms: 900_000,
  idle_warning_ms: 30_000,
  connectivity_interval_ms: 5_000,
  starred_pages_limit: 4,
  branches_count: 12,
  amount_ceiling: 250_000,
};

// The query's own `retry: 3` stays; only the wait between tries is cut.
const newClient = () => new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

describe('the runtime settings the server owns', () => {
  it('are read from app-config without the envelope’s success flag', async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse(200, { success: 1, ...served }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getAppConfig()).resolves.toEqual(served);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/client/app-config');
  });

  it('are spec §9’s defaults, not settled, until the server answers; then the server’s', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { result } = renderHook(() => useAppConfig(), { wrapper: wrapperOf(newClient()) });
    expect(result.current).toEqual({ config: fallbackAppConfig, settled: false });

    answer(jsonResponse(200, { success: 1, ...served }));
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.config).toEqual(served);
  });

  it('stay the defaults, settled, once the server failed three retries', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(500, { success: 0, code: 'INTERNAL', error_msg: 'down' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useAppConfig(), { wrapper: wrapperOf(newClient()) });
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.config).toEqual(fallbackAppConfig);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('are read from the cache for the first paint, never fetched there', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const client = newClient();
    const { result, rerender } = renderHook(() => useCachedAppConfig(), { wrapper: wrapperOf(client) });
    expect(result.current).toEqual(fallbackAppConfig);
    // A copy: a caller changing it cannot change the defaults.
    expect(result.current).not.toBe(fallbackAppConfig);

    client.setQueryData(appConfigKeys.all, served);
    rerender();
    expect(result.current).toEqual(served);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
