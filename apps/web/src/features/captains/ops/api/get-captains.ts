import { captainListResponseSchema, type CaptainListResponse } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { captainKeys } from './captain-keys';

export interface CaptainListParams {
  page: number;
  perPage: number;
  filters: { search?: string; active?: string };
}

/** `GET /api/ops/captains?page&perPage&search&active`: captains with the cash each holds. */
export function getCaptains(
  { page, perPage, filters }: CaptainListParams,
  signal?: AbortSignal,
): Promise<CaptainListResponse> {
  return opsApi.get('captains', {
    query: { page, perPage, search: filters.search || undefined, active: filters.active || undefined },
    schema: captainListResponseSchema,
    signal,
  });
}

export function useCaptainList(params: CaptainListParams) {
  const lang = useLanguage();
  return useQuery({
    queryKey: captainKeys.captains({ ...params, lang }),
    queryFn: ({ signal }) => getCaptains(params, signal),
    placeholderData: keepPreviousData,
  });
}
