import { branchListResponseSchema, type NamedItem } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { lookupKeys } from './lookup-keys';

/** `GET /api/ops/branches?active=1`: the console's active branches (a hub's branch picker), by id. */
export function useOpsBranches(enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: lookupKeys.opsBranches(lang),
    queryFn: async ({ signal }): Promise<NamedItem[]> =>
      (
        await opsApi.get('branches', {
          query: { active: '1', page: 1, perPage: 100 },
          schema: branchListResponseSchema,
          signal,
        })
      ).feed.map(({ id, name }) => ({ id, name })),
    staleTime: 5 * 60_000,
    enabled,
  });
}
