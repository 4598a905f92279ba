import { terminationReasonsResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n';
import { opsApi } from '@/lib/ops-api';
import { opsMissionKeys } from './ops-mission-keys';

/** `GET /api/ops/missions/termination-reasons`: why a mission is canceled (the client's: `mission/termination-reasons`). */
export function useOpsTerminationReasons(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: opsMissionKeys.reasons(lang),
    queryFn: ({ signal }) =>
      opsApi.get('missions/termination-reasons', { schema: terminationReasonsResponseSchema, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
