import { namedItemSchema, successEnvelope, type NamedItem } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { lookupKeys } from './order-keys';

const captainsResponseSchema = successEnvelope({ feed: z.array(namedItemSchema.loose()) });

/** `GET captain/selectCaptains?search`: the first 50 captains matching the search. */
export async function getCaptains(search: string, signal?: AbortSignal): Promise<NamedItem[]> {
  return (
    await api.get('captain/selectCaptains', {
      query: { search: search || undefined },
      schema: captainsResponseSchema,
      signal,
    })
  ).feed;
}

export function useCaptains(search: string, enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: lookupKeys.captains(search, lang),
    queryFn: ({ signal }) => getCaptains(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled,
  });
}
