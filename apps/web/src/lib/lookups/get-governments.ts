import { namedItemSchema, successEnvelope, type NamedItem } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { lookupKeys } from './lookup-keys';

const namedListSchema = successEnvelope({ feed: z.array(namedItemSchema) });

/** `GET get-government`: Egypt's governorates, named in the caller's language. */
export async function getGovernments(signal?: AbortSignal): Promise<NamedItem[]> {
  return (await api.get('get-government', { schema: namedListSchema, signal })).feed;
}

export function useGovernments(enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: lookupKeys.governments(lang),
    queryFn: ({ signal }) => getGovernments(signal),
    staleTime: Infinity,
    enabled,
  });
}
