import type { BranchesResponse, NamedItem } from '@courier/contracts';
import { api } from '@/lib/api-client';
import { lookupKeys } from './lookup-keys';
import { useSearchLookup } from './lookup-query';

/** `GET branch/get?search`: branches matching the search (first page of 100). */
export async function getBranches(search: string, signal?: AbortSignal): Promise<NamedItem[]> {
  const query = { search: search || undefined, page: 1, perPage: 100 };
  return (await api.get<BranchesResponse>('branch/get', { query, signal })).feed;
}

export function useBranches(search: string, enabled = true) {
  return useSearchLookup(lookupKeys.branches, getBranches, search, enabled);
}
