import { okSchema, type OpsTimeLimits } from '@courier/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsApi } from '@/lib/ops-api';
import { opsOrderKeys } from './ops-order-keys';

/** `PUT /api/ops/settings/time-limits`: the desks' overdue flags (and the dashboard's) follow at once. */
export function useSaveTimeLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (limits: OpsTimeLimits) => opsApi.put('settings/time-limits', limits, { schema: okSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: opsOrderKeys.all }),
  });
}
