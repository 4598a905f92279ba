import { branchAreasResponseSchema, type BranchArea } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { captainKeys } from './captain-keys';

/** `GET /api/ops/branches/areas?governorate_ids=`: the areas a branch form offers (its governorates'). */
export function useBranchAreas(governorateIds: number[]) {
  const lang = useLanguage();
  const ids = [...new Set(governorateIds)].sort((a, b) => a - b);
  return useQuery({
    queryKey: [...captainKeys.all, 'areas', ids, lang],
    queryFn: async ({ signal }): Promise<BranchArea[]> =>
      (
        await opsApi.get('branches/areas', {
          query: { governorate_ids: ids.join(',') },
          schema: branchAreasResponseSchema,
          signal,
        })
      ).feed,
    enabled: ids.length > 0,
    staleTime: Infinity,
  });
}
