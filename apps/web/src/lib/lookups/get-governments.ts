import type { GovernmentsResponse, NamedItem } from '@courier/contracts';
import { api } from '@/lib/api-client';
import { lookupKeys } from './lookup-keys';
import { useFixedLookup } from './lookup-query';

/** `GET get-government`: Egypt's governorates, named in the caller's language. */
export async function getGovernments(signal?: AbortSignal): Promise<NamedItem[]> {
  return (await api.get<GovernmentsResponse>('get-government', { signal })).feed;
}

export function useGovernments(enabled = true) {
  return useFixedLookup(lookupKeys.governments, getGovernments, enabled);
}
