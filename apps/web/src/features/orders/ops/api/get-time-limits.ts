import { opsTimeLimitsResponseSchema } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { opsOrderKeys } from './ops-order-keys';

export const timeLimitsKey = [...opsOrderKeys.all, 'time-limits'] as const;

/** `GET /api/ops/settings/time-limits` (admins): the limits per stage and who set them last. */
export function useTimeLimits() {
  return useQuery({
    queryKey: timeLimitsKey,
    queryFn: ({ signal }) =>
      opsApi.get('settings/time-limits', { schema: opsTimeLimitsResponseSchema, signal }),
    select: (answer) => answer.feed,
  });
}
