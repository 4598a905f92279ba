import type { RunResponse, RunStop } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { captainApi } from '@/lib/captain-api';

export const runQueryKey = ['captain', 'run'] as const;

/** `GET /api/captain/run`: today's stops in his route order. */
export function useRun() {
  return useQuery({
    queryKey: runQueryKey,
    queryFn: async (): Promise<RunStop[]> =>
      // Typed, not parsed: the schemas' library is kept out of the captain's first load (decision 061).
      (await captainApi.get<RunResponse>('run')).feed,
    // The phone keeps the last run it saw: offline, the captain still has his addresses and phones.
    networkMode: 'offlineFirst',
  });
}
