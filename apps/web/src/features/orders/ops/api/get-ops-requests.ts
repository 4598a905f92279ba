import { opsRequestsResponseSchema, type OrderRequestState } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { opsOrderKeys } from './ops-order-keys';

/** `GET /api/ops/requests`: the clients' requests in one state (pending: oldest first; `overdue`: past the limit). */
export function useOpsRequests(state: OrderRequestState, page: number, perPage: number, overdue = false) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...opsOrderKeys.requests(state, page, perPage, lang), overdue],
    queryFn: ({ signal }) =>
      opsApi.get('requests', {
        query: { state, page: String(page), perPage: String(perPage), ...(overdue ? { overdue: '1' } : {}) },
        schema: opsRequestsResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
