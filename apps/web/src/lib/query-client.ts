import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * Invalidating means "what was read before now is stale". TanStack refetches a query that has data, but
 * hands a query still on its FIRST fetch that same fetch back, and its answer may have been read before
 * the change: a chat message sent while the chat was loading stayed hidden behind "no messages yet"
 * (the merchant's own message, seen once in the browser tests; on a slow network, any time). Such a fetch,
 * for a query on screen, is cancelled first, so the refetch reads after the change. A query nothing shows
 * (a `fetchQuery` some code awaits) is left to finish.
 */
export class FreshQueryClient extends QueryClient {
  override async invalidateQueries(
    filters?: InvalidateQueryFilters,
    options?: InvalidateOptions,
  ): Promise<void> {
    const firstFetches = this.getQueryCache()
      .findAll(filters)
      .filter(
        (query) =>
          query.state.data === undefined &&
          query.state.fetchStatus === 'fetching' &&
          query.getObserversCount() > 0,
      );
    // Awaited: only once a cancelled fetch has settled is the query idle, and fetched again.
    await Promise.all(firstFetches.map((query) => query.cancel({ revert: true })));
    return super.invalidateQueries(filters, options);
  }
}

/** Client errors (4xx) will not change on retry; network and server errors get one more try. */
export const queryClient = new FreshQueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
