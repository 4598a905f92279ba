import type { CaptainOwnCashResponse } from '@courier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { captainApi } from '@/lib/captain-api';

export const cashQueryKey = ['captain', 'cash'] as const;
type OwnCash = CaptainOwnCashResponse['feed'];

/** `GET /api/captain/cash`: the cash he holds (the office's ledger) and his declaration waiting. */
export function useOwnCash() {
  return useQuery({
    queryKey: cashQueryKey,
    queryFn: async (): Promise<OwnCash> => (await captainApi.get<CaptainOwnCashResponse>('cash')).feed,
    networkMode: 'offlineFirst',
  });
}

/** `POST /api/captain/hand-ins`: he declares what he hands in; the office counts and confirms it. */
export function useDeclareHandIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { handed: string; note?: string }) => captainApi.post('hand-ins', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashQueryKey }),
  });
}
