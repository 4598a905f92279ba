import { branchListResponseSchema, type BranchListResponse } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { captainKeys } from './captain-keys';

export interface BranchListParams {
  page: number;
  perPage: number;
  filters: { search?: string; active?: string };
}

/** `GET /api/ops/branches?page&perPage&search&active`. */
export function getBranches(
  { page, perPage, filters }: BranchListParams,
  signal?: AbortSignal,
): Promise<BranchListResponse> {
  return opsApi.get('branches', {
    query: { page, perPage, search: filters.search || undefined, active: filters.active || undefined },
    schema: branchListResponseSchema,
    signal,
  });
}

export function useBranchList(params: BranchListParams, enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: captainKeys.branches({ ...params, lang }),
    queryFn: ({ signal }) => getBranches(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
