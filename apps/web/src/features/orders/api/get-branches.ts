import { namedItemSchema, successEnvelope, type NamedItem } from '@courier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { lookupKeys } from './order-keys';

const branchesResponseSchema = successEnvelope({ feed: z.array(namedItemSchema.loose()) });

/** `GET branch/get?search`: branches matching the search (first page of 100). */
export async function getBranches(search: string, signal?: AbortSignal): Promise<NamedItem[]> {
  return (
    await api.get('branch/get', {
      query: { search: search || undefined, page: 1, perPage: 100 },
      schema: branchesResponseSchema,
      signal,
    })
  ).feed;
}

export function useBranches(search: string, enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: lookupKeys.branches(search, lang),
    queryFn: ({ signal }) => getBranches(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled,
  });
}
