import { staticPageResponseSchema, type StaticPage } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const staticPageKeys = {
  all: ['static-page'] as const,
  detail: (id: number) => [...staticPageKeys.all, id] as const,
};

/** Public: `GET pages/{id}` answers both languages at once, so switching language needs no refetch. */
export async function getStaticPage(id: number, signal?: AbortSignal): Promise<StaticPage> {
  const response = await api.get(`pages/${id}`, { schema: staticPageResponseSchema, signal });
  return response.feed;
}

export const staticPageQueryOptions = (id: number) =>
  queryOptions({
    queryKey: staticPageKeys.detail(id),
    queryFn: ({ signal }) => getStaticPage(id, signal),
    staleTime: 10 * 60_000,
  });

export function useStaticPage(id: number) {
  return useQuery(staticPageQueryOptions(id));
}
