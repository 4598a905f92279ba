import { returnsWaitingResponseSchema, type ReturnsWaitingClient } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';

/**
 * `GET /api/ops/orders/returns-waiting?search`: the merchants with parcels waiting to go back, the most
 * first, searched by name on the server (the returns manifest's picker).
 */
export function useReturnsWaiting(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ['run-sheets', 'returns-waiting', search],
    queryFn: async ({ signal }): Promise<ReturnsWaitingClient[]> =>
      (
        await opsApi.get('orders/returns-waiting', {
          query: { search: search.trim() || undefined },
          schema: returnsWaitingResponseSchema,
          signal,
        })
      ).feed,
    placeholderData: keepPreviousData,
    enabled,
  });
}
