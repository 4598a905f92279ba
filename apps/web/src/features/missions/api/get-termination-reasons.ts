import { terminationReasonsResponseSchema } from '@courier/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { missionKeys } from './mission-keys';

export type TerminationReason = z.infer<typeof terminationReasonsResponseSchema>['feed'][number];

/** `GET mission/termination-reasons`: the reasons a client may give; `needs_note` asks for its own words. */
export async function getTerminationReasons(signal?: AbortSignal): Promise<TerminationReason[]> {
  return (await api.get('mission/termination-reasons', { schema: terminationReasonsResponseSchema, signal }))
    .feed;
}

export function useTerminationReasons(enabled = true) {
  const lang = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: missionKeys.reasons(lang),
      queryFn: ({ signal }) => getTerminationReasons(signal),
      staleTime: 10 * 60_000,
      enabled,
    }),
  );
}
