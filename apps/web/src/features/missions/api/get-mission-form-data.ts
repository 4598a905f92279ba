import { missionAddResponseSchema, type MissionAddResponse } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { missionKeys } from './mission-keys';

export type MissionFormData = Omit<MissionAddResponse, 'success'>;

/**
 * `POST mission/add`: addresses, accounts, paymentWays, missionsWithinTwoDays, suppliedAvailable,
 * supply_days (spec §3), plus the types this client may add and its default branch.
 */
export async function getMissionFormData(signal?: AbortSignal): Promise<MissionFormData> {
  const { success: _success, ...data } = await api.post(
    'mission/add',
    {},
    { schema: missionAddResponseSchema, signal },
  );
  return data;
}

export function useMissionFormData() {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: missionKeys.formData(lang),
      queryFn: ({ signal }) => getMissionFormData(signal),
      // The two-day warning and the supply availability must be current when the form opens.
      staleTime: 0,
    }),
  );
}
