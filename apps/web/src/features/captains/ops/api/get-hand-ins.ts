import { handInListResponseSchema } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { captainKeys } from './captain-keys';

export interface HandInListParams {
  page: number;
  perPage: number;
  captainId?: number | undefined;
  filter: 'all' | 'open';
}

/** `GET /api/ops/captain-hand-ins?captain_id&filter&page&perPage`: newest first. */
export function useHandIns(params: HandInListParams) {
  return useQuery({
    queryKey: captainKeys.handIns(params),
    queryFn: ({ signal }) =>
      opsApi.get('captain-hand-ins', {
        query: {
          page: params.page,
          perPage: params.perPage,
          captain_id: params.captainId,
          filter: params.filter,
        },
        schema: handInListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
