import type { CaptainPickup, CaptainPickupsResponse } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { captainApi } from '@/lib/captain-api';

export const pickupsQueryKey = ['captain', 'pickups'] as const;

/** `GET /api/captain/pickups`: his pickup missions with the parcels to collect (decision 066). */
export function usePickups() {
  return useQuery({
    queryKey: pickupsQueryKey,
    queryFn: async (): Promise<CaptainPickup[]> =>
      // Typed, not parsed: no schema library in the captain's first load (decision 061).
      (await captainApi.get<CaptainPickupsResponse>('pickups')).feed,
    // Offline, he still has the merchant's address and phone.
    networkMode: 'offlineFirst',
  });
}
