import type { CaptainsResponse, NamedItem } from '@courier/contracts';
import { api } from '@/lib/api-client';
import { lookupKeys } from './lookup-keys';
import { useSearchLookup } from './lookup-query';

/** `GET captain/selectCaptains?search`: the first 50 captains matching the search. */
export async function getCaptains(search: string, signal?: AbortSignal): Promise<NamedItem[]> {
  const query = { search: search || undefined };
  return (await api.get<CaptainsResponse>('captain/selectCaptains', { query, signal })).feed;
}

export function useCaptains(search: string, enabled = true) {
  return useSearchLookup(lookupKeys.captains, getCaptains, search, enabled);
}
