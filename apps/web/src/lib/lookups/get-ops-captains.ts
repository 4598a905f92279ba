import { captainsResponseSchema, opsCaptainsResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { lookupKeys } from './lookup-keys';

/**
 * The console's captains, beside the client's (`get-captains.ts`): the staff token reaches other URLs.
 * Two of them for one list (decision 040 names them for the API to fold): the orders desk's first 50,
 * the missions desk's every captain.
 */
export function useOpsCaptains(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: lookupKeys.opsCaptains('orders', lang),
    queryFn: async ({ signal }) =>
      (await opsApi.get('orders/captains', { schema: captainsResponseSchema, signal })).feed,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** `GET /api/ops/missions/captains`: who a mission can be assigned to. */
export function useOpsMissionCaptains(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: lookupKeys.opsCaptains('missions', lang),
    queryFn: async ({ signal }) =>
      (await opsApi.get('missions/captains', { schema: opsCaptainsResponseSchema, signal })).feed,
    staleTime: 5 * 60_000,
    enabled,
  });
}
