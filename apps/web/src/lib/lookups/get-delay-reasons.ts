import type { NamedItem, ReasonsResponse } from '@courier/contracts';
import { api } from '@/lib/api-client';
import { lookupKeys } from './lookup-keys';
import { useFixedLookup } from './lookup-query';

/** `GET order/get_delay_reasons?type=5`: the reasons for a delay or a cancellation (spec §9: type 5). */
export async function getDelayReasons(signal?: AbortSignal): Promise<NamedItem[]> {
  return (
    await api.get<ReasonsResponse>('order/get_delay_reasons', {
      query: { type: 5, page: 1, perPage: 100 },
      signal,
    })
  ).feed;
}

export function useDelayReasons(enabled = true) {
  return useFixedLookup(lookupKeys.delayReasons, getDelayReasons, enabled);
}
