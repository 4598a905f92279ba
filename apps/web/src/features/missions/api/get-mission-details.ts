import { missionDetailsResponseSchema, type Mission } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { missionKeys } from './mission-keys';

/** `POST mission/details?id`: every field of one mission with its branch, client and captain. */
export async function getMissionDetails(id: number, signal?: AbortSignal): Promise<Mission> {
  return (
    await api.post('mission/details', {}, { query: { id }, schema: missionDetailsResponseSchema, signal })
  ).feed;
}

export function useMissionDetails(id: number) {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: missionKeys.details(id, lang),
      queryFn: ({ signal }) => getMissionDetails(id, signal),
      enabled: id > 0,
    }),
  );
}
