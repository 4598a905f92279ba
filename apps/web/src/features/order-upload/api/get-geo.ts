import { areasResponseSchema, governmentsResponseSchema, type NamedItem } from '@courier/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLanguage } from '@/lib/i18n';
import { uploadKeys } from './upload-keys';

/** `GET get-government`: the governorates, for a free choice in the correction table. */
export async function getGovernments(signal?: AbortSignal): Promise<NamedItem[]> {
  return (await api.get('get-government', { schema: governmentsResponseSchema, signal })).feed;
}

/** `GET get-area/{id}`: the areas of one governorate. */
export async function getAreas(governmentId: number, signal?: AbortSignal): Promise<NamedItem[]> {
  return (await api.get(`get-area/${governmentId}`, { schema: areasResponseSchema, signal })).feed;
}

export function useGovernments(enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: uploadKeys.governments(lang),
    queryFn: ({ signal }) => getGovernments(signal),
    staleTime: Infinity,
    enabled,
  });
}

export function useAreas(governmentId: number | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: uploadKeys.areas(governmentId ?? 0, lang),
    queryFn: ({ signal }) => getAreas(governmentId ?? 0, signal),
    enabled: governmentId !== null && governmentId > 0,
    staleTime: Infinity,
  });
}
