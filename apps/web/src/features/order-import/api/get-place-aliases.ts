import { placeAliasesResponseSchema } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const placeAliasesKey = ['order-import', 'aliases'] as const;

/**
 * `GET order/add-excelsheet/aliases?page&perPage`: the merchant's own names for places, learnt from the
 * places they picked in the correction queue (decision 054), newest first, and how many in all.
 */
export async function getPlaceAliases(page: number, perPage: number, signal?: AbortSignal) {
  const answer = await api.get('order/add-excelsheet/aliases', {
    schema: placeAliasesResponseSchema,
    query: { page, perPage },
    signal,
  });
  return { rows: answer.feed, total: answer.feed_count };
}

export function usePlaceAliases(page: number, perPage: number) {
  return useQuery({
    queryKey: [...placeAliasesKey, page, perPage],
    queryFn: ({ signal }) => getPlaceAliases(page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}
