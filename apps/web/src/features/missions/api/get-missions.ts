import {
  missionListResponseSchema,
  missionLists,
  type MissionList,
  type MissionListResponse,
} from '@courier/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { missionKeys, type MissionListParams } from './mission-keys';

/**
 * `POST mission/all?page&perPage` (spec §7). The list screen decides the `type` (and, for the two
 * return lists, the statuses) as contracts' `missionLists` says; the user's filters come on top. A
 * status the user picks narrows the list's own statuses.
 */
export function getMissions(
  list: MissionList,
  { page, perPage, filters }: MissionListParams,
  signal?: AbortSignal,
): Promise<MissionListResponse> {
  const scope: { type: readonly number[]; status?: readonly number[] } = missionLists[list];
  const { status, ...rest } = filters;
  const body = {
    ...rest,
    type: scope.type,
    status: status ? [Number(status)] : scope.status,
  };
  return api.post('mission/all', body, {
    query: { page, perPage },
    schema: missionListResponseSchema,
    signal,
  });
}

export function useMissions(list: MissionList, params: MissionListParams) {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: missionKeys.list(list, params, lang),
      queryFn: ({ signal }) => getMissions(list, params, signal),
      // The current page stays on screen (dimmed) while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}
