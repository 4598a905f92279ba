import type { AreasResponse, NamedItem } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { lookupKeys } from './lookup-keys';

/** `GET get-area/{id}`: the areas of one governorate. */
export async function getAreas(governmentId: number, signal?: AbortSignal): Promise<NamedItem[]> {
  return (await api.get<AreasResponse>(`get-area/${governmentId}`, { signal })).feed;
}

/** Loads when a governorate is chosen (null, 0 or NaN: nothing chosen yet). */
export function useAreas(governmentId: number | null) {
  const lang = useLanguage();
  const id = governmentId ?? 0;
  return useQuery({
    queryKey: lookupKeys.areas(id, lang),
    queryFn: ({ signal }) => getAreas(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Infinity,
  });
}
