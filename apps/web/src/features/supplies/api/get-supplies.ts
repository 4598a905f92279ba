import { supplyListResponseSchema } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { supplyKeys } from './supply-keys';

/** `GET supplies?page&perPage`: the client's supplies, newest first. */
export async function getSupplies(page: number, perPage: number, signal?: AbortSignal) {
  const { feed, feed_count } = await api.get('supplies', {
    query: { page, perPage },
    schema: supplyListResponseSchema,
    signal,
  });
  return { rows: feed, total: feed_count };
}

export function useSupplies(page: number, perPage: number) {
  return useQuery({
    queryKey: supplyKeys.list(page, perPage),
    queryFn: ({ signal }) => getSupplies(page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}
