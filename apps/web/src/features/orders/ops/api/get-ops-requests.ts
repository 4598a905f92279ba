import { opsRequestsResponseSchema, type OrderRequestState } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { opsOrderKeys } from './ops-order-keys';

/** `GET /api/ops/requests`: the clients' requests in one state (pending: oldest first). */
export function useOpsRequests(state: OrderRequestState, page: number, perPage: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: opsOrderKeys.requests(state, page, perPage, lang),
    queryFn: ({ signal }) =>
      opsApi.get('requests', {
        query: { state, page: String(page), perPage: String(perPage) },
        schema: opsRequestsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
