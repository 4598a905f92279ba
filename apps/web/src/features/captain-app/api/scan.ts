import { useMutation, useQueryClient } from '@tanstack/react-query';
import { captainApi } from '@/lib/captain-api';
import { runQueryKey } from './run';

/** `POST /api/captain/run/scan`: confirms the parcel whose code was scanned or typed. */
export function useScan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => captainApi.post('run/scan', { code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runQueryKey }),
  });
}
