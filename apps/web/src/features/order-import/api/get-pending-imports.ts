import { pendingImportsResponseSchema } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const pendingImportsKey = ['order-import', 'pending'] as const;

/**
 * `GET order/add-excelsheet/pending?page&perPage`: smart uploads and store orders waiting for a choice of
 * place, newest first, one page of them and how many wait in all (`feed_count`).
 */
export async function getPendingImports(page: number, perPage: number, signal?: AbortSignal) {
  const answer = await api.get('order/add-excelsheet/pending', {
    schema: pendingImportsResponseSchema,
    query: { page, perPage },
    signal,
  });
  return { rows: answer.feed, total: answer.feed_count };
}

export function usePendingImports(page: number, perPage: number) {
  return useQuery({
    queryKey: [...pendingImportsKey, page, perPage],
    queryFn: ({ signal }) => getPendingImports(page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}
