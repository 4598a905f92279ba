import { useMutation, useQueryClient } from '@tanstack/react-query';
import { captainApi } from '@/lib/captain-api';
import { pickupsQueryKey } from './pickups';
import { runQueryKey } from './run';

/**
 * Scan to confirm: `POST /api/captain/run/scan` for a parcel of his run, or
 * `POST /api/captain/pickups/:id/scan` for one collected at a pickup (decision 066).
 */
export function useScan(pickupId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      captainApi.post(pickupId ? `pickups/${pickupId}/scan` : 'run/scan', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pickupId ? pickupsQueryKey : runQueryKey }),
  });
}
