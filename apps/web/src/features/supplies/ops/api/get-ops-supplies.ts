import { supplyListResponseSchema } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { opsSupplyKeys } from './ops-supply-keys';

/** `GET /api/ops/supplies?client_id&page&perPage`: the supplies so far. */
export function useOpsSupplies(clientId: number | undefined, page: number, perPage: number) {
  return useQuery({
    queryKey: opsSupplyKeys.list(clientId, page, perPage),
    queryFn: async ({ signal }) => {
      const { feed, feed_count } = await opsApi.get('supplies', {
        query: { client_id: clientId, page, perPage },
        schema: supplyListResponseSchema,
        signal,
      });
      return { rows: feed, total: feed_count };
    },
    placeholderData: keepPreviousData,
  });
}
