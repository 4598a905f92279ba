import { opsMissionListResponseSchema, type OpsMissionListResponse } from '@courier/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { opsMissionKeys, type OpsMissionListParams } from './ops-mission-keys';

/** `GET /api/ops/missions?page&perPage&…`: every client's missions. */
export function getOpsMissions(
  { page, perPage, filters }: OpsMissionListParams,
  signal?: AbortSignal,
): Promise<OpsMissionListResponse> {
  return opsApi.get('missions', {
    query: { page, perPage, ...filters },
    schema: opsMissionListResponseSchema,
    signal,
  });
}

export function useOpsMissions(params: OpsMissionListParams) {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: opsMissionKeys.list(params, lang),
      queryFn: ({ signal }) => getOpsMissions(params, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
