import { namedItemSchema, successEnvelope, type NamedItem } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { lookupKeys } from './lookup-keys';

const reasonsResponseSchema = successEnvelope({ feed: z.array(namedItemSchema) });

/** `GET order/get_delay_reasons?type=5`: the reasons for a delay or a cancellation (spec §9: type 5). */
export async function getDelayReasons(signal?: AbortSignal): Promise<NamedItem[]> {
  return (
    await api.get('order/get_delay_reasons', {
      query: { type: 5, page: 1, perPage: 100 },
      schema: reasonsResponseSchema,
      signal,
    })
  ).feed;
}

export function useDelayReasons(enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: lookupKeys.delayReasons(lang),
    queryFn: ({ signal }) => getDelayReasons(signal),
    staleTime: Infinity,
    enabled,
  });
}
