import type { OrderList, OrderListResponse } from '@courier/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { orderKeys, type OrderListParams } from './order-keys';

/**
 * `POST order/{list}?page&perPage` with the list filters as the body (spec §7). Typed, not parsed: the
 * server serialises every answer through `orderListResponseSchema` (decision 006, sixth pass).
 */
export function getOrders(
  list: OrderList,
  { page, perPage, filters }: OrderListParams,
  signal?: AbortSignal,
): Promise<OrderListResponse> {
  return api.post<OrderListResponse>(`order/${list}`, filters, { query: { page, perPage }, signal });
}

export function useOrders(list: OrderList, params: OrderListParams) {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: orderKeys.list(list, params, lang),
      queryFn: ({ signal }) => getOrders(list, params, signal),
      // The current page stays on screen (dimmed) while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}
