import { orderSchema, successEnvelope, type Language } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { orderKeys } from './order-keys';

const quickSearchResponseSchema = successEnvelope({
  feed: z.array(orderSchema),
  feed_count: z.number().int(),
  not_found: z.array(z.string()),
});
export type QuickSearchResult = z.infer<typeof quickSearchResponseSchema>;

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
