import { quickSearchResponseSchema, type Language, type QuickSearchResult } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { orderKeys } from './order-keys';

/** `POST order/search {codes}`: the orders found and the codes that match none. */
export function searchOrders(codes: readonly string[], signal?: AbortSignal): Promise<QuickSearchResult> {
  return api.post('order/search', { codes: codes.join('\n') }, { schema: quickSearchResponseSchema, signal });
}

export const searchOrdersQueryOptions = (codes: readonly string[], lang: Language) =>
  queryOptions({
    queryKey: orderKeys.search(codes, lang),
    queryFn: ({ signal }) => searchOrders(codes, signal),
  });

export function useSearchOrders(codes: readonly string[]) {
  const lang = useLanguage();
  return useQuery({ ...searchOrdersQueryOptions(codes, lang), enabled: codes.length > 0 });
}
