import { costsResponseSchema } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { costKeys, type CostKind, type ListParams } from './cost-keys';

/** `POST costs/client` (home delivery) and `POST costs/office` with page, perPage and an optional name. */
export async function getCosts(kind: CostKind, params: ListParams, signal?: AbortSignal) {
  const { feed, feed_count } = await api.post(
    `costs/${kind}`,
    { page: params.page, perPage: params.perPage, ...(params.name ? { name: params.name } : {}) },
    { schema: costsResponseSchema, signal },
  );
  return { rows: feed, total: feed_count };
}

export function useCosts(kind: CostKind, params: ListParams) {
  const lang = useLanguage();
  return useQuery({
    queryKey: costKeys.costs(kind, params, lang),
    queryFn: ({ signal }) => getCosts(kind, params, signal),
    placeholderData: keepPreviousData,
  });
}
