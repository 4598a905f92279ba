import { missionPapersResponseSchema } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { missionKeys } from './mission-keys';

export type MissionPapers = z.infer<typeof missionPapersResponseSchema>['feed'];

/** `GET mission/papers?id`: the mission, its orders and their totals, to print. */
export async function getMissionPapers(id: number, signal?: AbortSignal): Promise<MissionPapers> {
  return (await api.get('mission/papers', { query: { id }, schema: missionPapersResponseSchema, signal }))
    .feed;
}

export function useMissionPapers(id: number) {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: missionKeys.papers(id, lang),
      queryFn: ({ signal }) => getMissionPapers(id, signal),
      enabled: id > 0,
    }),
  );
}
