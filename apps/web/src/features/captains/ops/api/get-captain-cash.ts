import { captainCashResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { captainKeys } from './captain-keys';

/** `GET /api/ops/captains/{id}/cash`: the delivered orders whose cash the captain holds, and their sum. */
export function useCaptainCash(captainId: number | undefined) {
  return useQuery({
    queryKey: captainKeys.cash(captainId ?? 0),
    queryFn: async ({ signal }) =>
      (await opsApi.get(`captains/${captainId}/cash`, { schema: captainCashResponseSchema, signal })).feed,
    enabled: captainId !== undefined,
  });
}
