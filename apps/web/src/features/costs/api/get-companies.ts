import { companiesResponseSchema } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { costKeys, type ListParams } from './cost-keys';

/** `POST companies` with page, perPage and an optional name: the companies the client ships for. */
export async function getCompanies(params: ListParams, signal?: AbortSignal) {
  const { feed, feed_count } = await api.post(
    'companies',
    { page: params.page, perPage: params.perPage, ...(params.name ? { name: params.name } : {}) },
    { schema: companiesResponseSchema, signal },
  );
  return { rows: feed, total: feed_count };
}

export function useCompanies(params: ListParams) {
  return useQuery({
    queryKey: costKeys.companies(params),
    queryFn: ({ signal }) => getCompanies(params, signal),
    placeholderData: keepPreviousData,
  });
}
