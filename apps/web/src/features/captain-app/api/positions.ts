import type { PositionConsentResponse } from '@courier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { captainApi } from '@/lib/captain-api';

export const consentQueryKey = ['captain', 'position-consent'] as const;
type Consent = PositionConsentResponse['feed'];

/** `GET /api/captain/positions/consent`: whether he agreed, and every how many seconds to send. */
export function usePositionConsent() {
  return useQuery({
    queryKey: consentQueryKey,
    queryFn: async (): Promise<Consent> =>
      (await captainApi.get<PositionConsentResponse>('positions/consent')).feed,
  });
}

export function useSetPositionConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (consent: boolean) =>
      (await captainApi.post<PositionConsentResponse>('positions/consent', { consent })).feed,
    onSuccess: (feed) => queryClient.setQueryData(consentQueryKey, feed),
  });
}

/** `POST /api/captain/positions`: one fix; a failure is dropped (the next fix replaces it). */
export const sendPosition = (fix: { lat: number; lng: number; accuracy: number | null; at: string }) =>
  captainApi.post('positions', fix).catch(() => undefined);
