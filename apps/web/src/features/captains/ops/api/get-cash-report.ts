import { cashReportResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { captainKeys } from './captain-keys';

/** `GET /api/ops/captains/{id}/cash-report?days=14`: the captain's cash per Cairo day. */
export function useCashReport(captainId: number | undefined) {
  return useQuery({
    queryKey: captainKeys.report(captainId ?? 0),
    queryFn: ({ signal }) =>
      opsApi.get(`captains/${captainId}/cash-report`, {
        query: { days: 14 },
        schema: cashReportResponseSchema,
        signal,
      }),
    enabled: captainId !== undefined,
  });
}
