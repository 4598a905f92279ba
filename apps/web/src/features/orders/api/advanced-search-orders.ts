import type { AdvancedSearchResult, Language } from '@courier/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { orderKeys } from './order-keys';

/**
 * `POST order/advanced-search-submit`: the criteria (every field of advancedSearchBodySchema, as text, as
 * they come from the URL) plus page and perPage. The server parses and bounds them; its answer goes out
 * through `advancedSearchResponseSchema`, so it is typed here, not parsed again (decision 006, sixth pass).
 */
export function advancedSearchOrders(
  criteria: Record<string, string>,
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<AdvancedSearchResult> {
  return api.post<AdvancedSearchResult>(
    'order/advanced-search-submit',
    { ...criteria, page, perPage },
    { signal },
  );
}

export const advancedSearchQueryOptions = (
  criteria: Record<string, string>,
  page: number,
  perPage: number,
  lang: Language,
) =>
  queryOptions({
    queryKey: orderKeys.advanced({ ...criteria, page: String(page), perPage: String(perPage) }, lang),
    queryFn: ({ signal }) => advancedSearchOrders(criteria, page, perPage, signal),
    placeholderData: keepPreviousData,
  });

export function useAdvancedSearchOrders(criteria: Record<string, string>, page: number, perPage: number) {
  const lang = useLanguage();
  return useQuery(advancedSearchQueryOptions(criteria, page, perPage, lang));
}
